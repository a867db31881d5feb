import { forwardRef, type ReactNode, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { isExternalJobsAccount } from '@edupassport/api-client/rules';
import type { UserProfile } from '@edupassport/api-client';
import { Avatar, Badge, Dialog, Link, labelOf, useMessages, heading } from '@edupassport/ui';
import { countryName, toSafeUrl, useEdu } from '@edupassport/ui/headless';
import { profilesMessages } from '../messages';
import { countLanguages, getBusinessSizeLabel } from '../rules/profileRules';
import { isBusinessAccount } from '../rules/businessRules';
import { DetailList, tokens } from '../EducatorSection/styles';
import { profilesCatalogs } from '../messages/catalogs';

export interface ProfileDialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** The profile shown. Required. */
  profile: UserProfile;
  /** Whether the dialog is open. Required. */
  open: boolean;
  /** Called with `false` when it closes. Required. */
  onOpenChange: (open: boolean) => void;
  /** The Message action; default none. */
  messageAction?: ReactNode | undefined;
  /** Share mode hides the Open To Work indicator and the Message action; default false. */
  shareMode?: boolean | undefined;
}

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space['400']};
  margin-bottom: ${tokens.space['400']};
  & h3 {
    ${heading}
    overflow-wrap: anywhere;
  }
  & p {
    margin: ${tokens.space['100']} 0 0;
    color: ${tokens.color['text-muted']};
  }
`;

/** The dialog title for a profile: 'Educator Profile', 'Business Profile' or 'Vendor Profile'. */
export function profileDialogTitle(profile: Pick<UserProfile, 'user_types'>, m: typeof profilesMessages): string {
  if (profile.user_types === 'vendor') return m.vendorProfile;
  if (profile.user_types === 'business') return m.businessProfile;
  return m.educatorProfile;
}

/**
 * The profile dialog the summary card opens, titled by account type. For a business it is also the
 * Business Profile popup of the spec, which never opens for the external-jobs account (it renders nothing).
 */
export const ProfileDialog = forwardRef<HTMLDivElement, ProfileDialogProps>(function ProfileDialog(
  { profile, open, onOpenChange, messageAction, shareMode = false, ...rest },
  ref,
) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const { routes, externalJobsEmail, locale } = useEdu();
  if (isExternalJobsAccount(profile, externalJobsEmail ?? undefined)) return null;
  const businessAccount = isBusinessAccount(profile);
  const business = businessAccount ? profile.business_profile : undefined;
  const name = (business?.company_name || profile.full_name || '').trim();
  const href = businessAccount ? routes.businessProfile(profile.id) : routes.educatorProfile(profile.id);
  const education = profile.my_education[0];
  const website = business?.company_website ? toSafeUrl(business.company_website) : null;
  return (
    <Dialog
      ref={ref}
      {...rest}
      open={open}
      onOpenChange={onOpenChange}
      title={profileDialogTitle(profile, m)}
      footer={
        <>
          {shareMode ? null : messageAction}
          <Link href={href} variant="button">
            {m.viewProfile}
          </Link>
        </>
      }
    >
      <Head>
        <Avatar
          src={profile.profile_picture}
          name={name || '?'}
          size="xl"
          shape={businessAccount ? 'square' : 'circle'}
          decorative
        />
        <div>
          <h3>
            <bdi>{name}</bdi>
          </h3>
          {business?.company_tagline ? (
            <p>
              <bdi>{business.company_tagline}</bdi>
            </p>
          ) : profile.summary && !businessAccount ? (
            <p>
              <bdi>{profile.summary}</bdi>
            </p>
          ) : null}
          {profile.open_to_work && !businessAccount && !shareMode ? (
            <Badge variant="success">{m.openToWork}</Badge>
          ) : null}
        </div>
      </Head>
      {businessAccount && !business ? (
        <p>{m.businessNotFound}</p>
      ) : (
        <DetailList>
          {business ? (
            <>
              <dt>{m.businessSizeLabel}</dt>
              <dd>{getBusinessSizeLabel(business.business_size, m)}</dd>
              {website ? (
                <>
                  <dt>{m.websiteLabel}</dt>
                  <dd>
                    <Link href={website}>{business.company_website}</Link>
                  </dd>
                </>
              ) : null}
              {business.country ? (
                <>
                  <dt>{m.locationLabel}</dt>
                  <dd>{[business.province, business.country].filter(Boolean).join(', ')}</dd>
                </>
              ) : null}
            </>
          ) : (
            <>
              {profile.nationality ? (
                <>
                  <dt>{m.nationalityLabel}</dt>
                  <dd>
                    {profile.nationality
                      .split(',')
                      .map((n) => n.trim())
                      .filter(Boolean)
                      .map((n) => countryName(n, locale))
                      .join(m.listSeparator)}
                  </dd>
                </>
              ) : null}
              {profile.location ? (
                <>
                  <dt>{m.locationLabel}</dt>
                  <dd>{profile.location}</dd>
                </>
              ) : null}
              {education ? (
                <>
                  <dt>{m.degreeLabel}</dt>
                  <dd>{[education.degree && labelOf(m.degreeLabels, education.degree), education.field_of_study && labelOf(m.fieldOfStudyLabels, education.field_of_study)].filter(Boolean).join(m.listSeparator)}</dd>
                </>
              ) : null}
              <dt>{m.languages}</dt>
              <dd>{m.languageCount(countLanguages(profile.language))}</dd>
              <dt>{m.additionalSkills}</dt>
              <dd>{m.certificationCount(profile.additional_skills.length)}</dd>
            </>
          )}
        </DetailList>
      )}
    </Dialog>
  );
});
