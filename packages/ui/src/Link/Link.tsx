import { forwardRef, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import { Button, type ButtonVariant } from '../Button';
import { useEdu, useMessages } from '../EduProvider/context';
import { ExternalLinkIcon } from '../icons';
import { displayMessages } from '../messages/display';
import { focusRing, mirrorInRtl, visuallyHidden } from '../theme/mixins';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { composeEventHandlers } from '../utils/events';
import { mergeRel, resolveHref } from './resolveHref';
import { uiCatalogs } from '../messages/catalogs';

export type LinkVariant = 'inline' | 'standalone' | 'button';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes. `javascript:`, `data:`, `vbscript:` and other unsafe schemes are dropped. */
  href: string;
  /** Treats the link as leaving the site (new tab, noopener noreferrer); default: detected from an absolute URL of another origin. */
  external?: boolean | undefined;
  /** Opens in a new tab with noopener noreferrer and says so; default: true for external links. */
  newTab?: boolean | undefined;
  /** Look: underlined in running text, a bold standalone link, or a button; default `inline`. */
  variant?: LinkVariant | undefined;
  /** The button look's emphasis when `variant="button"`; default `primary`. */
  buttonVariant?: ButtonVariant | undefined;
  /** Hidden text announced for a new-tab link; default messages `opensInNewTab`. */
  newTabLabel?: string | undefined;
}

const noSubscription = () => () => {};
const getOrigin = () => window.location.origin;
const getServerOrigin = () => null;

const TextAnchor = styled.a`
  color: ${tokens.color.primary};
  font-family: inherit;
  border-radius: ${tokens.radius.sm};
  text-underline-offset: 0.15em;
  cursor: pointer;
  ${focusRing}

  &[data-variant='inline'] {
    text-decoration: underline;
    &:hover {
      color: ${tokens.color['primary-hover']};
      text-decoration-thickness: 2px;
    }
  }
  &[data-variant='standalone'] {
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space['100']};
    font-weight: ${tokens.font['weight-medium']};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
  &:not([href]) {
    color: inherit;
    text-decoration: none;
    cursor: default;
  }
`;

// The button look is Button itself rendered as an anchor, so the two never drift apart.
const ButtonAnchor = styled(Button)``;

const NewTabIcon = styled(ExternalLinkIcon)`
  display: inline-block;
  margin-inline-start: 0.25em;
  width: 0.85em;
  height: 0.85em;
  vertical-align: -0.05em;
  ${mirrorInRtl}
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * A link that knows where it goes. Internal links use the host's `navigate` on a plain left click
 * (client-side routing; modified and middle clicks stay with the browser); external and new-tab links
 * open a new tab with `rel="noopener noreferrer"`, an icon and hidden text saying so; unsafe hrefs are
 * never rendered. State shows as `data-look` (the variant) and `data-kind` (`internal` | `external` | `native` | `unsafe`).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const {
    href: rawHref,
    external,
    newTab,
    variant = 'inline',
    buttonVariant = 'primary',
    newTabLabel,
    target,
    rel,
    onClick,
    children,
    ...rest
  } = useComponentProps('Link', props);
  const { navigate } = useEdu();
  const messages = useMessages('ui', displayMessages, uiCatalogs.loaders);
  const origin = useSyncExternalStore(noSubscription, getOrigin, getServerOrigin);

  const resolved = resolveHref(rawHref, origin);
  const unsafe = resolved.kind === 'unsafe';
  const kind = unsafe ? 'unsafe' : external === true ? 'external' : external === false && resolved.kind === 'external' ? 'native' : resolved.kind;
  const opensNewTab = !unsafe && (newTab ?? (kind === 'external' || target === '_blank'));
  const needsRel = opensNewTab || kind === 'external';

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (kind !== 'internal' || opensNewTab || resolved.route === undefined) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.download !== undefined || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(resolved.route);
  };

  const shared = {
    ...rest,
    ref,
    href: resolved.href,
    target: unsafe ? undefined : opensNewTab ? '_blank' : target,
    rel: needsRel ? mergeRel(rel, ['noopener', 'noreferrer']) : rel,
    'data-kind': kind,
    'data-look': variant,
    onClick: composeEventHandlers(onClick, handleClick),
  };
  const content = (
    <>
      {children}
      {opensNewTab ? (
        <>
          <NewTabIcon data-part="new-tab-icon" />
          <Hidden> {newTabLabel ?? messages.opensInNewTab}</Hidden>
        </>
      ) : null}
    </>
  );

  if (variant === 'button') {
    return (
      <ButtonAnchor
        {...shared}
        forwardedAs="a"
        variant={buttonVariant}
        // Button defaults type to "button"; null keeps that attribute off the anchor.
        type={null as never}
      >
        {content}
      </ButtonAnchor>
    );
  }
  return (
    <TextAnchor {...shared} data-variant={variant}>
      {content}
    </TextAnchor>
  );
});
