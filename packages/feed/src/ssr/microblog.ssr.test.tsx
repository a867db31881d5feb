// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient, postSchema, type Post } from '@edupassport/api-client';
import { MOCK_USER_IDS, mockStore } from '@edupassport/api-client/mocks';
import { EduProvider, type EduSession } from '@edupassport/ui';
import { useMicroblogComposer } from '../hooks/useMicroblogComposer';
import { MicroblogComposer } from '../MicroblogComposer';
import { MicroblogBody } from '../PostBody';

const client = createApiClient({ baseUrl: 'http://api.test' });
const author: EduSession = { user: { id: MOCK_USER_IDS.postAuthor, full_name: 'Ben Schmidt' } };
const noop = () => {};

const microblog = (): Post => {
  const stored = mockStore.posts.find((p) => p.post_type === 'microblog' && p.type !== 'shared' && p.pages.length > 1);
  return { ...postSchema.parse(structuredClone(stored)), microblog_type: 'tutorials', layout_type: 'side-by-side' };
};

function html(node: ReactElement): string {
  return renderToString(
    <EduProvider client={client} session={author}>
      {node}
    </EduProvider>,
  );
}

/** What the provider renders around nothing: its own theme element, empty. */
const nothing = () => html(<></>);

/** The composer's preview as the hook builds it, outside the dialog (which portals on the client). */
function PreviewOf({ post }: { post?: Post }) {
  const blog = useMicroblogComposer(post);
  return <MicroblogBody post={blog.preview} expanded />;
}

describe('microblog composer on the server', () => {
  it('renders the open composer, new and editing, without touching the DOM', () => {
    expect(() => html(<MicroblogComposer open onOpenChange={noop} />)).not.toThrow();
    expect(() => html(<MicroblogComposer open onOpenChange={noop} post={microblog()} />)).not.toThrow();
  });

  it('renders nothing while closed', () => {
    expect(html(<MicroblogComposer open={false} onOpenChange={noop} />)).toBe(nothing());
  });

  it("renders the hook's preview of an edited microblog: type, headline, layout and the first of its pages", () => {
    const post = microblog();
    const out = html(<PreviewOf post={post} />);
    expect(out).toContain('data-post-type="microblog"');
    expect(out).toContain('data-layout="side-by-side"');
    expect(out).toContain('Tutorials');
    expect(out).toContain(post.headline as string);
    expect(out).toContain(`Page 1 of ${post.pages.length}`);
  });

  it('renders the preview of a new microblog as an empty Learn Path in full width', () => {
    const out = html(<PreviewOf />);
    expect(out).toContain('data-layout="full-width"');
    expect(out).toContain('Learn Path');
    expect(out).not.toContain('Page 1 of');
  });
});
