// The educator profile page: the signed-in educator's own profile.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@edupassport/api-client';
import { EduProvider } from '@edupassport/ui';
import { EducatorProfilePage } from '@edupassport/profiles';
import { startBackend } from './backend';

const { user } = await startBackend();
const client = createApiClient({ baseUrl: '' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <EduProvider client={client} session={{ user: user as never, isAdmin: false }}>
      <main>
        <EducatorProfilePage userId={user.id} />
      </main>
    </EduProvider>
  </StrictMode>,
);
