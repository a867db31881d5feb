import { forwardRef, useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { getJobCompanyName } from '@edupassport/api-client/rules';
import type { Job } from '@edupassport/api-client';
import {
  Avatar,
  Badge,
  CalendarIcon,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  DateText,
  labelOf,
  LocationIcon,
  SalaryText,
  useMessages,
  type CardProps,
} from '@edupassport/ui';
import { FreshnessBadge } from '../FreshnessBadge';
import { jobCardMessages } from '../messages/jobCard';
import { CardSubtitle, CardTitle, Chips, HeadingBlock, type CardHeadingProps } from './cardParts';
import { Facts } from './Facts';
import { RouteLink } from './RouteLink';
import { tokens } from './theme';
import { opportunitiesCatalogs } from '../messages/catalogs';

/** The part of student_age_group before a slash ('Primary (6-11)/Elementary' reads 'Primary (6-11)'). */
export function ageGroupShown(group: string | undefined): string {
  return (group ?? '').split('/')[0]?.trim() ?? '';
}

export interface JobCardLayoutProps extends Omit<CardProps, 'children' | 'title'>, CardHeadingProps {
  job: Job;
  /** The job's detail route, opened in a new tab. */
  href: string;
  /** Extra badges or controls at the end of the header. */
  headerEnd?: ReactNode | undefined;
  /** The footer's actions. */
  footer?: ReactNode | undefined;
}

const DateRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['100']} ${tokens.space['300']};
  margin: 0;
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
  & > span {
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space['100']};
  }
`;

const HeaderEnd = styled.div`
  display: flex;
  flex: none;
  align-self: flex-start;
  align-items: center;
  gap: ${tokens.space['200']};
`;

/** What every job card shows: the header, the facts, the dates; the actions vary. */
export const JobCardLayout = forwardRef<HTMLElement, JobCardLayoutProps>(function JobCardLayout(
  { job, href, headerEnd, footer, headingLevel = 3, ...rest },
  ref,
) {
  const m = useMessages('opportunities', jobCardMessages, opportunitiesCatalogs.loaders);
  const titleId = useId();
  const company = getJobCompanyName(job) ?? '';
  const experience = m.jobExperience(job.years_of_experience_min, job.years_of_experience_max);
  return (
    <Card ref={ref} as="article" aria-labelledby={titleId} interactive {...rest}>
      <CardHeader>
        <Avatar src={job.user_profile_pic} name={company || job.job_title} shape="square" size="lg" decorative />
        <HeadingBlock data-part="heading">
          <CardTitle as={`h${headingLevel}`}>
            <RouteLink href={href} newTab>
              {/* The card is named by the title alone: the link's '(opens in a new tab)' is about the link, not the job. */}
              <span id={titleId} dir="auto">
                {job.job_title}
              </span>
            </RouteLink>
          </CardTitle>
          {company ? (
            <CardSubtitle data-part="company">
              <bdi>{company}</bdi>
            </CardSubtitle>
          ) : null}
        </HeadingBlock>
        {headerEnd ? <HeaderEnd data-part="header-end">{headerEnd}</HeaderEnd> : null}
      </CardHeader>
      <CardBody>
        <Chips>
          <FreshnessBadge deadline={job.application_deadline} />
          {job.job_type ? (
            <Badge variant="primary" size="sm" data-part="job-type">
              {labelOf(m.jobTypes, job.job_type)}
            </Badge>
          ) : null}
          {job.employment_type ? (
            <Badge size="sm" data-part="employment-type">
              {labelOf(m.employmentTypes, job.employment_type)}
            </Badge>
          ) : null}
        </Chips>
        <Facts
          items={[
            { key: 'location', icon: <LocationIcon aria-hidden="true" />, value: job.location },
            {
              key: 'salary',
              value: <SalaryText salary={job.salary} currency={job.currency} salaryType={job.salary_type} />,
            },
            { key: 'experience', value: experience },
            { key: 'age-group', value: labelOf(m.ageGroups, ageGroupShown(job.student_age_group)) },
          ].filter((f) => f.key !== 'salary' || job.salary !== undefined)}
        />
        <DateRow>
          <span>
            <CalendarIcon aria-hidden="true" />
            {m.jobPosted} <DateText value={job.created_at} />
          </span>
          {job.application_deadline ? (
            <span>
              {m.jobDeadline} <DateText value={job.application_deadline} />
            </span>
          ) : null}
        </DateRow>
      </CardBody>
      {footer ? <CardFooter>{footer}</CardFooter> : null}
    </Card>
  );
});
