import { createContext } from 'react';
import type { AdminClient } from '@edupassport/api-client/admin';

/** What `useAdmin()` returns. */
export interface AdminContextValue {
  /** Whether the UI may show admin actions. A convenience only: the server must enforce admin rights. */
  isAdmin: boolean;
  /** The admin client (admin token, one refresh and retry on a 401). */
  client: AdminClient;
  /** Ends the admin session in this UI: forgets the admin tokens and sets isAdmin to false. */
  signOut: () => void;
}

export const AdminContext = createContext<AdminContextValue | null>(null);
