import { forwardRef, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { Id } from '@edupassport/api-client';
import {
  Button,
  CommentIcon,
  EmptyState,
  ErrorState,
  LazyShareDialog as ShareDialog,
  ShareIcon,
  Skeleton,
  SkeletonGroup,
  useMessages,
} from '@edupassport/ui';
import { useEdu, useStartChat } from '@edupassport/ui/headless';
import { profilesMessages } from '../messages';
import { tokens } from '../BusinessSection/styles';
import { PageColumn as Column, PageColumns, PageRoot as Root, PageTitle as Heading } from '../EducatorSection/pageLayout';
import { useBusinessProfile } from '../hooks/useBusinessProfile';
import { CompanyHeader } from '../CompanyHeader';
import { WhoWeAre } from '../WhoWeAre';
import { Credentials } from '../Credentials';
import { EventGallery } from '../EventGallery';
import { Team } from '../Team';
import { EducationList } from '../EducationList';
import { BusinessLinks } from '../BusinessLinks';
import { ProfileHero } from '../ProfileHero';
import { profilesCatalogs } from '../messages/catalogs';

export interface BusinessProfilePageProps extends HTMLAttributes<HTMLDivElement> {
  /** The `id` query parameter: another account's profile; default none (one's own). */
  userId?: Id | null | undefined;
  /** The share link's `mode=preview`: the owner sees the read-only page; default false. */
  preview?: boolean | undefined;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['200']};
  & > * {
    flex: 1 1 auto;
  }
`;

/**
 * The business profile page: banner with avatar; left, the company header and 'Who we are';
 * right, 'Message Us!', Share, credentials, event gallery, team and links. The data and the controls follow
 * the account: the owner edits (never in preview, never the external-jobs account), visitors read.
 * State shows as `data-state` (`loading` | `error` | `success`) and `data-view` (`owner` | `visitor` | `external`).
 */
export const BusinessProfilePage = forwardRef<HTMLDivElement, BusinessProfilePageProps>(function BusinessProfilePage(props, ref) {
  const { userId, preview = false, ...rest } = props;
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const { navigate, routes } = useEdu();
  const profile = useBusinessProfile({ id: userId, preview });
  const { user, business, status, view, canEdit, isExternal } = profile;
  const { startChat, status: chatStatus } = useStartChat();
  const [shareOpen, setShareOpen] = useState(false);
  // Saves whose answers carry no saved data (new ids, stored media): shown at once, then read back quietly.
  const readBack = () => void profile.refresh().catch(() => undefined);

  if (status === 'loading' || status === 'error' || !user) {
    return (
      <Root ref={ref} data-state={status} data-view={view} {...rest}>
        {status === 'error' ? (
          <ErrorState title={m.businessLoadFailed} error={profile.error} onRetry={() => void profile.refresh().catch(() => undefined)} />
        ) : (
          <SkeletonGroup label={m.businessProfile}>
            <Skeleton shape="rect" height={180} />
            <Skeleton shape="text" lines={3} />
          </SkeletonGroup>
        )}
      </Root>
    );
  }

  const name = (business?.company_name || user.full_name || '').trim();
  const message = () => {
    if (isExternal) navigate(routes.externalJobs());
    else void startChat({ id: user.id, email: user.email });
  };

  return (
    <Root ref={ref} data-state="success" data-view={view} {...rest}>
      <ProfileHero
        user={user}
        name={name}
        bannerAlt={m.bannerAltBusiness(name)}
        shape="square"
        editable={canEdit}
        onUserChange={(next) => profile.update({ profile_picture: next.profile_picture, banner_picture: next.banner_picture })}
      >
        <Heading>
          <h1>
            <bdi>{name}</bdi>
          </h1>
          {isExternal ? <p>{m.externalJobsTagline}</p> : business?.company_tagline ? (
            <p>
              <bdi>{business.company_tagline}</bdi>
            </p>
          ) : null}
        </Heading>
      </ProfileHero>
      {business ? (
        <PageColumns $split={[3, 2]}>
          <Column>
            <CompanyHeader business={business} editable={canEdit} />
            <WhoWeAre business={business} editable={canEdit} />
            {canEdit || user.my_education.length ? (
              <EducationList
                items={user.my_education}
                editable={canEdit}
                onUpdated={(patch) => {
                  profile.update(patch);
                  readBack();
                }}
              />
            ) : null}
          </Column>
          <Column>
            <Actions>
              {view === 'owner' ? null : (
                <Button startIcon={<CommentIcon />} loading={chatStatus === 'starting'} onClick={message}>
                  {m.messageUs}
                </Button>
              )}
              <Button variant="outline" startIcon={<ShareIcon />} onClick={() => setShareOpen(true)}>
                {m.shareBusiness}
              </Button>
            </Actions>
            {/* Each section's save reads the stored profile back into the shared cache itself: no callbacks here. */}
            <Credentials credentials={user.credential} editable={canEdit} />
            <EventGallery images={business.gallery} editable={canEdit} />
            <Team members={business.our_team} editable={canEdit} />
            <BusinessLinks links={business.our_links} editable={canEdit} />
          </Column>
        </PageColumns>
      ) : (
        <EmptyState title={m.businessNotFound} />
      )}
      {/* Mounted only while open: its code downloads on the first click, with ui's other click-opened dialogs. */}
      {business && shareOpen ? <ShareDialog open onOpenChange={setShareOpen} target={{ type: 'business_profile', business, id: user.id, logo: user.profile_picture }} /> : null}
    </Root>
  );
});
