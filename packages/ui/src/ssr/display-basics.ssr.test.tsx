// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { Card, CardBody, CardFooter, CardHeader, CardMedia } from '../Card';
import { EmptyState } from '../EmptyState';
import { ErrorBoundary } from '../ErrorBoundary';
import { ErrorState } from '../ErrorState';
import { IconButton } from '../IconButton';
import { ShareIcon } from '../icons';
import { ImageWithFallback } from '../Image';
import { Link } from '../Link';
import { Skeleton, SkeletonGroup } from '../Skeleton';

describe('display basics on the server', () => {
  it('has no DOM here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders IconButton, plain, pressed and loading', () => {
    expect(renderToString(<IconButton icon={<ShareIcon />} aria-label="Share post" />)).toMatch(/<button[^>]*aria-label="Share post"/);
    expect(renderToString(<IconButton icon={<ShareIcon />} aria-label="Show comments" pressed />)).toContain('aria-pressed="true"');
    const loading = renderToString(<IconButton icon={<ShareIcon />} aria-label="Share post" loading />);
    expect(loading).toContain('aria-busy="true"');
    expect(loading).toContain('Loading');
  });

  it('renders Badge in a status and a freshness tone', () => {
    expect(renderToString(<Badge variant="success">Published</Badge>)).toMatch(/data-variant="success"[^>]*>.*Published/);
    const fresh = renderToString(
      <Badge variant="expiring" size="sm" dot>
        Expiring Soon
      </Badge>,
    );
    expect(fresh).toContain('data-variant="expiring"');
    expect(fresh).toContain('data-part="dot"');
  });

  it('renders Card and its slots as the chosen element', () => {
    const html = renderToString(
      <Card as="article" interactive>
        <CardMedia>
          <img src="/cover.png" alt="" />
        </CardMedia>
        <CardHeader>Amara Okafor</CardHeader>
        <CardBody>Our Year 5 class built a weather station.</CardBody>
        <CardFooter>Share</CardFooter>
      </Card>,
    );
    expect(html).toMatch(/<article[^>]*data-interactive=""/);
    for (const part of ['media', 'header', 'body', 'footer']) expect(html).toContain(`data-part="${part}"`);
  });

  it('renders Link: internal, external (decided without an origin), and unsafe', () => {
    const internal = renderToString(<Link href="/details/event/42">Science Fair</Link>);
    expect(internal).toContain('href="/details/event/42"');
    expect(internal).toContain('data-kind="internal"');
    expect(internal).not.toContain('target=');

    const external = renderToString(<Link href="https://school.example/open-day">Open day</Link>);
    expect(external).toContain('target="_blank"');
    expect(external).toContain('rel="noopener noreferrer"');
    expect(external).toContain('(opens in a new tab)');

    const unsafe = renderToString(<Link href="javascript:alert(1)">Claim</Link>);
    expect(unsafe).not.toContain('href=');
    expect(unsafe).not.toContain('javascript');

    expect(renderToString(<Link href="/feed" variant="button">Feed</Link>)).toMatch(/^<a[^>]*href="\/feed"/);
  });

  it('renders Avatar: the image with a src, the initials without one', () => {
    const image = renderToString(<Avatar name="Amara Okafor" src="https://cdn.example/amara.png" />);
    expect(image).toContain('data-state="image"');
    expect(image).toContain('alt="Amara Okafor"');
    const initials = renderToString(<Avatar name="Chen Wei" />);
    expect(initials).toContain('data-state="initials"');
    expect(initials).toContain('role="img"');
    expect(initials).toContain('aria-label="Chen Wei"');
    expect(initials).toContain('>CW<');
  });

  it('renders ImageWithFallback: loading, the fallback for a missing src, removed with nothing to show', () => {
    const loading = renderToString(<ImageWithFallback src="https://cdn.example/cover.png" alt="Event cover" />);
    expect(loading).toContain('data-state="loading"');
    expect(loading).toContain('loading="lazy"');
    const fallback = renderToString(<ImageWithFallback src={null} fallbackSrc="/img/social-media/default-1.png" alt="Event cover" />);
    expect(fallback).toContain('data-state="fallback"');
    expect(fallback).toContain('src="/img/social-media/default-1.png"');
    const removed = renderToString(<ImageWithFallback src={null} alt="Shared photo" onFallback="remove" />);
    expect(removed).toBe('<span hidden="" data-state="removed"></span>');
  });

  it('renders Skeleton and SkeletonGroup', () => {
    const html = renderToString(
      <SkeletonGroup>
        <Skeleton shape="circle" width={40} />
        <Skeleton lines={3} />
      </SkeletonGroup>,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Loading');
    expect(html.match(/data-shape="text"/g)).toHaveLength(3);
  });

  it('renders EmptyState and ErrorState', () => {
    const empty = renderToString(<EmptyState title="No saved jobs yet" headingLevel={2} description="Tap the heart on a job." />);
    expect(empty).toMatch(/<h2[^>]*>No saved jobs yet<\/h2>/);
    const error = renderToString(<ErrorState error={new Error('Timed out')} onRetry={() => {}} />);
    expect(error).toContain('role="alert"');
    expect(error).toContain('Something went wrong');
    expect(error).toContain('Timed out');
    expect(error).toContain('Try again');
  });

  it('renders ErrorBoundary as its children', () => {
    const html = renderToString(
      <ErrorBoundary>
        <p>Card content</p>
      </ErrorBoundary>,
    );
    expect(html).toBe('<p>Card content</p>');
  });
});
