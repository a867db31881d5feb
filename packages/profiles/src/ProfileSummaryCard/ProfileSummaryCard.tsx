import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { isExternalJobsAccount } from '@edupassport/api-client/rules';
import type { Country, UserProfile } from '@edupassport/api-client';
import { Avatar, Badge, Button, Card, CommentIcon, focusRing, ImageWithFallback, labelOf, Link, LocationIcon, onDemand, useMessages } from '@edupassport/ui';
import {
  countryName,
  findCountry,
  toSafeUrl,
  useControllableState,
  useCountries,
  useEdu,
  useStartChat,
} from '@edupassport/ui/headless';
import { profilesBaseMessages } from '../messages/base';
import { countLanguages, getBusinessSizeLabel, truncateName } from '../rules/profileRules';
import { flagEmoji, isBusinessAccount } from '../rules/businessRules';
import { tokens } from '../theme';
import { profilesCatalogs } from '../messages/catalogs';

// The profile dialog downloads when a visitor opens the card.
const ProfileDialog = onDemand(() => import('../ProfileDialog/ProfileDialog').then((module) => module.ProfileDialog));

// The card's words for stored values: English shows them as sent (no map to carry); another language's catalog
// brings its labels, and the list separator, as the profile pages use them.
const summaryValueMessages: { listSeparator: string; degreeLabels: Readonly<Record<string, string>>; fieldOfStudyLabels: Readonly<Record<string, string>> } = {
  listSeparator: ', ',
  degreeLabels: {},
  fieldOfStudyLabels: {},
};

export interface ProfileSummaryCardProps extends HTMLAttributes<HTMLElement> {
  /** The educator, business or vendor profile shown. Required. */
  profile: UserProfile;
  /** Share mode (the card inside a share preview) hides the Open To Work indicator and the Message button; default false. */
  shareMode?: boolean | undefined;
  /** Whether the profile dialog is open (controlled); default uncontrolled. */
  open?: boolean | undefined;
  /** Initial open state of the profile dialog when uncontrolled; default false. */
  defaultOpen?: boolean | undefined;
  /** Called when the profile dialog opens or closes; default none. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Countries with their iso2 codes for the nationality flag; default: loaded through the client. */
  countries?: Country[] | undefined;
}

const Root = styled(Card)`
  overflow: hidden;
  padding: 0;
  gap: 0;
  max-width: 360px;
  font-family: ${tokens.font.body};
  color: ${tokens.color.text};
`;

// The picture is an <img> over the brand gradient, not a background in a style attribute, which a strict Content
// Security Policy blocks; a broken one takes itself away and leaves the gradient.
const Banner = styled.div`
  aspect-ratio: 3.2;
  overflow: hidden;
  background: linear-gradient(120deg, ${tokens.color.primary}, ${tokens.color.secondary});
  & > img {
    width: 100%;
    height: 100%;
    background: transparent;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${tokens.space['200']};
  padding: 0 ${tokens.space['400']} ${tokens.space['400']};
`;

const AvatarRing = styled.div`
  width: max-content;
  margin-top: -36px;
  border: 3px solid ${tokens.color.surface};
  border-radius: 50%;
  background: ${tokens.color.surface};
  line-height: 0;
  &[data-shape='square'] {
    border-radius: ${tokens.radius.md};
  }
`;

const NameButton = styled.button`
  all: unset;
  cursor: pointer;
  font-family: ${tokens.font.heading};
  font-size: ${tokens.font['size-lg']};
  font-weight: ${tokens.font['weight-bold']};
  border-radius: ${tokens.radius.sm};
  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;

const NameText = styled.span`
  font-family: ${tokens.font.heading};
  font-size: ${tokens.font['size-lg']};
  font-weight: ${tokens.font['weight-bold']};
