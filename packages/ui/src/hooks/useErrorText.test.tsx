import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorMessageId } from '@edupassport/api-client';
import { DeleteConfirmDialog } from '../DeleteConfirmDialog';
import { EduProvider } from '../EduProvider';
import { EduContextProvider } from '../EduProvider/context';
import { ErrorState } from '../ErrorState';
import { preloadCatalogs } from '../i18n/catalog';
import { uiCatalogs } from '../messages/catalogs';
import { errorMessages } from '../messages/errors';
import { useErrorText } from './useErrorText';

const slow = { timeout: 4000 };

/** One ApiError per text the client writes itself. */
const clientErrors: Record<ApiErrorMessageId, ApiError> = {
  network: new ApiError({ kind: 'network', endpoint: 'x' }),
  timeout: new ApiError({ kind: 'timeout', endpoint: 'x' }),
  http: new ApiError({ kind: 'http', endpoint: 'x', status: 400 }),
  validation: new ApiError({ kind: 'validation', endpoint: 'x' }),
  aborted: new ApiError({ kind: 'aborted', endpoint: 'x' }),
  unauthorized: new ApiError({ kind: 'http', endpoint: 'x', status: 401 }),
  forbidden: new ApiError({ kind: 'http', endpoint: 'x', status: 403 }),
  notFound: new ApiError({ kind: 'http', endpoint: 'x', status: 404 }),
  tooManyRequests: new ApiError({ kind: 'http', endpoint: 'x', status: 429 }),
  serverError: new ApiError({ kind: 'http', endpoint: 'x', status: 502 }),
  requestNotPrepared: new ApiError({ kind: 'validation', endpoint: 'x', messageId: 'requestNotPrepared' }),
  emptyAnswer: new ApiError({ kind: 'validation', endpoint: 'x', messageId: 'emptyAnswer' }),
  pageAnswer: new ApiError({ kind: 'validation', endpoint: 'x', messageId: 'pageAnswer' }),
  unreadableAnswer: new ApiError({ kind: 'validation', endpoint: 'x', messageId: 'unreadableAnswer' }),
  accessToken: new ApiError({ kind: 'network', endpoint: 'x', messageId: 'accessToken' }),
  noFetch: new ApiError({ kind: 'network', endpoint: 'x', messageId: 'noFetch' }),
  imageUrl: new ApiError({ kind: 'validation', endpoint: 'x', messageId: 'imageUrl' }),
  uploadFailed: new ApiError({ kind: 'http', endpoint: 'upload', status: 400, messageId: 'uploadFailed' }),
  uploadNetwork: new ApiError({ kind: 'network', endpoint: 'upload', messageId: 'uploadNetwork' }),
  uploadTimeout: new ApiError({ kind: 'timeout', endpoint: 'upload', messageId: 'uploadTimeout' }),
};

function errorTextIn(wrapper: (props: { children: ReactNode }) => ReactNode) {
  return renderHook(() => useErrorText(), { wrapper }).result;
}

describe('useErrorText', () => {
  it('keeps English as the client writes it, word for word', () => {
    const text = errorTextIn(({ children }) => <EduContextProvider>{children}</EduContextProvider>).current;
    for (const [id, error] of Object.entries(clientErrors)) {
      expect(error.messageId).toBe(id);
      expect(errorMessages.apiErrors[id as ApiErrorMessageId]).toBe(error.message);
      expect(text(error)).toBe(error.message);
    }
  });

  it('keeps the server’s words and other errors’ messages, then the fallback, then the value as text', () => {
    const text = errorTextIn(({ children }) => (
      <EduContextProvider locale="fr">
        <Suspense fallback={null}>{children}</Suspense>
      </EduContextProvider>
    ));
    return waitFor(() => {
      const errorText = text.current;
      expect(errorText).toBeTypeOf('function');
      expect(errorText(new ApiError({ kind: 'http', endpoint: 'x', status: 403, serverMessage: 'Admins only' }))).toBe('Admins only');
      expect(errorText(new Error('Failed to delete job. Please try again.'))).toBe('Failed to delete job. Please try again.');
      expect(errorText('Already reported')).toBe('Already reported');
      expect(errorText(new Error('  '), 'Something went wrong')).toBe('Something went wrong');
      expect(errorText(42)).toBe('42');
      expect(errorText(clientErrors.tooManyRequests)).toBe('Trop de requêtes. Veuillez patienter un instant, puis réessayer.');
    }, slow);
  });

  it('takes the host’s override of a client text', async () => {
    const text = errorTextIn(({ children }) => <EduContextProvider messages={{ ui: { apiErrors: { network: 'Offline: try later' } } }}>{children}</EduContextProvider>);
    expect(text.current(clientErrors.network)).toBe('Offline: try later');
  });
});

describe('the client’s texts in the reader’s language', () => {
  // The catalogs are downloaded before the tests, as a host does before its first render, and the dialog is drawn
  // once: on a busy machine the first render of a file takes seconds, which no test's 5 s should pay for.
  beforeAll(async () => {
    await Promise.all(['ar', 'fr'].map((locale) => preloadCatalogs(locale, uiCatalogs)));
    const { unmount } = render(<DeleteConfirmDialog open onOpenChange={() => {}} onConfirm={() => {}} />);
    await screen.findByRole('button', { name: 'Delete' }, { timeout: 8000 });
    unmount();
  });

  it('an error state says a network error in Arabic', async () => {
    render(
      <EduProvider locale="ar">
        <ErrorState error={clientErrors.network} />
      </EduProvider>,
    );
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('خطأ في الشبكة: يُرجى التحقق من اتصالك والمحاولة مرة أخرى');
  });

  it('an answer the client could not read keeps its details in English and reads as the language says it in Arabic', async () => {
    const unreadable = new ApiError({
      kind: 'validation',
      endpoint: 'x',
      messageId: 'unreadableAnswer',
      message: 'The server sent an answer we could not read (name: Invalid input: expected string, received number).',
    });
    const english = errorTextIn(({ children }) => <EduContextProvider>{children}</EduContextProvider>).current;
    expect(english(unreadable)).toBe(unreadable.message);
    render(
      <EduProvider locale="ar">
        <ErrorState error={unreadable} />
      </EduProvider>,
    );
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('أرسل الخادم ردًا تعذّرت علينا قراءته. يُرجى المحاولة مرة أخرى لاحقًا.');
  });

  /** Confirms a delete that fails with `error` under `locale` (its button named `confirm`); returns the alert shown. */
  async function failedDelete(locale: string, error: ApiError, confirm: string) {
    render(
      <EduProvider locale={locale}>
        <DeleteConfirmDialog open onOpenChange={() => {}} onConfirm={() => Promise.reject(error)} />
      </EduProvider>,
    );
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: confirm }, slow));
    return screen.findByRole('alert', {}, slow);
  }

  it('a delete confirmation says a 403 in French', async () => {
    expect(await failedDelete('fr', clientErrors.forbidden, 'Supprimer')).toHaveTextContent('Vous n’avez pas l’autorisation d’effectuer cette action.');
  });

  it('a delete confirmation says a network error in Arabic', async () => {
    expect(await failedDelete('ar', clientErrors.network, 'حذف')).toHaveTextContent('خطأ في الشبكة: يُرجى التحقق من اتصالك والمحاولة مرة أخرى');
  });
});
