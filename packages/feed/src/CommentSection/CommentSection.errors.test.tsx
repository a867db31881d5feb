// A failed comment says why in the reader's language: the API client's own texts (a network error, a 403 without
// the server's words) come from the ui catalogs, on the mock backend as a real server answers.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { mockControls, mockStore } from '@edupassport/api-client/mocks';
import { EduProvider, preloadCatalogs, uiCatalogs } from '@edupassport/ui';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { server, startMockBackend } from '../ComposerFrame/composerTestUtils';
import { renderForOneCommentPost } from '../ComposerFrame/localeWorld';
import { must } from '../PostActions/storyHelpers';
import { feedCatalogs } from '../messages/catalogs';
import { CommentSection } from './CommentSection';

startMockBackend();
// The catalogs are downloaded before the tests, as a host does before its first render, and the section is drawn
// once: on a busy machine the first render of a file takes seconds, which no test's 5 s should pay for.
beforeAll(async () => {
  await Promise.all(['ar', 'fr'].map((locale) => preloadCatalogs(locale, feedCatalogs, uiCatalogs)));
  const { unmount } = render(
    <EduProvider client={createApiClient({ baseUrl: 'http://api.test' })} queryClient={createTestQueryClient()}>
      <CommentSection postId={must(mockStore.posts[0], 'a post').id} />
    </EduProvider>,
  );
  await screen.findByRole('textbox', { name: 'Write a comment' }, { timeout: 8000 });
  unmount();
});

// The catalogs and the section's first render are slow on a busy machine: wait for them longer than the default second.
const slow = { timeout: 4000 };

/** Shows the comments of a seeded post under `locale` and sends one; returns the alert the failure shows. */
async function sendComment(locale: string, labels: { field: string; send: string }) {
  renderForOneCommentPost(locale, (postId) => <CommentSection postId={postId} />);
  const person = userEvent.setup({ delay: null });
  await person.click(await screen.findByRole('textbox', { name: labels.field }, slow));
  await person.paste('Merci');
  await person.click(screen.getByRole('button', { name: labels.send }));
  return screen.findByRole('alert', {}, slow);
}

const arabic = { field: 'اكتب تعليقًا', send: 'إرسال' };

describe('a comment that fails, in the reader’s language', () => {
  it('says a network error in Arabic', async () => {
    mockControls.fail('posts.comment', { network: true });
    expect(await sendComment('ar', arabic)).toHaveTextContent('خطأ في الشبكة: يُرجى التحقق من اتصالك والمحاولة مرة أخرى');
  });

  it('says a refusal without the server’s words (403) in Arabic', async () => {
    server.use(http.post('*/api/users/comment-on-post/:id', () => new HttpResponse(null, { status: 403 })));
    expect(await sendComment('ar', arabic)).toHaveTextContent('ليست لديك صلاحية للقيام بذلك.');
  });

  it('says a network error in French', async () => {
    mockControls.fail('posts.comment', { network: true });
    const alert = await sendComment('fr', { field: 'Écrire un commentaire', send: 'Envoyer' });
    // French typography: a no-break space before the colon.
    expect(alert.textContent).toBe('Erreur réseau\u00a0: veuillez vérifier votre connexion et réessayer');
  });

  it('keeps the server’s own words as they are', async () => {
    mockControls.fail('posts.comment', { status: 403, message: 'Comments are closed on this post' });
    expect(await sendComment('ar', arabic)).toHaveTextContent('Comments are closed on this post');
  });
});
