// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient, postSchema, type Post } from '@edupassport/api-client';
import { mockStore, MOCK_USER_IDS } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { PostCard } from '../PostCard';

// A file of its own: the bodies' code must not have been loaded by another test of this module graph.
const client = createApiClient({ baseUrl: 'http://api.test' });
const post = (id: number): Post => postSchema.parse(structuredClone(mockStore.posts.find((p) => p.id === id)));

function html(id: number): string {
  return renderToString(
    <EduProvider client={client} session={{ user: { id: MOCK_USER_IDS.member, full_name: 'Amara Okafor' } }} clock={{ now: () => mockStore.time() }}>
      <PostCard post={post(id)} favourite={false} />
    </EduProvider>,
  );
}

describe('a post body whose code is not loaded yet, on the server', () => {
  it('renders the headline and text of an announcement, busy, inside the whole card', () => {
    const out = html(1005);
    expect(out).toMatch(/<article[^>]*aria-label="Post by /);
    expect(out).toMatch(/data-state="loading" aria-busy="true"/);
    expect(out).toContain('Workshop on');
    // The banner is the announcement body's own: not there yet.
    expect(out).not.toContain('data-part="banner"');
    // The footer does not wait for the body.
    expect(out).toContain('aria-label="Post actions"');
  });

  it('renders a poll’s question without its options', () => {
    const out = html(1012);
    expect(out).toMatch(/<h3[^>]*>[^<]+\?/);
    expect(out).not.toMatch(/aria-label="Vote for /);
  });
});