`;

const Facts = styled.ul`
  display: grid;
  gap: ${tokens.space['100']};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
  & li {
    display: flex;
    align-items: center;
    gap: ${tokens.space['100']};
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space['200']};
`;

/**
 * A short view of an educator, business or vendor profile: banner, avatar (initials fallback), the
 * name cut to 20 characters, the key facts, 'Open To Work' and Message (both hidden in share mode).
 * The name opens the profile dialog, except for the external-jobs account, whose profile never opens.
 * State shows as `data-type` (`educator` | `business` | `vendor`), `data-share-mode` and `data-external`.
 */
export const ProfileSummaryCard = forwardRef<HTMLElement, ProfileSummaryCardProps>(
  function ProfileSummaryCard(props, ref) {
    const { profile, shareMode = false, open, defaultOpen = false, onOpenChange, countries, ...rest } = props;
    const m = useMessages('profiles', profilesBaseMessages, profilesCatalogs.loaders);
    const shown = useMessages('profiles', summaryValueMessages, profilesCatalogs.loaders);
    const { session, navigate, routes, externalJobsEmail, locale } = useEdu();
    const { startChat, status } = useStartChat();
    const [dialogOpen, setDialogOpen] = useControllableState({
      value: open,
      defaultValue: defaultOpen,
      onChange: onOpenChange,
    });
    // The account type decides which facts show: a business without its profile has no educator facts either.
    const businessAccount = isBusinessAccount(profile);
    const business = businessAccount ? profile.business_profile : undefined;
    const external = isExternalJobsAccount(profile, externalJobsEmail ?? undefined);
    const nationalities = (profile.nationality ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    const countryList = useCountries({ countries, enabled: !businessAccount && nationalities.length > 0 });
    const fullName = ((business ? business.company_name : undefined) || profile.full_name || '').trim();
    const name = truncateName(fullName);
    const education = profile.my_education[0];
    const website = business?.company_website ? toSafeUrl(business.company_website) : null;
    const isSelf = session.user !== null && String(session.user.id) === String(profile.id);
    const type = profile.user_types === 'vendor' ? 'vendor' : businessAccount ? 'business' : 'educator';

    const message = () => {
      // The external-jobs account is not a person to chat with: its card leads to the external jobs list.
      if (external) {
        navigate(routes.externalJobs());
        return;
      }
      void startChat({ id: profile.id, email: profile.email });
    };

    const messageButton =
      shareMode || isSelf ? null : (
        <Button
          size="sm"
          startIcon={<CommentIcon />}
          loading={status === 'starting'}
          onClick={message}
          aria-label={m.messageName(fullName)}
        >
          {m.message}
        </Button>
      );

    return (
      <Root
        forwardedAs="article"
        ref={ref}
        aria-label={fullName}
        data-type={type}
        data-share-mode={String(shareMode)}
        data-external={String(external)}
        {...rest}
      >
        <Banner data-part="banner">
          {profile.banner_picture ? <ImageWithFallback src={profile.banner_picture} alt="" onFallback="remove" /> : null}
        </Banner>
        <Body>
          <AvatarRing data-shape={businessAccount ? 'square' : 'circle'}>
            <Avatar
              src={profile.profile_picture}
              name={fullName || '?'}
              size={64}
              shape={businessAccount ? 'square' : 'circle'}
              decorative
            />
          </AvatarRing>
          <Row>
            {external ? (
              <NameText dir="auto" title={fullName}>
                {name}
              </NameText>
            ) : (
              <NameButton type="button" dir="auto" title={fullName} aria-haspopup="dialog" onClick={() => setDialogOpen(true)}>
                {name}
              </NameButton>
            )}
            {!shareMode && !businessAccount && profile.open_to_work ? <Badge variant="success">{m.openToWork}</Badge> : null}
          </Row>
          <Facts>
            {businessAccount && !business ? (
              <li>{m.businessNotFound}</li>
            ) : business ? (
              <>
                <li>{getBusinessSizeLabel(business.business_size, m)}</li>
                {external ? (
                  <li>
                    <Link href={routes.externalJobs()}>{business.company_website || routes.externalJobs()}</Link>
                  </li>
                ) : website ? (
                  <li>
                    <Link href={website}>{business.company_website}</Link>
                  </li>
                ) : null}
              </>
            ) : (
              <>
                {nationalities.length ? (
                  <li>
                    {nationalities.map((n, i) => {
                      const iso2 = findCountry(countryList.data, n)?.iso2;
                      const flag = flagEmoji(iso2);
                      return (
                        <span key={n} data-part="nationality">
                          {i ? shown.listSeparator : null}
                          {flag ? <span aria-hidden="true">{flag} </span> : null}
                          {countryName(n, locale, iso2)}
                        </span>
                      );
                    })}
                  </li>
                ) : null}
                {education?.field_of_study ? <li>{labelOf(shown.fieldOfStudyLabels, education.field_of_study)}</li> : null}
                {profile.location ? (
                  <li>
                    <LocationIcon aria-hidden="true" />
                    {profile.location}
                  </li>
                ) : null}
                {education?.degree ? <li>{labelOf(shown.degreeLabels, education.degree)}</li> : null}
                <li>
                  {m.languageCount(countLanguages(profile.language))} ·{' '}
                  {m.certificationCount(profile.additional_skills.length)}
                </li>
              </>
            )}
          </Facts>
          {messageButton ? <Row>{messageButton}</Row> : null}
        </Body>
        {external || !dialogOpen ? null : (
          <ProfileDialog profile={profile} open onOpenChange={setDialogOpen} shareMode={shareMode} messageAction={messageButton} />
        )}
      </Root>
    );
  },
);
