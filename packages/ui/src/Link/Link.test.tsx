import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EduProvider } from '../EduProvider';
import { Link } from './Link';
import { mergeRel, resolveHref } from './resolveHref';

describe('resolveHref', () => {
  const origin = 'https://app.edupassport.example';

  it('keeps relative paths internal', () => {
    expect(resolveHref('/details/event/4', origin)).toEqual({ kind: 'internal', href: '/details/event/4', route: '/details/event/4' });
    expect(resolveHref('feed?page=2', null)).toMatchObject({ kind: 'internal', route: 'feed?page=2' });
  });

  it('treats a same-origin absolute URL as internal and routes by path', () => {
    expect(resolveHref('https://app.edupassport.example/feed/9?x=1#c', origin)).toMatchObject({ kind: 'internal', route: '/feed/9?x=1#c' });
  });

  it('treats another origin, and every absolute URL on the server, as external', () => {
    expect(resolveHref('https://school.example/jobs', origin).kind).toBe('external');
    expect(resolveHref('//school.example/jobs', origin).kind).toBe('external');
    expect(resolveHref('https://app.edupassport.example/feed', null).kind).toBe('external');
  });

  it('leaves mailto: and in-page anchors to the browser', () => {
    expect(resolveHref('mailto:hr@school.example', origin).kind).toBe('native');
    expect(resolveHref('#comments', origin).kind).toBe('native');
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)', ''])(
    'refuses %j',
    (href) => {
      expect(resolveHref(href, origin)).toEqual({ kind: 'unsafe', href: undefined });
    },
  );

  it('merges rel tokens without duplicates', () => {
    expect(mergeRel('author noopener', ['noopener', 'noreferrer'])).toBe('author noopener noreferrer');
    expect(mergeRel(undefined, [])).toBeUndefined();
  });
});

function setup(ui: ReactNode) {
  const navigate = vi.fn();
  render(<EduProvider navigate={navigate}>{ui}</EduProvider>);
  return navigate;
}

describe('Link', () => {
  it('navigates internal links through the injected navigate on a plain click', async () => {
    const onClick = vi.fn();
    const navigate = setup(
      <Link href="/details/job/7" onClick={onClick}>
        Year 4 Class Teacher
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Year 4 Class Teacher' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/details/job/7');
  });

  it('leaves modified and middle clicks to the browser', () => {
    const navigate = setup(<Link href="/feed">Feed</Link>);
    const link = screen.getByRole('link', { name: 'Feed' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const notPrevented = fireEvent.click(link, init);
      expect(notPrevented).toBe(true);
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('prevents the page load it replaces', () => {
    setup(<Link href="/feed">Feed</Link>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Feed' }))).toBe(false);
  });

  it('does not navigate when the caller prevented the default', async () => {
    const navigate = setup(
      <Link href="/feed" onClick={(event) => event.preventDefault()}>
        Feed
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Feed' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens external links in a new tab and says so, with the ui messages', async () => {
    const navigate = vi.fn();
    render(
      <EduProvider navigate={navigate} messages={{ ui: { opensInNewTab: '(öffnet in neuem Tab)' } }}>
        <Link href="https://school.example/apply">Apply on the school site</Link>
      </EduProvider>,
    );
    const link = screen.getByRole('link', { name: /Apply on the school site/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('Apply on the school site (öffnet in neuem Tab)');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('honours external and newTab overrides', () => {
    setup(
      <>
        <Link href="/policies" external>
          Policies
        </Link>
        <Link href="https://other.example/" newTab={false}>
          Same tab
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: /Policies/ })).toHaveAttribute('target', '_blank');
    const sameTab = screen.getByRole('link', { name: 'Same tab' });
    expect(sameTab).not.toHaveAttribute('target');
    expect(sameTab).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never renders an unsafe href', () => {
    setup(<Link href="javascript:alert(1)">Claim</Link>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Claim').closest('a')).not.toHaveAttribute('href');
  });

  it('hydrates a same-origin absolute URL as the server rendered it, then routes it internally', async () => {
    const href = `${window.location.origin}/feed/9`;
    const container = document.createElement('div');
    document.body.append(container);
    // The server renders the same provider as the browser (its element is part of the markup), without a navigate.
    container.innerHTML = renderToString(
      <EduProvider globalStyles={false}>
        <Link href={href}>Post</Link>
      </EduProvider>,
    );
    expect(container.querySelector('a')).toHaveAttribute('target', '_blank');

    const consoleError = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    const navigate = vi.fn();
    render(
      <EduProvider navigate={navigate} globalStyles={false}>
        <Link href={href}>Post</Link>
      </EduProvider>,
      { container, hydrate: true, onRecoverableError },
    );
    // A mismatch would make React throw the server markup away (a recoverable error) or warn.
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    const link = screen.getByRole('link', { name: 'Post' });
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/feed/9');
  });
});
