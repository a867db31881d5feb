// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient, postSchema, type Post } from '@edupassport/api-client';
import { MOCK_USER_IDS, mockStore } from '@edupassport/api-client/mocks';
import { EduProvider, type EduSession } from '@edupassport/ui';
import { AnnouncementComposer } from '../AnnouncementComposer';
import { CreatePostButton } from '../CreatePostButton';
import { PollComposer } from '../PollComposer';
import { PostComposer } from '../PostComposer';

const client = createApiClient({ baseUrl: 'http://api.test' });
const author: EduSession = { user: { id: MOCK_USER_IDS.postAuthor, full_name: 'Ben Schmidt' } };
const noop = () => {};

const post = (fields: Partial<Post>): Post => ({ ...postSchema.parse(structuredClone(mockStore.posts.find((p) => p.id === 1000))), ...fields });

function html(node: ReactElement): string {
  return renderToString(
    <EduProvider client={client} session={author}>
      {node}
    </EduProvider>,
  );
}

describe('composers on the server', () => {
  it('renders the Create post button', () => {
    const out = html(<CreatePostButton onCreated={noop} />);
    expect(out).toContain('Create post');
    expect(out).toContain('aria-haspopup="menu"');
  });

  it('renders open composers without touching the DOM (their dialogs portal on the client)', () => {
    for (const node of [
      <AnnouncementComposer key="a" open onOpenChange={noop} />,
      <PollComposer key="p" open onOpenChange={noop} />,
      <PostComposer key="e" open onOpenChange={noop} post={post({ post_type: 'poll', headline: 'Trip?', poll_options: [{ text: 'Zoo', votes: 1 }, { text: 'Museum', votes: 2 }] })} />,
      <PostComposer key="x" open onOpenChange={noop} post={post({ post_type: 'announcement', headline: 'Open evening', content: 'From 6pm' })} />,
    ]) {
      expect(() => html(node)).not.toThrow();
    }
  });

  it('renders nothing for closed composers', () => {
    expect(html(<AnnouncementComposer open={false} onOpenChange={noop} />)).not.toContain('Create Announcement');
    expect(html(<PollComposer open={false} onOpenChange={noop} />)).not.toContain('Create Poll');
  });
});
