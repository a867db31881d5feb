import type { ReactNode } from 'react';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type Credential, type Link } from '@edupassport/api-client';
import { handlers, mockControls, mockSession, mockStore, MOCK_USER_IDS, resetMocks } from '@edupassport/api-client/mocks';
import { EduContextProvider } from '@edupassport/ui/headless';
import { profilesMessages as m } from '../messages';
import { credentialInput, linkInput, validateCredentialRows, validateLinkRows, type CredentialRow } from './businessRows';
import { useRowsForm } from './useRowsForm';
import { useBusinessList } from './useBusinessList';
import { useGalleryUpload } from './useGalleryUpload';
import { EventGallery } from '../EventGallery';

const server = setupServer(...handlers);
/** Every request the mock backend saw, with its body read as JSON or multipart. */
const seen: Array<{ method: string; path: string; json?: unknown; form?: FormData }> = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const entry: (typeof seen)[number] = { method: request.method, path: new URL(request.url).pathname };
    seen.push(entry);
    const copy = request.clone();
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('application/json')) void copy.json().then((json) => (entry.json = json));
    else if (type.includes('multipart/form-data')) void copy.formData().then((form) => (entry.form = form));
  });
});
beforeEach(() => {
  seen.length = 0;
  mockSession.set('businessOwner');
});
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });
const OWNER = MOCK_USER_IDS.businessOwner;
const owner = () => mockStore.users.find((u) => u.id === OWNER)!;
const wrapper = ({ children }: { children: ReactNode }) => (
  <EduContextProvider client={client} session={{ user: { id: OWNER } }}>
    {children}
  </EduContextProvider>
);

describe('credential rows', () => {
  it('asks for at least one row', () => {
    expect(validateCredentialRows([], m)).toEqual({ list: 'Add at least one field', rows: [], valid: false });
  });

  it('asks for the title and the year of every row', () => {
    const result = validateCredentialRows(
      [
        { key: 'a', achievement: '  ', year: null },
        { key: 'b', achievement: 'Green School Award', year: 2021 },
      ],
      m,
    );
    expect(result.rows).toEqual([{ achievement: 'Title is required', year: 'Year is required' }, {}]);
    expect(result.valid).toBe(false);
  });

  it('sends the trimmed title and the year as a string', () => {
    expect(credentialInput({ key: 'a', achievement: ' Best International School ', year: 2023 })).toEqual({ achievement: 'Best International School', year: '2023' });
  });
});

describe('link rows', () => {
  it('asks for the title and the URL, and refuses what cannot be normalised', () => {
    const result = validateLinkRows(
      [
        { key: 'a', link_title: '', url: '' },
        { key: 'b', link_title: 'Brochure', url: 'not a url' },
        { key: 'c', link_title: 'Script', url: 'javascript:alert(1)' },
        { key: 'd', link_title: 'Website', url: 'greenfield.example.com' },
      ],
      m,
    );
    expect(result.rows).toEqual([{ link_title: 'Link Title is required', url: 'URL is required' }, { url: 'Invalid URL format' }, { url: 'Invalid URL format' }, {}]);
    expect(validateLinkRows([], m).list).toBe('Add at least one link');
  });

  it('normalises the URL: a missing or non-http scheme becomes https', () => {
    expect(linkInput({ key: 'a', link_title: ' Admissions ', url: 'greenfield.example.com/apply' })).toEqual({ link_title: 'Admissions', url: 'https://greenfield.example.com/apply' });
    expect(linkInput({ key: 'b', link_title: 'Files', url: 'ftp://files.greenfield.example.com' }).url).toBe('https://files.greenfield.example.com/');
  });
});

describe('useRowsForm', () => {
  it('starts with one row, adds and removes rows, and shows messages only after a check', () => {
    const { result } = renderHook(() => useRowsForm<CredentialRow>({ blank: () => ({ achievement: '', year: null }), validate: (rows) => validateCredentialRows(rows, m) }));
    expect(result.current.rows).toHaveLength(1);
    expect(result.current.errors.rows[0]).toEqual({});
    act(() => result.current.add());
    expect(result.current.rows).toHaveLength(2);
    let ok = true;
    act(() => {
      ok = result.current.check();
    });
    expect(ok).toBe(false);
    expect(result.current.errors.rows[1]).toEqual({ achievement: 'Title is required', year: 'Year is required' });
    act(() => result.current.remove(result.current.rows[0]!.key));
    act(() => result.current.remove(result.current.rows[0]!.key));
    expect(result.current.errors.list).toBe('Add at least one field');
    act(() => result.current.reset());
    expect(result.current.rows).toHaveLength(1);
    expect(result.current.errors.list).toBeUndefined();
  });
});

function credentialsList(items: Credential[], onItemsChange: (items: Credential[]) => void) {
  return renderHook(
    () =>
      useBusinessList({
        items,
        onItemsChange,
        toInput: ({ achievement, year }: Credential) => ({ achievement, year }),
        deleteItem: (c, id, signal) => c.business.deleteCredential(id, { signal }),
        replace: (c, inputs, signal) => c.business.updateCredentials(inputs, { signal }),
        pick: (user) => user.credential,
        saveFailed: m.saveFailed,
      }),
    { wrapper },
  );
}

