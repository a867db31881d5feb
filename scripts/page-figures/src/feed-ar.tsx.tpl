// The feed page in Arabic: the feed page with locale="ar", so the Arabic catalogs download on top.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@edupassport/api-client';
import { EduProvider } from '@edupassport/ui';
import { CreatePostButton, Feed } from '@edupassport/feed';
import { startBackend } from './backend';

const { user } = await startBackend();
const client = createApiClient({ baseUrl: '' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <EduProvider locale="ar" client={client} session={{ user: user as never, isAdmin: false }}>
      <main>
        <h1>Feed</h1>
        <CreatePostButton />
        <Feed />
      </main>
    </EduProvider>
  </StrictMode>,
);
