import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { Link as BusinessLink, LinkPreviewService } from '@edupassport/api-client';
import { Link, useImageStatus, useMessages } from '@edupassport/ui';
import { toSafeUrl } from '@edupassport/ui/headless';
import { profilesMessages } from '../messages';
import { tokens } from '../EducatorSection/styles';
import { useLinkPreview } from '../hooks/useLinkPreview';
import { profilesCatalogs } from '../messages/catalogs';

export interface LinkCardProps extends HTMLAttributes<HTMLDivElement> {
  /** The link shown. Required. */
  link: BusinessLink;
  /** The preview service (keep it stable: a new one asks again); default the nearest LinkPreviewProvider's, else a shared page-speed one. */
  previewService?: LinkPreviewService | undefined;
}

// Token pairs the failed preview's gradient is drawn from: dark in the light theme, light in the dark one, so 'on-primary' text reads on each.
const GRADIENTS = [
  ['primary', 'secondary'],
  ['secondary', 'info'],
  ['primary-active', 'badge-week'],
  ['info', 'primary'],
  ['badge-week', 'secondary'],
] as const;
const ANGLES = [120, 135, 160, 200, 225];

/** The failed preview's "random" gradient: picked from the link, so a server and a browser draw the same one. */
export function gradientIndex(seed: string): { gradient: number; angle: number } {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return { gradient: hash % GRADIENTS.length, angle: ANGLES[(hash >>> 8) % ANGLES.length] as number };
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space['200']};
  min-width: 0;
`;

type ColorToken = (typeof GRADIENTS)[number][number];

const Frame = styled.div<{ $from: ColorToken; $to: ColorToken; $angle: number }>`
  display: grid;
  place-items: center;
  aspect-ratio: 412 / 240;
  overflow: hidden;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color['surface-muted']};
  color: ${tokens.color['text-muted']};
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: top;
  }
  &[data-state='failed'] {
    padding: ${tokens.space['400']};
    background: linear-gradient(${(p) => p.$angle}deg, ${(p) => tokens.color[p.$from]}, ${(p) => tokens.color[p.$to]});
    color: ${tokens.color['on-primary']};
    font-family: ${tokens.font.heading};
    font-size: ${tokens.font['size-xl']};
    font-weight: ${tokens.font['weight-bold']};
    text-align: center;
    overflow-wrap: anywhere;
  }
`;

const Host = styled.span`
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
  overflow-wrap: anywhere;
`;

/**
 * One link card: the page-speed screenshot of the page ('Loading preview...', then the
 * screenshot, or after the service's 3 failed attempts or a screenshot that fails to load, a gradient with
 * the title), the title as a link and the host. An unsafe URL shows only the title as text, with the
 * gradient. State shows as `data-state`.
 */
export const LinkCard = forwardRef<HTMLDivElement, LinkCardProps>(function LinkCard({ link, previewService, ...rest }, ref) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const url = toSafeUrl(link.url);
  const preview = useLinkPreview(url, { service: previewService, title: link.link_title });
  const { statusOf, imageProps } = useImageStatus();
  // A screenshot the browser cannot show reads as a failed preview: the gradient with the title, never a broken-image icon.
  const screenshot = preview.status === 'loaded' && statusOf(preview.screenshot) !== 'error' ? preview.screenshot : null;
  const status = preview.status === 'loaded' && !screenshot ? 'failed' : preview.status;
  const title = link.link_title || link.url;
  const { gradient, angle } = gradientIndex(`${link.link_title}|${link.url}`);
  const [from, to] = GRADIENTS[gradient] ?? GRADIENTS[0];
  return (
    <Root ref={ref} data-state={status} {...rest}>
      <Frame data-part="preview" data-state={status} $from={from} $to={to} $angle={angle}>
        {status === 'loading' ? (
          <span role="status">{m.loadingPreview}</span>
        ) : screenshot ? (
          <img {...imageProps} src={screenshot} alt={m.linkScreenshotAlt(title)} />
        ) : (
          <span aria-hidden="true">{title}</span>
        )}
      </Frame>
      {url ? (
        <>
          <Link href={url}>{title}</Link>
          <Host>{new URL(url).host}</Host>
        </>
      ) : (
        <strong>{title}</strong>
      )}
    </Root>
  );
});
