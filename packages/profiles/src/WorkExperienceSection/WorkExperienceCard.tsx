import { forwardRef, type ReactNode, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { WorkExperience } from '@edupassport/api-client';
import { ImageWithFallback, htmlToPlainText, useMessages, heading } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { tokens } from '../EducatorSection/styles';
import { formatWorkPeriod } from '../hooks/workExperience';
import { labelOf } from '../hooks/educatorRules';
import { profilesCatalogs } from '../messages/catalogs';

const Root = styled.article`
  display: grid;
  align-content: start;
  gap: ${tokens.space['100']};
  /* A carousel slide's full height, padding and border included: a content-box card stuck out below it. */
  box-sizing: border-box;
  height: 100%;
  padding: ${tokens.space['200']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  font-size: ${tokens.font['size-sm']};
  & h3 {
    ${heading}
    margin: ${tokens.space['100']} 0 0;
    font-size: ${tokens.font['size-md']};
    overflow-wrap: anywhere;
  }
  & p {
    margin: 0;
    color: ${tokens.color['text-muted']};
  }
`;

const Media = styled.div`
  aspect-ratio: 616 / 236;
  overflow: hidden;
  border-radius: ${tokens.radius.sm};
  background: linear-gradient(120deg, ${tokens.color['surface-muted']}, ${tokens.color['surface-hover']});
  & img {
    width: 100%;
    height: 100%;
  }
`;

const Clamp = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['100']};
  margin-top: ${tokens.space['100']};
`;

export interface WorkExperienceCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The item shown. Required. */
  item: WorkExperience;
  /** Buttons under the card (details viewer, edit, delete); default none. */
  tools?: ReactNode | undefined;
}

/** One work experience: image (616:236; one that fails leaves a placeholder naming it), title, industry, type and location, the period ('Present' for a current job), the first lines of the details. */
export const WorkExperienceCard = forwardRef<HTMLElement, WorkExperienceCardProps>(function WorkExperienceCard({ item, tools, ...rest }, ref) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  return (
    <Root ref={ref} {...rest} data-current={String(formatWorkPeriod(item, m).endsWith(m.present))}>
      <Media>{item.image ? <ImageWithFallback src={item.image} alt={m.workImageAlt(item.job_title)} onFallback="placeholder" /> : null}</Media>
      <h3>
        <bdi>{item.job_title}</bdi>
      </h3>
      {item.industry ? (
        <p>
          <bdi>{labelOf(m.industryLabels, item.industry)}</bdi>
        </p>
      ) : null}
      <p>
        <bdi>{[item.location_type ? labelOf(m.locationTypes, item.location_type) : '', item.location].filter(Boolean).join(' · ')}</bdi>
      </p>
      <p>{formatWorkPeriod(item, m)}</p>
      {item.details ? <Clamp dir="auto">{htmlToPlainText(item.details)}</Clamp> : null}
      {tools ? <Tools>{tools}</Tools> : null}
    </Root>
  );
});
