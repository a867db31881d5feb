import { forwardRef, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { Id, UserProfile } from '@edupassport/api-client';
import {
  Button,
  Card,
  ErrorState,
  Link,
  LazyShareDialog as ShareDialog,
  ShareIcon,
  Skeleton,
  SkeletonGroup,
  useControllableState,
  useEdu,
  useMessages,
  useStartChat,
} from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { tokens } from '../EducatorSection/styles';
import { PageColumn as Column, PageColumns, PageRoot as Root, PageTitle } from '../EducatorSection/pageLayout';
import { useEducatorProfile } from '../hooks/useEducatorProfile';
import { KeyDetailsSection } from '../KeyDetailsSection';
import { AvailabilitySection } from '../AvailabilitySection';
import { PreferredJobsSection } from '../PreferredJobsSection';
import { LocationsWantedSection } from '../LocationsWantedSection';
import { AdditionalSkillsSection } from '../AdditionalSkillsSection';
import { WorkExperienceSection } from '../WorkExperienceSection';
import { EndorsementsSection } from '../EndorsementsSection';
import { ResumeSection } from '../ResumeSection';
import { EducationList } from '../EducationList';
import { ProfileHero } from '../ProfileHero';
import { profilesCatalogs } from '../messages/catalogs';

export interface EducatorProfilePageProps extends HTMLAttributes<HTMLDivElement> {
  /** The page's `id` query parameter: another educator's profile; absent (or the signed-in user's id) shows the owner's own. Default none. */
  userId?: Id | null | undefined;
  /** Whether the owner sees the public view (controlled); default uncontrolled. */
  publicView?: boolean | undefined;
  /** The owner's starting view when uncontrolled, e.g. true for the share link's `mode=preview`; default false. */
  defaultPublicView?: boolean | undefined;
  /** Called when the owner switches between edit mode and the public view; default none. */
  onPublicViewChange?: ((publicView: boolean) => void) | undefined;
}

const Names = styled(PageTitle)`
  padding-top: ${tokens.space['300']};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['200']};
`;

const CallToAction = styled(Card)`
  display: grid;
  gap: ${tokens.space['300']};
`;

function Loading({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <Skeleton shape="rect" height={180} />
      <Skeleton shape="circle" width={96} />
      <Skeleton lines={3} />
      <Skeleton shape="rect" height={240} />
    </SkeletonGroup>
  );
}

/**
 * The educator profile page: banner and avatar; key details, work experience, endorsements and
 * resume on the left; Message Me or the owner's buttons, availability, locations, preferred jobs and
 * additional skills on the right. The owner edits in edit mode and may switch to the public view; visitors
 * never see an edit control. State shows as `data-view` (`owner` | `visitor`), `data-mode` (`edit` | `public`)
 * and `data-state` (`loading` | `success` | `error`).
 */
export const EducatorProfilePage = forwardRef<HTMLDivElement, EducatorProfilePageProps>(function EducatorProfilePage(props, ref) {
  const { userId, publicView: publicViewProp, defaultPublicView = false, onPublicViewChange, ...rest } = props;
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const { routes } = useEdu();
  const profile = useEducatorProfile({ id: userId });
  const { user, isOwner, status } = profile;
  const [publicView, setPublicView] = useControllableState({ value: publicViewProp, defaultValue: defaultPublicView, onChange: onPublicViewChange });
  const chat = useStartChat();
  const [shareOpen, setShareOpen] = useState(false);
  const editable = isOwner && !publicView;
  // The sections' writes update the owner's cached profile themselves (lists optimistically, then read again for
  // the new items' ids); only the education list (its own save) and the hero's pictures are patched from here.
  const update = (patch: Partial<UserProfile>) => profile.update(patch);
  const updateList = (patch: Partial<UserProfile>) => {
    profile.update(patch);
    profile.refresh().catch(() => undefined);
  };
  // The hero's dialogs answer the whole reloaded user: take only the two pictures from it.
  const pictures = (next: UserProfile) => update({ profile_picture: next.profile_picture, banner_picture: next.banner_picture });

  return (
    <Root ref={ref} data-view={isOwner ? 'owner' : 'visitor'} data-mode={publicView ? 'public' : 'edit'} data-state={status} {...rest}>
      {status === 'loading' && !user ? (
        <Loading label={m.educatorProfile} />
      ) : status === 'error' || !user ? (
        <ErrorState title={m.profileLoadFailed} error={profile.error} onRetry={() => void profile.refresh()} />
      ) : (
        <>
          <ProfileHero user={user} name={user.full_name || user.nickname || ''} aria-label={user.full_name || m.educatorProfile} editable={editable} onUserChange={pictures}>
            <Names>
              <h1>
                <bdi>{user.full_name}</bdi>
              </h1>
              {user.summary ? (
                <p>
                  <bdi>{user.summary}</bdi>
                </p>
              ) : null}
            </Names>
            <Actions aria-label={m.profileActions} role="group">
              {isOwner ? (
                <Button variant="outline" data-part="view-toggle" onClick={() => setPublicView(!publicView)}>
                  {publicView ? m.returnToEditMode : m.publicView}
                </Button>
              ) : null}
              <Button variant="outline" startIcon={<ShareIcon />} onClick={() => setShareOpen(true)}>
                {m.shareProfile}
              </Button>
            </Actions>
          </ProfileHero>
          <PageColumns $split={[2, 1]}>
            <Column data-part="left">
              <KeyDetailsSection user={user} editable={editable} />
              <WorkExperienceSection items={user.work_experience} editable={editable} />
              {/* Visitors see endorsements only when there are some; the owner manages them in edit mode. */}
              {editable || profile.endorsements.length ? (
                <EndorsementsSection
                  endorsements={profile.endorsements}
                  editable={editable}
                  owner={{ id: user.id, name: user.full_name, skills: user.skills }}
                />
              ) : null}
              {/* Visitors see the resume only when both the file and its name exist. */}
              {editable || (user.resume && user.resume_file_name) ? (
                <ResumeSection resume={user.resume} fileName={user.resume_file_name} editable={editable} />
              ) : null}
              {/* Education editing on the educator's own page, hidden when visiting. */}
              {isOwner ? <EducationList items={user.my_education} editable={editable} onUpdated={updateList} /> : null}
            </Column>
            <Column data-part="right">
              <CallToAction>
                {isOwner ? (
                  <>
                    <Link href={routes.comingSoon()} variant="button">
                      {m.imOpenToWork}
                    </Link>
                    <Link href={routes.comingSoon()} variant="button" buttonVariant="outline">
                      {m.exploreOpportunities}
                    </Link>
                  </>
                ) : (
                  <Button loading={chat.status === 'starting'} onClick={() => void chat.startChat({ id: user.id, email: user.email })}>
                    {m.messageMe}
                  </Button>
                )}
                <AvailabilitySection
                  availability={{ isOpenToWork: user.open_to_work, isOpenToNetwork: user.open_to_network }}
                  editable={editable}
                />
              </CallToAction>
              <LocationsWantedSection items={user.locations_i_want_to_work} editable={editable} />
              <PreferredJobsSection items={user.preferred_jobs} editable={editable} />
              <AdditionalSkillsSection items={user.additional_skills} editable={editable} />
            </Column>
          </PageColumns>
          {/* Mounted only while open: its code downloads on the first click, with ui's other click-opened dialogs. */}
          {shareOpen ? <ShareDialog open onOpenChange={setShareOpen} target={{ type: 'profile', profile: user }} /> : null}
        </>
      )}
    </Root>
  );
});
