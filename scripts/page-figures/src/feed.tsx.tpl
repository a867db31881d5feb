// The feed page: a signed-in member's feed with the Create post button, as a host writes it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@edupassport/api-client';
import { EduProvider } from '@edupassport/ui';
import { CreatePostButton, Feed } from '@edupassport/feed';
import { startBackend } from './backend';

// The mock backend starts before the first render with a promise, as msw's browser guide writes it: with an
// `await` at the top of the entry, Vite 8 (rolldown) leaves every module the page shares with an on-demand part
// out of the page's chunk, in one chunk per mix of parts (7 kit scripts on the feed instead of 3).
void startBackend().then(({ user }) => {
  const client = createApiClient({ baseUrl: '' });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <EduProvider client={client} session={{ user: user as never, isAdmin: false }}>
        <main>
          <h1>Feed</h1>
          <CreatePostButton />
          <Feed />
        </main>
      </EduProvider>
    </StrictMode>,
  );
});