describe('useBusinessList with the credentials calls', () => {
  it('PUTs the saved list plus the new rows as {credentials: [{achievement, year}]}, then hands back the reloaded list with ids', async () => {
    const items = owner().credential.map((c) => ({ ...c }));
    const onItemsChange = vi.fn();
    const { result } = credentialsList(items, onItemsChange);
    await act(() => result.current.save([{ achievement: 'Outstanding STEM Programme', year: '2024' }]));
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/users/update-credentials-and-achievements');
    expect(put?.json).toEqual({
      credentials: [
        { achievement: 'Best International School', year: '2023' },
        { achievement: 'Green School Award', year: '2021' },
        { achievement: 'Outstanding STEM Programme', year: '2024' },
      ],
    });
    const saved = onItemsChange.mock.calls[0]?.[0] as Credential[];
    expect(saved.map((c) => c.achievement)).toEqual(['Best International School', 'Green School Award', 'Outstanding STEM Programme']);
    expect(saved.map((c) => c.id)).toEqual(owner().credential.map((c) => c.id));
  });

  it('rejects with "Could not save: {reason}" and leaves the list alone when the save fails', async () => {
    mockControls.fail('business.updateCredentials', { status: 500, message: 'The profile service is unavailable' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onItemsChange = vi.fn();
    const { result } = credentialsList(owner().credential.map((c) => ({ ...c })), onItemsChange);
    await expect(result.current.save([{ achievement: 'X', year: '2020' }])).rejects.toThrow('Could not save: The profile service is unavailable');
    expect(onItemsChange).not.toHaveBeenCalled();
    expect(owner().credential).toHaveLength(2);
  });

  it('deletes by id, and keeps the reason of a failed delete', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const items = owner().credential.map((c) => ({ ...c }));
    const onItemsChange = vi.fn();
    const { result } = credentialsList(items, onItemsChange);
    await act(() => result.current.remove(items[1]!));
    expect(seen.find((r) => r.method === 'DELETE')?.path).toBe(`/api/users/credentials/${items[1]!.id}`);
    expect(onItemsChange).toHaveBeenCalledWith([items[0]]);

    mockControls.fail('business.deleteCredential', { status: 500, message: 'The profile service is unavailable' });
    let ok = true;
    await act(async () => {
      ok = await result.current.remove(items[0]!);
    });
    expect(ok).toBe(false);
    expect(result.current.deleteError).toBe('The profile service is unavailable');
    expect(onItemsChange).toHaveBeenCalledTimes(1);
  });
});

describe('useBusinessList with the links calls', () => {
  it('PUTs {links: [{link_title, url}]} with the new URL normalised', async () => {
    const items: Link[] = (owner().business_profile?.our_links ?? []).map((l) => ({ ...l }));
    const onItemsChange = vi.fn();
    const { result } = renderHook(
      () =>
        useBusinessList({
          items,
          onItemsChange,
          toInput: ({ link_title, url }: Link) => ({ link_title, url }),
          deleteItem: (c, id, signal) => c.business.deleteLink(id, { signal }),
          replace: (c, inputs, signal) => c.business.updateLinks(inputs, { signal }),
          pick: (user) => user.business_profile?.our_links ?? [],
          saveFailed: m.saveFailed,
        }),
      { wrapper },
    );
    await act(() => result.current.save([linkInput({ key: 'a', link_title: 'Summer School', url: 'greenfield.example.com/summer' })]));
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/users/update-business-profile-links');
    expect(put?.json).toEqual({ links: [...items.map(({ link_title, url }) => ({ link_title, url })), { link_title: 'Summer School', url: 'https://greenfield.example.com/summer' }] });
    expect((onItemsChange.mock.calls[0]?.[0] as Link[]).at(-1)).toMatchObject({ link_title: 'Summer School', url: 'https://greenfield.example.com/summer' });
  });
});

describe('gallery upload', () => {
  let urls = 0;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => `blob:gallery/${++urls}`);
    URL.revokeObjectURL = vi.fn();
  });
  const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

  it('keeps images only, says "Upload your media" when there is none, and revokes what it drops', () => {
    const { result, unmount } = renderHook(() => useGalleryUpload(m.uploadYourMedia));
    act(() => result.current.add([new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' })]));
    let ok = true;
    act(() => {
      ok = result.current.check();
    });
    expect(ok).toBe(false);
    expect(result.current.error).toBe('Upload your media');
    act(() => result.current.add([png('a.png'), png('b.png')]));
    expect(result.current.images.map((i) => i.file.name)).toEqual(['a.png', 'b.png']);
    expect(result.current.error).toBeUndefined();
    act(() => result.current.remove(result.current.images[0]!.key));
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(1);
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2);
  });

  it('POSTs the chosen files as repeated `images` parts, then shows the saved gallery', async () => {
    const user = userEvent.setup({ delay: null });
    const before = [...(owner().business_profile?.gallery ?? [])];
    const onImagesChange = vi.fn();
    render(<EventGallery images={before} editable onImagesChange={onImagesChange} />, { wrapper });
    await user.click(screen.getByRole('button', { name: 'Edit Event Gallery' }));
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Event Gallery' });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, [png('sports-day.png'), png('prize-giving.png')]);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onImagesChange).toHaveBeenCalled());
    const post = seen.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/api/users/update-business-profile-gallery');
    // jsdom's File crosses into Node's FormData as a plain blob part, name and bytes not kept (the browser stories check names).
    const parts = post?.form?.getAll('images') ?? [];
    expect(parts).toHaveLength(2);
    expect([...(post?.form?.keys() ?? [])]).toEqual(['images', 'images']);
    const saved = onImagesChange.mock.calls[0]?.[0] as string[];
    expect(saved.slice(0, before.length)).toEqual(before);
    expect(saved).toHaveLength(before.length + 2);
    expect(saved).toEqual(owner().business_profile?.gallery);
  });
});
