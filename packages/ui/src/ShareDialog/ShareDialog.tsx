import { forwardRef, useRef, useState, type ComponentType, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { useEdu, useMessages } from '../EduProvider/context';
import { useControllableState } from '../hooks/useControllableState';
import type { IconProps } from '../icons';
import { FacebookIcon, InstagramIcon, LinkedInIcon, MailIcon, RedditIcon, TelegramIcon, WhatsAppIcon, XBrandIcon } from '../icons/social';
import { LinkIcon } from '../icons';
import { Link } from '../Link';
import { shareMessages } from '../messages/share';
import {
  emailShareHref,
  SHARE_POPUP_SIZE,
  shareMessageFor,
  shareUrlFor,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  socialShareLinks,
  type SocialNetwork,
} from '../share/shareLinks';
import type { ShareTarget } from '../share/types';
import { tokens } from '../theme/theme';
import { onDemand } from '../onDemand/onDemand';
import { SharePreview } from './SharePreview';
import { uiCatalogs } from '../messages/catalogs';

// The poster's dialog downloads with ui's other click-opened dialogs; html-to-image only when a poster is made.
const ShareImageDialog = onDemand(() => import('../clickDialogs').then((module) => module.ShareImageDialog));

export interface ShareDialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** Whether the dialog is open (controlled); default uncontrolled. */
  open?: boolean | undefined;
  /** Whether the dialog starts open when uncontrolled; default false. */
  defaultOpen?: boolean | undefined;
  /** Called with the requested open state (false on Escape, the close button, the backdrop or View Deal); default none. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** What is shared: the type and the entity; it sets the title, the preview, the link and the message. Required. */
  target: ShareTarget;
  /** Where the dialog is portalled; default `document.body`. */
  container?: Element | null | undefined;
}

const networkIcons: Record<SocialNetwork, ComponentType<IconProps>> = {
  facebook: FacebookIcon,
  x: XBrandIcon,
  linkedin: LinkedInIcon,
  whatsapp: WhatsAppIcon,
  telegram: TelegramIcon,
  reddit: RedditIcon,
};

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['400']};
  padding-bottom: ${tokens.space['200']};
`;

const Networks = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${tokens.space['200']};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 420px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Or = styled.p`
  display: flex;
  align-items: center;
  gap: ${tokens.space['300']};
  margin: 0;
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
  font-weight: ${tokens.font['weight-bold']};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${tokens.color.border};
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.space['200']};
  @media (max-width: 420px) {
    grid-template-columns: minmax(0, 1fr);
  }
  /* The e-mail link is an anchor with the button look: let the grid size it, padding included. */
  > * {
    box-sizing: border-box;
    min-width: 0;
  }
`;

/**
 * The share dialog of every shareable thing: the type's title, a preview, 'Share to
 * Instagram' first (the poster dialog opens over this one, which stays open beneath, so closing the
 * poster returns to the other choices), the six social networks (each in a 660×460 popup through the host's `openPopup`), then, for all but posts,
 * 'OR', Copy Link and Share via Email. Links are the type's route on the provider's origin.
 * State shows as `data-share-type` on the dialog.
 */
export const ShareDialog = forwardRef<HTMLDivElement, ShareDialogProps>(function ShareDialog(props, ref) {
  const { open: openProp, defaultOpen = false, onOpenChange, target, container, ...rest } = props;
  const m = useMessages('ui', shareMessages, uiCatalogs.loaders);
  const { routes, origin, openPopup, toast } = useEdu();
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const [imageOpen, setImageOpen] = useState(false);
  // The first share choice, not the preview's View Deal, takes the focus on open.
  const instagramRef = useRef<HTMLButtonElement>(null);

  const url = shareUrlFor(target, routes, origin);
  const message = shareMessageFor(target, m);
  const links = socialShareLinks(url, message);

  const copyLink = async () => {
    try {
      // Absent outside a secure context: that is a failure to copy like any other.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      toast.show({ kind: 'success', title: m.linkCopied });
    } catch {
      toast.show({ kind: 'error', title: m.linkCopyFailed });
    }
  };

  return (
    <Dialog
      {...rest}
      ref={ref}
      open={open}
      onOpenChange={setOpen}
      title={m.shareTitle[target.type]}
      container={container}
      data-share-type={target.type}
      initialFocus={instagramRef}
    >
      <Stack>
        <SharePreview target={target} onNavigate={() => setOpen(false)} />
        <Button ref={instagramRef} fullWidth startIcon={<InstagramIcon />} aria-haspopup="dialog" onClick={() => setImageOpen(true)}>
          {m.shareToInstagram}
        </Button>
        <Networks aria-label={m.shareNetworks}>
          {SOCIAL_NETWORKS.map((network) => {
            const Icon = networkIcons[network];
            const name = SOCIAL_NETWORK_NAMES[network];
            return (
              <li key={network}>
                <Button
                  variant="outline"
                  fullWidth
                  startIcon={<Icon />}
                  aria-label={m.shareOn(name)}
                  data-network={network}
                  onClick={() => openPopup(links[network], { ...SHARE_POPUP_SIZE })}
                >
                  {name}
                </Button>
              </li>
            );
          })}
        </Networks>
        {target.type === 'post' ? null : (
          <>
            <Or data-part="or">{m.shareOr}</Or>
            <Actions>
              <Button variant="secondary" fullWidth startIcon={<LinkIcon />} onClick={copyLink}>
                {m.copyLink}
              </Button>
              <Link href={emailShareHref(url, message)} variant="button" buttonVariant="secondary">
                <MailIcon />
                {m.shareViaEmail}
              </Link>
            </Actions>
          </>
        )}
      </Stack>
      {imageOpen ? <ShareImageDialog open onOpenChange={setImageOpen} target={target} container={container} /> : null}
    </Dialog>
  );
});
