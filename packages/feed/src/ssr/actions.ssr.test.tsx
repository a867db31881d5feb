// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient, postSchema, type Post } from '@edupassport/api-client';
import { MOCK_USER_IDS, mockStore } from '@edupassport/api-client/mocks';
import { EduProvider, type EduSession } from '@edupassport/ui';
import { CommentComposer, CommentSection } from '../CommentSection';
import { PostActions, ReactionsSummary } from '../PostActions';
import { PostCommentsContext } from '../PostActions/onDemandComments';
import { PostComments } from '../PostActions/PostComments';
import { PostEditDialog } from '../PostEditDialog';
import { PostReportDialog } from '../PostReportDialog';
import { ShareToFeedDialog } from '../ShareToFeedDialog';

const client = createApiClient({ baseUrl: 'http://api.test' });
const member: EduSession = { user: { id: MOCK_USER_IDS.member, full_name: 'Amara Okafor' } };
const author: EduSession = { user: { id: MOCK_USER_IDS.postAuthor, full_name: 'Ben Schmidt' } };
const anonymous: EduSession = { user: null };
const noop = () => {};

const post = (id: number): Post => postSchema.parse(structuredClone(mockStore.posts.find((p) => p.id === id)));

function html(node: ReactElement, session: EduSession = member): string {
  return renderToString(
    <EduProvider client={client} session={session}>
      {node}
    </EduProvider>,
  );
}

/** What the provider renders around nothing: its own theme element, empty. */
const nothing = () => html(<></>);

const actions = (target: Post, extra: Partial<Parameters<typeof PostActions>[0]> = {}) => (
  <PostActions
    post={target}
    favourite={false}
    onToggleFavourite={noop}
    onReact={noop}
    onDeleted={noop}
    onUpdated={noop}
    {...extra}
  />
);

describe('post actions on the server', () => {
  it('has no DOM here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the footer of another member’s post: summary, picker, comments, share, favourite', () => {
    const target = post(1001);
    const out = html(actions(target));
    expect(out).toMatch(/role="img" aria-label="\d+ reactions?: /);
    // The picker's button; its popup of reactions comes with its code on first open.
    expect(out).toMatch(/aria-haspopup="menu"[^>]*>(<[^>]+>)*React</);
    expect(out).not.toContain('aria-label="Post reactions"');
    expect(out).toContain(`${target.comments} Comment`);
    expect(out).toContain('>Share<');
    expect(out).toContain('aria-label="Favourite this post"');
    expect(out).toContain('aria-label="More actions"');
    expect(out).not.toContain('data-owner');
    expect(out).toContain('data-comments="closed"');
  });

  it('marks the author’s own post and shows the viewer’s reaction and favourite', () => {
    const target = post(1000);
    const withMine = {
      ...target,
      reactions: [...target.reactions, { user_id: MOCK_USER_IDS.postAuthor, reaction_type: '🏆' }],
    };
    const out = html(actions(withMine, { favourite: true }), author);
    expect(out).toContain('data-owner=""');
    expect(out).toMatch(/data-reacted=""[^>]*>.*Trophy/);
    expect(out).toContain('aria-pressed="true"');
  });

  it('renders for an anonymous visitor without reaching the API', () => {
    const out = html(actions(post(1001)), anonymous);
    expect(out).toContain('>React<');
    expect(out).toContain('aria-pressed="false"');
  });

  it('renders the comments open (PostDetail): the comment box and the comments loading', () => {
    // PostDetail gives the cards its own import of the comments, so the server renders them.
    const out = html(<PostCommentsContext.Provider value={PostComments}>{actions(post(1000), { defaultCommentsOpen: true })}</PostCommentsContext.Provider>);
    expect(out).toContain('data-comments="open"');
    // The section ships with the card: the server renders it, the toggle pointing at it.
    const id = /aria-controls="([^"]+)"/.exec(out)?.[1];
    expect(out).toMatch(new RegExp(`<div[^>]*id="${id}"[^>]*><section[^>]*aria-label="Comments"`));
    expect(out).toMatch(/<section[^>]*aria-label="Comments"[^>]*data-state="loading"/);
    expect(out).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(out).toContain('role="status"');
  });

  it('renders the comments open on a card alone as arriving: their code downloads on demand, under the toggle\'s id', () => {
    const out = html(actions(post(1000), { defaultCommentsOpen: true }));
    expect(out).toContain('data-comments="open"');
    const id = /aria-controls="([^"]+)"/.exec(out)?.[1];
    // renderToString renders the on-demand boundary's fallback (React notes that it switches to the client there).
    const slot = out.slice(out.indexOf(`id="${id}"`));
    expect(slot).toMatch(/^id="[^"]+"[^>]*>/);
    expect(slot).toMatch(/<div[^>]*data-state="loading"[^>]*aria-label="Comments"[^>]*role="group"/);
    expect(out).toContain('role="status"');
    // Not the section itself: that comes with its code.
    expect(out).not.toMatch(/<section[^>]*aria-label="Comments"/);
  });

  it('renders a reactions summary with its overflow, and an empty one', () => {
    const reactions = ['❤️', '🎓', '👏', '💯', '💎'].map((reaction_type) => ({ reaction_type }));
    const out = html(<ReactionsSummary reactions={reactions} />);
    expect(out).toContain('aria-label="5 reactions: Heart, Graduation cap, Clapping hands and 2 more"');
    expect(out).toContain('+2');
    expect(html(<ReactionsSummary reactions={[]} />)).toContain('aria-label="No reactions yet"');
  });

  it('renders a comment section and a composer with Send disabled', () => {
    expect(html(<CommentSection postId={1000} postAuthorId={MOCK_USER_IDS.postAuthor} />)).toContain(
      'data-state="loading"',
    );
    const composer = html(<CommentComposer label="Write a comment" submitLabel="Send" onSend={async () => {}} />);
    expect(composer).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('renders the dialogs closed and open without a DOM (portals wait for the client)', () => {
    const target = post(1000);
    for (const open of [false, true]) {
      expect(html(<PostReportDialog open={open} onOpenChange={noop} postId={target.id} />)).toBe(nothing());
      expect(html(<PostEditDialog open={open} onOpenChange={noop} post={target} onUpdated={noop} />, author)).toBe(nothing());
      expect(html(<ShareToFeedDialog open={open} onOpenChange={noop} post={target} />)).toBe(nothing());
    }
  });
});
