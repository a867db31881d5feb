import { describe, expect, it } from 'vitest';
import { localizePictures } from './mocks/localPictures';
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

  it('is read with the shell\'s own parameters, and ignored when the address asks the page for something else', () => {
    expect(readPrerendered(pageWith(structuredClone(built)), '/feed', '?as=employer&realistic=1')?.path).toBe('/feed');
    expect(readPrerendered(pageWith(structuredClone(built)), '/feed', '?id=2&mode=preview')).toBeNull();
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
  it('points seeded pictures at the deployment, in nested records and JSON strings, and lists each once', () => {
    const store = {
      users: [{ profile_picture: '/pictures/edu-user-1-96x96.svg' }],
      posts: [{ content: JSON.stringify({ multimedia: ['/pictures/edu-user-1-96x96.svg'] }) }],
      other: 'https://example.com/pictures/a-1x1.svg',
    };
    const pictures = localizePictures(store, '/kit/');
    expect(store.users[0]?.profile_picture).toBe('/kit/pictures/edu-user-1-96x96.svg');
    expect(JSON.parse(store.posts[0]?.content ?? '{}').multimedia).toEqual(['/kit/pictures/edu-user-1-96x96.svg']);
    expect(store.other).toBe('https://example.com/pictures/a-1x1.svg');
    expect(pictures).toEqual([{ file: 'pictures/edu-user-1-96x96.svg', seeded: '/pictures/edu-user-1-96x96.svg' }]);
  });

  it('points them at PNG files in the format a build writes, naming the picture the mock data drew', () => {
    const store = { users: [{ profile_picture: '/pictures/edu-user-1-96x96.svg' }] };
    const pictures = localizePictures(store, '/', 'png');
    expect(store.users[0]?.profile_picture).toBe('/pictures/edu-user-1-96x96.png');
    expect(pictures).toEqual([{ file: 'pictures/edu-user-1-96x96.png', seeded: '/pictures/edu-user-1-96x96.svg' }]);
    expect(localizePictures(store, '/', 'png')).toEqual([]);
    expect(store.users[0]?.profile_picture).toBe('/pictures/edu-user-1-96x96.png');
  });

  it('draws the seeded gallery pictures as files of the deployment too, keeping each image’s name', () => {
    const store = { businesses: [{ gallery: ['/uploads/gallery/greenfield-academy-1010-1.jpg', '/uploads/gallery/x-2/a.jpg'] }] };
    const pictures = localizePictures(store, '/kit/', 'png');
    expect(store.businesses[0]?.gallery).toEqual(['/kit/pictures/greenfield-academy-1010-1-640x360.png', '/uploads/gallery/x-2/a.jpg']);
    expect(pictures).toEqual([
      { file: 'pictures/greenfield-academy-1010-1-640x360.png', seeded: '/pictures/greenfield-academy-1010-1-640x360.svg' },
    ]);
  });

  it('leaves pictures it pointed at the deployment as they are when run again', () => {
    const store = { users: [{ profile_picture: '/pictures/edu-user-1-96x96.svg' }] };
    localizePictures(store, '/kit/');
    localizePictures(store, '/kit/');
    expect(store.users[0]?.profile_picture).toBe('/kit/pictures/edu-user-1-96x96.svg');
  });
});
