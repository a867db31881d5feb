'use client';

import type { ReactNode } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import { createApiClient } from '@edupassport/api-client';
import { EduHydrationBoundary, EduProvider } from '@edupassport/ui';

/**
 * The host's own user type, declared as a host does (an interface, not the kit's EduUser): `next build` type-checks
 * this app under `strict`, so the kit must take it as `session.user`.
 */
export interface User {
  id: number;
  full_name: string;
  email: string;
  profile_picture?: string | null;
}

// The one client module of the host: a client object (functions) cannot cross from a server component.
// Relative base URL: the mock backend answers under /api on this app (app/api/[...path]/route.ts).
const client = createApiClient({ baseUrl: '' });

/**
 * The kit's provider as a client component, with what the server prefetched: the page hydrates with that data
 * and does not request it again. The time zone is fixed so the server and the browser write the same dates.
 */
export function KitProvider({ user, state, children }: { user: User | null; state: DehydratedState; children: ReactNode }) {
  return (
    <EduProvider client={client} session={{ user, isAdmin: false }} timeZone="UTC">
      <EduHydrationBoundary state={state}>{children}</EduHydrationBoundary>
    </EduProvider>
  );
}
