import { describe, expect, it } from 'vitest';
import { localizePictures, picsumPathOf } from './mocks/localPictures';
import { PRERENDER_DATA_ID, readPrerendered, serializePrerendered, type PrerenderedData } from './prerendered';

function pageWith(data: PrerenderedData): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = PRERENDER_DATA_ID;
  script.textContent = serializePrerendered(data);
  doc.body.append(script);
  return doc;
}

const built: PrerenderedData = {
  path: '/feed',
  state: {
    mutations: [],
    queries: [
      {
        queryKey: ['edu', 'feed'],
        queryHash: '["edu","feed"]',
        dehydratedAt: 1,
        state: { data: { text: '</script><p>hi</p>' }, dataUpdatedAt: 1, status: 'success' } as never,
      },
    ],
  },
};

describe('the prerendered data', () => {
  it('is read back for its own path (a trailing slash too), its queries loaded now', () => {
    const before = Date.now();
    const data = readPrerendered(pageWith(structuredClone(built)), '/feed/');
    expect(data?.path).toBe('/feed');
    expect(data?.state.queries[0]?.state.data).toEqual({ text: '</script><p>hi</p>' });
    expect(data?.state.queries[0]?.state.dataUpdatedAt).toBeGreaterThanOrEqual(before);
  });

  it('is ignored on another path and on a page without it', () => {
    expect(readPrerendered(pageWith(structuredClone(built)), '/jobs')).toBeNull();
    expect(readPrerendered(document.implementation.createHTMLDocument('client-only'), '/feed')).toBeNull();
  });

  it('cannot close its script element', () => {
    expect(serializePrerendered(built)).not.toContain('</script>');
  });
});

describe('localizePictures', () => {
  it('points seeded picsum pictures at the deployment, in nested records and JSON strings, and lists each once', () => {
    const store = {
      users: [{ profile_picture: 'https://picsum.photos/seed/edu-user-1/96/96' }],
      posts: [{ content: JSON.stringify({ multimedia: ['https://picsum.photos/seed/edu-user-1/96/96'] }) }],
      other: 'https://example.com/a.png',
    };
    const pictures = localizePictures(store, '/kit/');
    expect(store.users[0]?.profile_picture).toBe('/kit/pictures/edu-user-1-96x96.svg');
    expect(JSON.parse(store.posts[0]?.content ?? '{}').multimedia).toEqual(['/kit/pictures/edu-user-1-96x96.svg']);
    expect(store.other).toBe('https://example.com/a.png');
    expect(pictures.map((p) => p.file)).toEqual(['pictures/edu-user-1-96x96.svg']);
    expect(pictures[0]?.picsumPath).toBe('/seed/edu-user-1/96/96');
  });

  it('reads a written file back as the picsum path it stands for', () => {
    expect(picsumPathOf('edu-user-1-96x96.svg')).toBe('/seed/edu-user-1/96/96');
    expect(picsumPathOf('index.html')).toBeNull();
  });
});
