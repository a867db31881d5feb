import { useCallback, useRef } from 'react';

/** What the browser tab and a screen reader's page announcement say when the page has no heading yet. */
export const SITE_TITLE = 'EDU Passport UI kit demo';

/** A page's title: its main heading, then the site, so each route tells where the reader is (WCAG 2.4.2). */
export function pageTitle(heading: string | null | undefined): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text ? `${text} · ${SITE_TITLE}` : SITE_TITLE;
}

/** The first `<h1>` of prerendered HTML, as text still escaped for HTML (a title element takes it as it is). */
export function firstHeadingText(html: string): string | undefined {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  return match?.[1]?.replace(/<[^>]*>/g, '');
}

/**
 * Keeps `document.title` on the page's main heading: returns the ref callback for the element that holds the page.
 * The pages load their data after they mount (a job's title is its heading), so it follows the heading as it changes
 * rather than a table of routes. A ref, not state: a state set while a hydration commits re-renders the whole shell
 * at once, in one long task before the page answers a tap.
 */
export function usePageTitle(): (element: HTMLElement | null) => void {
  const observer = useRef<MutationObserver | null>(null);
  return useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const update = () => {
      const title = pageTitle(element.querySelector('h1')?.textContent);
      if (document.title !== title) document.title = title;
    };
    update();
    observer.current = new MutationObserver(update);
    observer.current.observe(element, { childList: true, subtree: true, characterData: true });
  }, []);
}
