import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_USER_IDS, mockControls } from '@edupassport/api-client/mocks';
import { composerDraftKey } from '../hooks/useComposerDraft';
import { authorPost, captureBodies, field, fill, memoryStorage, renderComposer, startMockBackend } from '../ComposerFrame/composerTestUtils';
import { AnnouncementComposer } from './AnnouncementComposer';

startMockBackend();

/** renderComposer signs the post author in: their drafts are the ones offered. */
const DRAFT_KEY = composerDraftKey('announcement', null, MOCK_USER_IDS.postAuthor);

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
/** The rich-text editor loads on demand: wait for its text box. */
const contentBox = () => screen.findByRole('textbox', { name: /Content/ }, { timeout: 5000 });

/**
 * ProseMirror cannot be typed into under jsdom (no layout): the content comes from a restored draft here, and the
 * stories type it in a browser.
 */
function withDraft(draft: { headline: string; content: string }) {
  const storage = memoryStorage();
  storage.setItem(DRAFT_KEY, JSON.stringify(draft));
  return storage;
}

describe('AnnouncementComposer', () => {
  it('creates: Continue waits for a title and content (trimmed), then POSTs exactly post_type, headline and content', async () => {
    const bodies = captureBodies();
    const onSaved = vi.fn();
    const onOpenChange = vi.fn();
    const { user, toast } = renderComposer(
      <AnnouncementComposer open onOpenChange={onOpenChange} onSaved={onSaved} />,
      withDraft({ headline: '', content: '<p>Staff meeting moved</p>' }),
    );
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(await contentBox()).toHaveTextContent('Staff meeting moved');
    expect(continueButton()).toBeDisabled();
    await fill(user, field(/Title/), '   ');
    expect(continueButton()).toBeDisabled();
    await fill(user, field(/Title/), ' Term 2 timetable ');
    expect(continueButton()).toBeEnabled();
    await user.click(continueButton());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Preview' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodies).toEqual([
      { call: 'POST /api/users/create-feed-post', body: { post_type: 'announcement', headline: 'Term 2 timetable', content: '<p>Staff meeting moved</p>' } },
    ]);
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ post_type: 'announcement', headline: 'Term 2 timetable' });
    expect(toast.show).toHaveBeenCalledWith({ kind: 'success', title: 'Post created successfully' });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('edits: preloads the post and PUTs exactly headline and content', async () => {
    const post = authorPost({ post_type: 'announcement', headline: 'Open evening', content: 'Doors open at 6pm.' });
    const bodies = captureBodies();
    const onSaved = vi.fn();
    const { user } = renderComposer(<AnnouncementComposer open onOpenChange={vi.fn()} post={post} onSaved={onSaved} />);
    expect(field(/Title/)).toHaveValue('Open evening');
    expect(await contentBox()).toHaveTextContent('Doors open at 6pm.');
    await fill(user, field(/Title/), ' and tours');
    await user.click(continueButton());
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodies).toEqual([{ call: 'PUT /api/users/posts/1000', body: { headline: 'Open evening and tours', content: 'Doors open at 6pm.' } }]);
  });

  it('edits stored rich text as formatted text and sends it back as HTML with its paragraphs; plain text keeps its line breaks', async () => {
    const post = authorPost({ post_type: 'announcement', headline: 'Open evening', content: '<p>Doors open at <strong>6pm</strong>.</p><p>Tours every hour.</p>' });
    const bodies = captureBodies();
    const { user } = renderComposer(<AnnouncementComposer open onOpenChange={vi.fn()} post={post} onSaved={vi.fn()} />);
    const box = await contentBox();
    await waitFor(() => expect(within(box).getByText('6pm').tagName).toBe('STRONG'));
    expect(box).not.toHaveTextContent('<p>');
    expect(box.querySelectorAll('p')).toHaveLength(2);
    await user.type(field(/Title/), '!');
    await user.click(continueButton());
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.body).toEqual({ headline: 'Open evening!', content: '<p>Doors open at <strong>6pm</strong>.</p><p>Tours every hour.</p>' });
  });

  it('loads stored plain text into the editor with its paragraphs and line breaks', async () => {
    const post = authorPost({ post_type: 'announcement', headline: 'Open evening', content: 'Doors open at 6pm.\nBring ID.\n\nTours every hour.' });
    renderComposer(<AnnouncementComposer open onOpenChange={vi.fn()} post={post} onSaved={vi.fn()} />);
    const box = await contentBox();
    await waitFor(() => expect(box.querySelectorAll('p')).toHaveLength(2));
    expect(box.querySelector('p br')).not.toBeNull();
    expect(within(box).getByText('Tours every hour.').tagName).toBe('P');
  });

  it('keeps every input and shows the error when the save fails, and succeeds on retry', async () => {
    mockControls.fail('feed.createPost', { status: 500, message: 'The feed is read-only during maintenance' }, { times: 1 });
    const onSaved = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = renderComposer(
      <AnnouncementComposer open onOpenChange={onOpenChange} onSaved={onSaved} />,
      withDraft({ headline: '', content: '<p>Bring a water bottle.</p>' }),
    );
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    await fill(user, field(/Title/), 'Sports day');
    await user.click(continueButton());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The feed is read-only during maintenance');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field(/Title/)).toHaveValue('Sports day');
    expect(await contentBox()).toHaveTextContent('Bring a water bottle.');
    await user.click(continueButton());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('asks before closing with changes; Keep editing keeps the text, Discard closes and forgets the draft', async () => {
    const onOpenChange = vi.fn();
    const storage = memoryStorage();
    const { user } = renderComposer(<AnnouncementComposer open onOpenChange={onOpenChange} />, storage);
    await fill(user, field(/Title/), 'Book fair');
    await waitFor(() => expect(storage.data.get(DRAFT_KEY)).toContain('Book fair'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(field(/Title/)).toHaveValue('Book fair');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(storage.data.size).toBe(0);
  });

  it('closes without asking when nothing changed', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderComposer(<AnnouncementComposer open onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("never offers someone else's draft: drafts are kept per user", async () => {
    const storage = memoryStorage();
    storage.setItem(composerDraftKey('announcement', null, MOCK_USER_IDS.member), JSON.stringify({ headline: 'Not yours', content: 'x' }));
    renderComposer(<AnnouncementComposer open onOpenChange={vi.fn()} />, storage);
    expect(screen.queryByText('You have an unsaved draft.')).not.toBeInTheDocument();
    expect(field(/Title/)).toHaveValue('');
  });

  it('offers a draft left by an accidental close back, and restores it', async () => {
    const storage = memoryStorage();
    storage.setItem(DRAFT_KEY, JSON.stringify({ headline: 'Parents evening', content: 'Book a slot' }));
    const { user } = renderComposer(<AnnouncementComposer open onOpenChange={vi.fn()} />, storage);
    expect(screen.getByText('You have an unsaved draft.')).toBeInTheDocument();
    expect(field(/Title/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(field(/Title/)).toHaveValue('Parents evening');
    await waitFor(async () => expect(await contentBox()).toHaveTextContent('Book a slot'));
    expect(screen.queryByText('You have an unsaved draft.')).not.toBeInTheDocument();
  });
});
