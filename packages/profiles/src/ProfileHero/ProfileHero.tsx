import { forwardRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { UserProfile } from '@edupassport/api-client';
import { Avatar, Card, EditIcon, IconButton, ImageWithFallback, useMessages } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { BannerDialog, ProfilePictureDialog } from '../onDemandDialogs';
import { BannerFrame, tokens } from './styles';
import { profilesCatalogs } from '../messages/catalogs';

export interface ProfileHeroProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The profile whose banner and picture are shown. Required. */
  user: UserProfile;
  /** The displayed name (avatar initials and image descriptions); default the user's full name. */
  name?: string | undefined;
  /** The banner's alternative text; default `"{name}'s banner"`. */
  bannerAlt?: string | undefined;
  /** 'circle' for educators, 'square' for businesses; default 'circle'. */
  shape?: 'circle' | 'square' | undefined;
  /** Shows 'Edit banner' and 'Edit profile picture' (the owner, in edit mode); default false. */
  editable?: boolean | undefined;
  /** Called with the user after a picture or banner change, or with the image cleared after a failed save; default none. */
  onUserChange?: ((user: UserProfile) => void) | undefined;
  /** The heading, summary and actions beside the avatar. */
  children?: ReactNode | undefined;
}

const Root = styled(Card)`
  overflow: hidden;
  gap: 0;
`;

const Banner = styled.div`
  position: relative;
  & > [data-part='edit-banner'] {
    position: absolute;
    top: ${tokens.space['300']};
    inset-inline-end: ${tokens.space['300']};
    background: ${tokens.color.surface};
    box-shadow: ${tokens.shadow.sm};
  }
`;

const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space['400']};
  padding: 0 ${tokens.space['600']} ${tokens.space['500']};
`;

const AvatarRing = styled.div`
  position: relative;
  flex: none;
  margin-top: -48px;
  border: 4px solid ${tokens.color.surface};
  border-radius: 50%;
  background: ${tokens.color.surface};
  line-height: 0;
  &[data-shape='square'] {
    border-radius: ${tokens.radius.lg};
  }
  & > [data-part='edit-picture'] {
    position: absolute;
    inset-inline-end: -8px;
    bottom: -4px;
    background: ${tokens.color.surface};
    box-shadow: ${tokens.shadow.sm};
  }
`;

const Content = styled.div`
  display: contents;
`;

/**
 * The top of both profile pages: the banner at 6.34 (a gradient when there is none
 * or it fails), the avatar overlapping it (initials fallback), and the page's heading beside it. When
 * `editable`, 'Edit banner' and 'Edit profile picture' open the BannerDialog and the ProfilePictureDialog.
 * A failed save clears the shown image until the next change. `data-editable`, `data-shape`,
 * `data-banner` (`image` | `none`). The ref is the section.
 */
export const ProfileHero = forwardRef<HTMLElement, ProfileHeroProps>(function ProfileHero(
  { user, name: nameProp, bannerAlt, shape = 'circle', editable = false, onUserChange, children, ...rest },
  ref,
) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const name = (nameProp ?? user.full_name ?? '').trim();
  const [dialog, setDialog] = useState<'banner' | 'picture' | null>(null);
  // Which stored URL a failed save cleared: a new URL from the host shows again.
  const [cleared, setCleared] = useState<{ banner?: string | undefined; picture?: string | undefined }>({});
  const banner = user.banner_picture && user.banner_picture !== cleared.banner ? user.banner_picture : undefined;
  const picture = user.profile_picture && user.profile_picture !== cleared.picture ? user.profile_picture : undefined;
  const shown = { ...user, banner_picture: banner, profile_picture: picture };

  return (
    <Root ref={ref} forwardedAs="section" padding="none" aria-label={name || undefined} data-editable={editable || undefined} data-shape={shape} data-banner={banner ? 'image' : 'none'} {...rest}>
      <Banner>
        {/* Never lazy: the top of the page, the first picture a visitor sees and often its largest. */}
        <BannerFrame data-part="banner">
          {banner ? <ImageWithFallback src={banner} alt={bannerAlt ?? m.bannerAlt(name)} loading="eager" onFallback="remove" /> : null}
        </BannerFrame>
        {editable ? <IconButton data-part="edit-banner" variant="outline" size="sm" icon={<EditIcon />} aria-label={m.editBanner} onClick={() => setDialog('banner')} /> : null}
      </Banner>
      <Identity>
        <AvatarRing data-part="avatar" data-shape={shape}>
          <Avatar src={picture} name={name || '?'} size={96} shape={shape} decorative />
          {editable ? (
            <IconButton data-part="edit-picture" variant="outline" size="sm" icon={<EditIcon />} aria-label={m.editProfilePicture} onClick={() => setDialog('picture')} />
          ) : null}
        </AvatarRing>
        <Content>{children}</Content>
      </Identity>
      {/* Each dialog mounts when opened, so its code downloads on that first click. */}
      {editable && dialog === 'banner' ? (
        <BannerDialog
          open
          onOpenChange={(open) => setDialog(open ? 'banner' : null)}
          user={shown}
          name={name}
          onSaved={(next) => onUserChange?.(next)}
          onSaveFailed={() => {
            setCleared((previous) => ({ ...previous, banner: user.banner_picture }));
            onUserChange?.({ ...user, banner_picture: undefined });
          }}
        />
      ) : null}
      {editable && dialog === 'picture' ? (
        <ProfilePictureDialog
          open
          onOpenChange={(open) => setDialog(open ? 'picture' : null)}
          user={shown}
          name={name}
          shape={shape}
          onSaved={(next) => onUserChange?.(next)}
          onSaveFailed={() => {
            setCleared((previous) => ({ ...previous, picture: user.profile_picture }));
            onUserChange?.({ ...user, profile_picture: undefined });
          }}
        />
      ) : null}
    </Root>
  );
});
