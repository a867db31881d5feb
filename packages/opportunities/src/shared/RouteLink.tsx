import { forwardRef, type MouseEvent } from 'react';
import { Link, useEdu, type LinkProps } from '@edupassport/ui';

export interface RouteLinkProps extends LinkProps {
  /** The route path, e.g. `routes.jobDetail(id)`; required. */
  href: string;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to a route of the host. Same-tab links go through the host's `navigate` (ui Link does that);
 * a new-tab link also asks the host, with `navigate(url, { newTab: true })`, on a plain click, so a
 * host that opens tabs its own way is obeyed. Modified and middle clicks stay with the browser.
 */
export const RouteLink = forwardRef<HTMLAnchorElement, RouteLinkProps>(function RouteLink({ href, newTab, onClick, ...rest }, ref) {
  const { navigate } = useEdu();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !newTab || !isPlainClick(event)) return;
    event.preventDefault();
    navigate(href, { newTab: true });
  };
  return <Link ref={ref} href={href} newTab={newTab} onClick={handleClick} {...rest} />;
});
