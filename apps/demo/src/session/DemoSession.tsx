import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { EduSession } from '@edupassport/ui';
import { mockSessionFor, type DemoRole, type MockModule } from '../admin/mockWorld';

/** The roles of the switcher, in the order the header lists them. */
export const demoRoles: ReadonlyArray<{ role: DemoRole; label: string }> = [
  { role: 'anonymous', label: 'Anonymous visitor' },
  { role: 'member', label: 'Member (educator)' },
  { role: 'postAuthor', label: 'Post author' },
  { role: 'employer', label: 'Employer' },
  { role: 'businessOwner', label: 'Business owner' },
  { role: 'admin', label: 'Admin' },
];

/** Where the chosen role is kept across reloads. */
export const ROLE_STORAGE_KEY = 'edupassport-demo:role';

export function isDemoRole(value: unknown): value is DemoRole {
  return demoRoles.some((r) => r.role === value);
}

function storedRole(): DemoRole | null {
  try {
    const value = typeof window === 'undefined' ? null : window.localStorage.getItem(ROLE_STORAGE_KEY);
    return isDemoRole(value) ? value : null;
  } catch {
    return null;
  }
}

function storeRole(role: DemoRole): void {
  try {
    window.localStorage.setItem(ROLE_STORAGE_KEY, role);
  } catch {
    // Private modes may refuse storage: the role then lasts until the reload.
  }
}

export interface DemoSessionValue {
  /** The mock backend's module; null when the demo talks to a real backend. */
  mocks: MockModule | null;
  /** Who the demo is viewed as (on a real backend, always what the host's session says). */
  role: DemoRole;
  /** The kit's session for the role; undefined on a real backend. */
  session: EduSession | undefined;
  /** Switches the role for the mock server and the kit, and keeps it across reloads. */
  setRole(role: DemoRole): void;
  /** Reseeds the mock backend and reloads every page's data, keeping the role. */
  reset(): void;
  /** Grows with each role change and reset, so pages can remount and load again. */
  version: number;
  /** The mock backend is still starting: the role is the stored one and cannot change yet. */
  booting: boolean;
}

const DemoSessionContext = createContext<DemoSessionValue | null>(null);

export interface DemoSessionProviderProps {
  /** The mock backend's module; none when the demo talks to a real backend. */
  mocks?: MockModule;
  /** The mock backend is still starting (its module arrives with a remount); default false. */
  booting?: boolean;
  children: ReactNode;
}

/**
 * The demo's role switch: one role for the mock server (mockSession) and for the kit (the session given
 * to EduProvider), kept in localStorage. `?as=<role>` in the address overrides it (the admin area's
 * links use it).
 */
export function DemoSessionProvider({ mocks, booting = false, children }: DemoSessionProviderProps) {
  const [search] = useSearchParams();
  const asParam = search.get('as');
  const [role, setRoleState] = useState<DemoRole>(() => {
    const initial = isDemoRole(asParam) ? asParam : (storedRole() ?? mocks?.mockSession.role() ?? 'member');
    // Set before the first render's children load, so their first requests already go out as this role.
    mocks?.mockSession.set(initial);
    return initial;
  });
  const [version, setVersion] = useState(0);

  const setRole = useCallback(
    (next: DemoRole) => {
      if (!mocks) return;
      storeRole(next);
      if (mocks.mockSession.role() === next) return;
      mocks.mockSession.set(next);
      setRoleState(next);
      setVersion((v) => v + 1);
    },
    [mocks],
  );

  // Only a new `?as=` applies (the header's switcher wins while the address keeps an old one). Applied
  // while rendering, not in an effect, so the pages below never load once as the old role.
  const [appliedAs, setAppliedAs] = useState(asParam);
  if (asParam !== appliedAs) {
    setAppliedAs(asParam);
    if (mocks && isDemoRole(asParam) && asParam !== role) {
      mocks.mockSession.set(asParam);
      storeRole(asParam);
      setRoleState(asParam);
      setVersion((v) => v + 1);
    }
  }
  // The first `?as=` was applied by the initial state; keep it like a switch.
  useEffect(() => {
    if (isDemoRole(appliedAs)) storeRole(appliedAs);
  }, [appliedAs]);

  const reset = useCallback(() => {
    if (!mocks) return;
    mocks.resetMocks();
    mocks.mockSession.set(role);
    setVersion((v) => v + 1);
  }, [mocks, role]);

  // version: a reset reseeds the store, so the signed-in user's record is read again.
  const session = useMemo(
    () => (mocks && version >= 0 ? mockSessionFor(mocks, role) : undefined),
    [mocks, role, version],
  );

  const value = useMemo<DemoSessionValue>(
    () => ({ mocks: mocks ?? null, role, session, setRole, reset, version, booting }),
    [mocks, role, session, setRole, reset, version, booting],
  );
  return <DemoSessionContext.Provider value={value}>{children}</DemoSessionContext.Provider>;
}

export function useDemoSession(): DemoSessionValue {
  const value = useContext(DemoSessionContext);
  if (!value) throw new Error('useDemoSession needs a DemoSessionProvider');
  return value;
}
