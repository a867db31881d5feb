// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient, postSchema, type Post } from '@edupassport/api-client';
import { mockStore, MOCK_USER_IDS } from '@edupassport/api-client/mocks';
import { EduProvider, type EduSession } from '@edupassport/ui';
import { FavoritePosts } from '../FavoritePosts';
import { Feed } from '../Feed';
import { PostCard } from '../PostCard';
import { PostDetail } from '../PostDetail';

const client = createApiClient({ baseUrl: 'http://api.test' });
const member: EduSession = { user: { id: MOCK_USER_IDS.member, full_name: 'Amara Okafor' } };
const clock = { now: () => mockStore.time() };

const post = (id: number): Post => postSchema.parse(structuredClone(mockStore.posts.find((p) => p.id === id)));

function html(node: ReactElement, session: EduSession = member): string {
  return renderToString(
    <EduProvider client={client} session={session} clock={clock}>
      {node}
    </EduProvider>,
  );
}

describe('feed cards on the server', () => {
  // The bodies ship with the card: one renderToString holds them, with nothing loaded or called first.
  it('has no DOM here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders an announcement with its author, headline and banner', () => {
    const out = html(<PostCard post={post(1005)} favourite={false} onToggleFavourite={() => {}} />);
    expect(out).toContain('data-post-type="announcement"');
    expect(out).toMatch(/<article[^>]*aria-label="Post by /);
    expect(out).toContain('Workshop on');
    expect(out).toContain('data-part="banner"');
  });

  it('renders a multimedia post with its media grid, and the plain-content fallback', () => {
    expect(html(<PostCard post={post(1001)} favourite={false} />)).toMatch(/aria-label="\d media items?"/);
    const fallback = html(<PostCard post={post(1061)} favourite={false} />);
    expect(fallback).toContain('An older post saved before media support.');
    expect(fallback).not.toContain('media item');
  });

  it('renders an open poll with Vote buttons and the time left, and an ended one closed', () => {
    const open = html(<PostCard post={post(1012)} favourite={false} />);
    expect(open).toContain('Time left: 0d 1h 0m');
    expect(open).toMatch(/aria-label="Vote for /);
    const ended = html(<PostCard post={post(1002)} favourite={false} />);
    expect(ended).toContain('Time left: 0d 0h 0m');
    expect(ended).not.toContain('Voting has closed');
    expect(ended).not.toMatch(/aria-label="Vote for /);
  });

  it('renders a microblog clamped, with its type label and Read Full', () => {
    const out = html(<PostCard post={post(1003)} favourite={false} />);
    expect(out).toContain('data-post-type="microblog"');
    expect(out).toContain('href="/feed/1003"');
    expect(out).toContain('Read Full');
    expect(out).toContain('data-clamped=""');
    const full = html(<PostCard post={post(1003)} favourite={false} expanded />);
    expect(full).not.toContain('Read Full');
  });

  it('renders a share with the comment and the original embedded', () => {
    const out = html(<PostCard post={post(1015)} favourite={false} />);
    expect(out).toContain('shared a post');
    expect(out).toContain('Worth a read for anyone planning next term.');
    expect(out).toContain('aria-label="Original post"');
  });

  it('renders a plain post, its content as escaped text', () => {
    const plain = { ...post(1004), content: '<p>Plain words <script>alert(1)</script></p>' };
    const out = html(<PostCard post={plain} favourite={false} />);
    expect(out).toContain('Plain words');
    expect(out).not.toContain('<script>');
  });
});

describe('feed lists on the server', () => {
  it('renders the feed as its loading skeletons and the search box', () => {
    const out = html(<Feed />);
    expect(out).toContain('role="search"');
    expect(out).toContain('aria-busy="true"');
    expect(out).toContain('Loading posts');
  });

  it('renders the post detail loading', () => {
    expect(html(<PostDetail postId={1003} />)).toContain('data-state="loading"');
  });

  it('renders favourites loading for a member and the login prompt for a visitor', () => {
    expect(html(<FavoritePosts />)).toContain('data-state="loading"');
    const visitor = html(<FavoritePosts />, { user: null });
    expect(visitor).toContain('Log in to see your favourite posts');
  });
});
