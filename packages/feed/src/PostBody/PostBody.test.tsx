import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient, postSchema, type Post } from '@edupassport/api-client';
import { mockStore, MOCK_USER_IDS } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { EduContextProvider } from '@edupassport/ui/headless';
import { serverRender, styleAttributes } from '../../../../test-support/serverRender';
import { startMockBackend } from '../ComposerFrame/composerTestUtils';
import { PostCard } from '../PostCard';

startMockBackend();

const client = createApiClient({ baseUrl: 'http://api.test' });
// The mock store's clock: the seeded poll is open at its time.
const renderCard = (card: ReactElement) =>
  render(
    <EduContextProvider client={client} session={{ user: { id: MOCK_USER_IDS.member, full_name: 'Amara Okafor' } }} clock={{ now: () => mockStore.time() }}>
      {card}
    </EduContextProvider>,
  );
const post = (id: number): Post => postSchema.parse(structuredClone(mockStore.posts.find((p) => p.id === id)));

// The bodies ship with the card: every one is there in the first render, with nothing to wait for or preload.
describe('PostBody in the first render', () => {
  it('shows a poll’s question and its options', () => {
    const poll = post(1012);
    renderCard(<PostCard post={poll} favourite={false} />);
    expect(screen.getByRole('heading', { name: poll.headline ?? '' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Vote for / }).length).toBeGreaterThan(1);
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows a microblog with Read Full, an announcement with its banner and a share with its original', () => {
    renderCard(
      <>
        <PostCard post={post(1003)} favourite={false} />
        <PostCard post={post(1005)} favourite={false} />
        <PostCard post={post(1015)} favourite={false} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Read Full' })).toBeInTheDocument();
    expect(document.querySelector('[data-post-type="announcement"] [data-part="banner"]')).not.toBeNull();
    expect(screen.getByRole('figure', { name: 'Original post' })).toBeInTheDocument();
  });

  it('draws the kit’s banner in the page, a gradient of its own per card, and shows a host’s banner as an image', () => {
    renderCard(
      <>
        <PostCard post={post(1005)} favourite={false} />
        <PostCard post={post(1005)} favourite={false} />
        <PostCard post={post(1005)} favourite={false} bannerSrc="/banner.jpg" />
      </>,
    );
    const banners = [...document.querySelectorAll('[data-part="banner"]')];
    const drawn = banners.slice(0, 2).map((banner) => banner.querySelector('svg[aria-hidden="true"]'));
    const ids = drawn.map((svg) => svg?.querySelector('linearGradient')?.id);
    expect(ids[0]).toBeTruthy();
    expect(ids[0]).not.toBe(ids[1]);
    drawn.forEach((svg, i) => expect(svg?.querySelector('rect')?.getAttribute('fill')).toBe(`url(#${ids[i]})`));
    expect(banners[0]?.querySelector('img')).toBeNull();
    expect(banners[2]?.querySelector('img')?.getAttribute('src')).toBe('/banner.jpg');
    expect(banners[2]?.querySelector('svg')).toBeNull();
  });
});

// A strict Content Security Policy blocks style attributes: poll shares and clamped lines are classes.
describe('PostBody on the server', () => {
  it('writes no style attribute for a seeded post of each type, and the poll’s shares are in the CSS', () => {
    // One post per type covers every body; all 64 seeded posts would only make the render slower.
    const firstOfType = new Map(mockStore.posts.map((seeded) => [seeded.post_type, seeded.id] as const).reverse());
    const posts = [...firstOfType.values()].map((id) => post(id));
    const { html, css } = serverRender(
      <EduProvider client={client} clock={{ now: () => mockStore.time() }}>
        {posts.map((p) => (
          <PostCard key={p.id} post={p} favourite={false} />
        ))}
      </EduProvider>,
    );
    expect(posts.some((p) => p.post_type === 'poll') && posts.some((p) => p.post_type === 'microblog')).toBe(true);
    expect(styleAttributes(html)).toEqual([]);
    expect(html).toContain('data-part="share"');
    expect(css).toMatch(/width:\d+%;/);
    expect(css).toMatch(/-webkit-line-clamp:\d;/);
  });
});
