/*
 * Story helpers (never exported from the package). Stories leave the mock backend's pictures unanswered
 * (the kit's fallbacks show, see .storybook/preview.tsx), so every picture in the store is swapped for an inline
 * SVG drawn from its seed; the feed clock is the mock backend's, so poll times read the same each run.
 */
import type { Decorator } from '@storybook/react-vite';
import { postSchema, type Post } from '@edupassport/api-client';
import { FIXTURE_NOW, mockStore } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { useState, type ReactElement } from 'react';
import { styled } from 'styled-components';
import { usePost } from '../hooks/usePostDetail';

const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`)}`;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const SKIES = ['#1e3a8a', '#0f766e', '#7c2d12', '#4c1d95', '#155e75', '#9f1239'];
const WALLS = ['#fef3c7', '#e0f2fe', '#ecfccb', '#fae8ff', '#ffedd5', '#f1f5f9'];
const SKIN = ['#8d5524', '#f1c27d', '#e0ac69', '#c68642', '#ffdbac'];
const HAIR = ['#2b1a0f', '#a0522d', '#3b2f2f', '#d6b370', '#111827'];

function portrait(seed: number): string {
  const pick = <T,>(list: T[], shift: number) => list[(seed >>> shift) % list.length] as T;
  return svg(
    96,
    96,
    `<rect width="96" height="96" fill="${pick(WALLS, 1)}"/><path d="M14 96c2-20 16-30 34-30s32 10 34 30z" fill="${pick(SKIES, 3)}"/>
     <rect x="41" y="52" width="14" height="16" rx="6" fill="${pick(SKIN, 5)}"/><ellipse cx="48" cy="40" rx="17" ry="20" fill="${pick(SKIN, 5)}"/>
     <path d="M30 40c-2-16 8-25 18-25s21 8 18 25c-3-8-9-13-18-13s-15 5-18 13z" fill="${pick(HAIR, 7)}"/>`,
  );
}

/** A classroom scene: a board with chalk lines, desks and a window, coloured by the seed. */
function scene(seed: number, width: number, height: number): string {
  const wall = WALLS[seed % WALLS.length] as string;
  const accent = SKIES[(seed >>> 4) % SKIES.length] as string;
  const desks = 3 + (seed % 3);
  const deskWidth = width / (desks * 1.6);
  return svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="${wall}"/>
     <rect x="${width * 0.18}" y="${height * 0.12}" width="${width * 0.5}" height="${height * 0.38}" rx="6" fill="#14532d"/>
     <path d="M${width * 0.24} ${height * 0.22}h${width * 0.22}M${width * 0.24} ${height * 0.3}h${width * 0.3}M${width * 0.24} ${height * 0.38}h${width * 0.14}" stroke="#f0fdf4" stroke-width="${height * 0.018}" stroke-linecap="round"/>
     <rect x="${width * 0.76}" y="${height * 0.12}" width="${width * 0.16}" height="${height * 0.3}" fill="#bae6fd" stroke="${accent}" stroke-width="6"/>
     <rect y="${height * 0.7}" width="${width}" height="${height * 0.3}" fill="#d6d3d1"/>
     ${Array.from({ length: desks }, (_, i) => {
       const x = (i + 0.3) * deskWidth * 1.6;
       return `<rect x="${x}" y="${height * 0.62}" width="${deskWidth}" height="${height * 0.08}" rx="4" fill="#b45309"/><rect x="${x + 6}" y="${height * 0.7}" width="6" height="${height * 0.14}" fill="#78350f"/><rect x="${x + deskWidth - 12}" y="${height * 0.7}" width="6" height="${height * 0.14}" fill="#78350f"/><circle cx="${x + deskWidth / 2}" cy="${height * 0.56}" r="${height * 0.05}" fill="${accent}"/>`;
     }).join('')}`,
  );
}

const SEEDED = /^\/pictures\/edu-([\w-]+?)-(\d+)x(\d+)\.svg$/;

/** The inline picture standing in for a mock picture (`/pictures/edu-<seed>-<w>x<h>.svg`; other values are kept). */
export function storyPicture(url: string | null | undefined): string | null {
  if (!url) return url ?? null;
  const match = SEEDED.exec(url);
  if (!match) return url;
  const [, seed = '', width = '640', height = '360'] = match;
  return seed.startsWith('user-') ? portrait(hash(seed)) : scene(hash(seed), Number(width), Number(height));
}

/** A URL that answers 404 on the story server: the broken-picture case. */
export const BROKEN_IMAGE = '/does-not-exist.png';

type StoredPost = (typeof mockStore.posts)[number];

function swapPictures(post: StoredPost): void {
  post.user.profile_picture = storyPicture(post.user.profile_picture);
  post.cover_image = storyPicture(post.cover_image);
  post.pages = post.pages.map((page) => ({
    ...page,
    multimedia: page.multimedia.map((url) => storyPicture(url) ?? url),
  }));
  if (post.post_type === 'multimedia' && post.content?.startsWith('{')) {
    try {
      const value = JSON.parse(post.content) as { content?: string | undefined; multimedia?: string[] | undefined };
      post.content = JSON.stringify({
        ...value,
        multimedia: (value.multimedia ?? []).map((url) => storyPicture(url) ?? url),
      });
    } catch {
      // plain content: nothing to swap
    }
  }
  if (post.shared_post) swapPictures(post.shared_post);
}

/** Swaps every picture of the seeded posts for an inline one; call it in a story's beforeEach (after the reset). */
export function swapStoryPictures(): void {
  mockStore.posts.forEach(swapPictures);
  for (const list of Object.values(mockStore.comments)) {
    const walk = (comments: typeof list) =>
      comments.forEach((c) => {
        c.user.profile_picture = storyPicture(c.user.profile_picture);
        walk(c.replies);
      });
    walk(list);
  }
}

/** The stored post with this id, as the client parses it. */
export function storedPost(id: number): Post {
  const raw = mockStore.posts.find((p) => p.id === id);
  if (!raw) throw new Error(`No post ${id} in the mock store`);
  return postSchema.parse(structuredClone(raw));
}

/** Changes a stored post before the story renders (long text, broken pictures…). */
export function editStoredPost(id: number, change: (post: StoredPost) => void): void {
  const raw = mockStore.posts.find((p) => p.id === id);
  if (!raw) throw new Error(`No post ${id} in the mock store`);
  change(raw);
}

/** The mock backend's clock, so relative times and poll countdowns read the same on every run. */
export const mockClock = { now: () => mockStore.time() };

/** Wraps a story in the mock clock. */
export const withMockClock: Decorator = (Story) => (
  <EduProvider clock={mockClock}>
    <Story />
  </EduProvider>
);

const FeedColumn = styled.div`
  max-width: 640px;
`;

/** What every post story is drawn in: the mock clock and a column as wide as a feed's. */
export const postStoryDecorators: Decorator[] = [
  withMockClock,
  (Story) => (
    <FeedColumn>
      <Story />
    </FeedColumn>
  ),
];

/** Renders `render(post)` with the post on its own (`usePost`), started from the stored post read when the story mounts. */
export function WithStoredPost({ id, render }: { id: number; render: (post: Post) => ReactElement }) {
  const [stored] = useState(() => storedPost(id));
  const { post } = usePost(id, { initialData: stored });
  return render(post ?? stored);
}

export { FIXTURE_NOW };
