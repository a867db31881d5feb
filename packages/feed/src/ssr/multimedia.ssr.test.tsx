// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient, encodeMultimediaContent, postSchema, type Post } from '@edupassport/api-client';
import { MOCK_USER_IDS, mockStore } from '@edupassport/api-client/mocks';
import { EduProvider, type EduSession } from '@edupassport/ui';
import { useMultimediaComposer } from '../hooks/useMultimediaComposer';
import { MultimediaComposer } from '../MultimediaComposer';

const client = createApiClient({ baseUrl: 'http://api.test' });
const author: EduSession = { user: { id: MOCK_USER_IDS.postAuthor, full_name: 'Ben Schmidt' } };
const noop = () => {};

const multimediaPost = (): Post =>
  postSchema.parse({
    ...structuredClone(mockStore.posts.find((p) => p.id === 1000)),
    post_type: 'multimedia',
    content: encodeMultimediaContent({ content: '<p>Museum trip</p>', multimedia: ['https://cdn.test/whale.jpg'] }),
  });

function html(node: ReactElement): string {
  return renderToString(
    <EduProvider client={client} session={author}>
      {node}
    </EduProvider>,
  );
}

describe('multimedia composer on the server', () => {
  it('renders open, for a new post and for an edit, without touching the DOM (the dialog portals on the client)', () => {
    expect(() => html(<MultimediaComposer open onOpenChange={noop} />)).not.toThrow();
    expect(() => html(<MultimediaComposer open onOpenChange={noop} post={multimediaPost()} />)).not.toThrow();
  });

  it('runs the headless hook on the server: the edited post preloaded, Continue allowed', () => {
    function Probe({ post }: { post?: Post }) {
      const form = useMultimediaComposer(post);
      return (
        <output data-valid={String(form.isValid)}>
          {`${form.values.media.map((m) => m.name).join(',')}|${form.sizeError ?? 'no error'}`}
        </output>
      );
    }
    const edited = html(<Probe post={multimediaPost()} />);
    expect(edited).toContain('data-valid="true"');
    expect(edited).toContain('whale.jpg|no error');
    expect(html(<Probe />)).toContain('data-valid="false"');
  });

  it('renders nothing while closed', () => {
    expect(html(<MultimediaComposer open={false} onOpenChange={noop} />)).not.toContain('Create Multimedia Post');
    expect(html(<MultimediaComposer open={false} onOpenChange={noop} post={multimediaPost()} />)).not.toContain('Edit Multimedia Post');
  });
});
