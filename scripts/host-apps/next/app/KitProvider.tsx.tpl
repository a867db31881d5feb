'use client';

import type { ReactNode } from 'react';
import { createApiClient } from '@edupassport/api-client';
import { EduProvider, type EduUser } from '@edupassport/ui';

// The one client module of the host: a client object (functions) cannot cross from a server component.
// Relative base URL: the mock backend answers under /api on this app (app/api/[...path]/route.ts).
const client = createApiClient({ baseUrl: '' });

export function KitProvider({ user, children }: { user: EduUser | null; children: ReactNode }) {
  return (
    <EduProvider client={client} session={{ user, isAdmin: false }}>
      {children}
    </EduProvider>
  );
}
