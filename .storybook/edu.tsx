import type { Decorator } from '@storybook/react-vite';
import { createApiClient, EXTERNAL_JOBS_EMAIL } from '@edupassport/api-client';
import { DEFAULT_MOCK_ROLE, MOCK_ADMIN_TOKENS, mockControls, mockSession, resetMocks, type MockRole } from '@edupassport/api-client/mocks';
import { createInMemoryChatTransport } from '@edupassport/api-client/realtime';
import { cloudinaryUploadUrl, createUploader } from '@edupassport/api-client/upload';
import { useSyncExternalStore } from 'react';
import { EduProvider, type EduProviderProps, type EduSession, type EduThemeMode } from '@edupassport/ui';
import { HostPageFrame, type HostPage } from '../test-support/host-pages/hostPages';
import { pseudoLocaleMessages, pseudoSwitch } from '../test-support/pseudoLocale';
import { createTestQueryClient } from '../test-support/queryClient';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Who is signed in for this story (the mock backend's session); default 'member'. */
    session?: MockRole;
  }
}

/** How the mock backend answers: as the spec's examples, or as a real server does (see the api-client README). */
export type MockMode = 'lenient' | 'realistic';

/** One client and one chat for every story; the mock backend answers on the same origin. */
export const storyClient = createApiClient({ baseUrl: '' });
export const storyChat = createInMemoryChatTransport({ joinTimeoutMs: 1500 });
/** Uploads go to the mock media host (the `services` handlers); short back-offs keep failing stories quick. */
export const storyUploader = createUploader({ url: cloudinaryUploadUrl('edu-stories'), uploadPreset: 'edu-stories', backoffMs: 50 });

/** The query cache of the current story: made anew for each (see resetStoryWorld); failures are not retried. */
export let storyQueryClient = createTestQueryClient();

/** The kit's view of the mock session: the signed-in user, the admin flag, a token for the chat, the admin's tokens. */
export function sessionFor(role: MockRole): EduSession {
  mockSession.set(role);
  const user = mockSession.current();
  return {
    user: user ? { ...user, id: user.id } : null,
    isAdmin: role === 'admin',
    token: user ? `mock-token-${user.id}` : undefined,
    // The realistic mock backend checks the admin's bearer token, as a real server does.
    ...(role === 'admin' ? { adminTokens: { ...MOCK_ADMIN_TOKENS } } : {}),
  };
}

/** Every story starts from the seeded store, no knobs, the story's session and the toolbar's mock mode. */
export function resetStoryWorld(role: MockRole | undefined, mode: MockMode = 'lenient') {
  resetMocks();
  // Each story starts as a page load does: an empty cache (the viewer's poll votes are in it too).
  storyQueryClient = createTestQueryClient();
  storyChat.reset();
  mockSession.set(role ?? DEFAULT_MOCK_ROLE);
  // After the reset, which turns realistic mode off with every other knob.
  mockControls.realistic(mode === 'realistic');
}

// Stories never leave the preview: navigation and popups are logged instead.
const logNavigate = (url: string, options?: { newTab?: boolean }) => console.info(`[navigate] ${url}${options?.newTab ? ' (new tab)' : ''}`);
const logPopup = (url: string, options: { width: number; height: number }) => console.info(`[popup ${options.width}x${options.height}] ${url}`);

/** The stories' provider, in the pseudo-locale when the toolbar asks or a test switches it on (pseudoSwitch). */
function StoryEduProvider({ pseudo, ...props }: EduProviderProps & { pseudo: boolean }) {
  const switched = useSyncExternalStore(pseudoSwitch.subscribe, pseudoSwitch.get);
  return <EduProvider {...props} messages={pseudo || switched ? pseudoLocaleMessages() : undefined} />;
}

export const withEdu: Decorator = (Story, context) => {
  const mode = (context.globals.theme ?? 'light') as EduThemeMode;
  // A story on a host page (`globals: { host: 'vite-dark' }`) gets that page's CSS and none of the preview's colours.
  const host = context.globals.host as HostPage | undefined;
  const session = sessionFor(context.parameters.session ?? DEFAULT_MOCK_ROLE);
  // The toolbar's language and direction; the pseudo-locale is English turned by `messages` overrides.
  // English is no locale at all, so the stories (and their baselines) stay the kit's default English.
  const chosen = context.globals.locale as string | undefined;
  const pseudo = chosen === 'pseudo';
  const locale = chosen && chosen !== 'en' && !pseudo ? chosen : undefined;
  const dir = context.globals.dir === 'ltr' || context.globals.dir === 'rtl' ? context.globals.dir : undefined;
  return (
    <StoryEduProvider
      client={storyClient}
      queryClient={storyQueryClient}
      session={session}
      chat={storyChat}
      uploader={storyUploader}
      externalJobsEmail={EXTERNAL_JOBS_EMAIL}
      navigate={logNavigate}
      openPopup={logPopup}
      theme={mode}
      locale={locale}
      dir={dir}
      pseudo={pseudo}
    >
      {host ? (
        <HostPageFrame host={host}>
          <Story />
        </HostPageFrame>
      ) : (
        <div
          data-edu-theme={mode}
          style={{ padding: 16, background: 'var(--edu-color-background)', color: 'var(--edu-color-text)' }}
        >
          <Story />
        </div>
      )}
    </StoryEduProvider>
  );
};
