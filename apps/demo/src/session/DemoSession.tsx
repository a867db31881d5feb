import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { EduSession } from '@edupassport/ui';
import { mockSessionFor, type DemoRole, type MockModule } from '../admin/mockWorld';
import { keepChoice, readChoice } from '../header/storedChoice';
import { demoTexts } from '../language/demoText';
import { localizePictures } from '../mocks/localPictures';
import { forgetWorld, restoreWorld, startedFromStoredWorld, WORLD_STORAGE_KEY } from '../mocks/world';

/** The roles of the switcher, in the order the header lists them. */
export const demoRoles: ReadonlyArray<{ role: DemoRole; label: string }> = (
  ['anonymous', 'member', 'postAuthor', 'employer', 'businessOwner', 'admin'] as const
).map((role) => ({ role, label: demoTexts.en.roles[role] }));

/** Where the chosen role is kept across reloads. */
export const ROLE_STORAGE_KEY = 'edupassport-demo:role';

/** Where the "Realistic server" switch is kept across reloads. */
export const REALISTIC_STORAGE_KEY = 'edupassport-demo:realistic';

export function isDemoRole(value: unknown): value is DemoRole {
  return demoRoles.some((r) => r.role === value);
}

/** A choice of the demo's header that an address can set (`?as=`, `?realistic=`) and that is kept across reloads. */
interface DemoSetting<T extends string | boolean> {
  /** The query parameter that sets it. */
  param: string;
  /** Where it is kept across reloads. */
  storageKey: string;
  /** Reads a query or stored value; null when it is not one. */
  parse(value: string | null): T | null;
  /** The choice when neither the address nor the storage holds one. */
  fallback(mocks: MockModule | undefined): T;
  /** Makes the mock backend follow the choice. */
  apply(mocks: MockModule, value: T): void;
}

const roleSetting: DemoSetting<DemoRole> = {
  param: 'as',
  storageKey: ROLE_STORAGE_KEY,
  parse: (value) => (isDemoRole(value) ? value : null),
  fallback: (mocks) => mocks?.mockSession.role() ?? 'member',
  apply: (mocks, role) => mocks.mockSession.set(role),
};

const realisticSetting: DemoSetting<boolean> = {
  param: 'realistic',
  storageKey: REALISTIC_STORAGE_KEY,
  parse: (value) => (value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : null),
  fallback: () => false,
  apply: (mocks, on) => void mocks.mockControls.realistic(on),
};

/**
 * One setting's state: from the address, else the storage, else its fallback; applied to the mock backend before the
 * first render's children load, so their first requests already see it. `onChange` runs on every change.
 */
function useDemoSetting<T extends string | boolean>(
  setting: DemoSetting<T>,
  mocks: MockModule | undefined,
  onChange: () => void,
  deferred: { until: boolean } | undefined,
  beforeSwitch?: () => void,
): [T, (next: T) => void] {
  const [search] = useSearchParams();
  const param = search.get(setting.param);
  const wanted = () => setting.parse(param) ?? setting.parse(readChoice(setting.storageKey));
  const [value, setValue] = useState<T>(() => {
    // A prerendered page hydrates as the build rendered it: the fallback, whatever the address or storage say.
    const initial = (deferred ? null : wanted()) ?? setting.fallback(mocks);
    if (mocks) setting.apply(mocks, initial);
    return initial;
  });

  // ...and once the mock backend runs, the visitor's own choice applies like a change in the header.
  const [settled, setSettled] = useState(!deferred);
  if (!settled && deferred && !deferred.until) {
    setSettled(true);
    const next = wanted();
    if (mocks && next !== null && next !== value) {
      setting.apply(mocks, next);
      setValue(next);
      onChange();
    }
  }

  const set = useCallback(
    (next: T) => {
      if (!mocks) return;
      // Before the storage says so: other tabs follow the stored choice, and must find the old data gone already.
      if (next !== value) beforeSwitch?.();
      keepChoice(setting.storageKey, String(next));
      if (next === value) return;
      setting.apply(mocks, next);
      setValue(next);
      onChange();
    },
    [mocks, setting, value, onChange, beforeSwitch],
  );

  // Another tab switched: this one follows (that tab cleared the kit's data in every tab before it stored the choice).
  useEffect(() => {
    if (!mocks) return;
    const follow = (event: StorageEvent) => {
      if (event.key !== setting.storageKey) return;
      const next = setting.parse(event.newValue);
      if (next === null || next === value) return;
      setting.apply(mocks, next);
      setValue(next);
      onChange();
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [mocks, setting, value, onChange]);

  // Only a new query value applies (the header's controls win while the address keeps an old one). Applied
  // while rendering, not in an effect, so the pages below never load once with the old choice.
  const [appliedParam, setAppliedParam] = useState(param);
  const [switchesByAddress, setSwitchesByAddress] = useState(0);
  const signedOutFor = useRef(0);
  if (param !== appliedParam) {
    setAppliedParam(param);
    const next = setting.parse(param);
    if (mocks && next !== null && next !== value) {
      // Signed out once this render is done: clearing the kit's data notifies other components, never during a render.
      setSwitchesByAddress((n) => n + 1);
      setting.apply(mocks, next);
      keepChoice(setting.storageKey, String(next));
      setValue(next);
      onChange();
    }
  }
  useLayoutEffect(() => {
    if (signedOutFor.current === switchesByAddress) return;
    signedOutFor.current = switchesByAddress;
    beforeSwitch?.();
  }, [switchesByAddress, beforeSwitch]);

  // The first query value was applied by the initial state; keep it like a choice made in the header.
  useEffect(() => {
    const first = setting.parse(appliedParam);
    if (first !== null) keepChoice(setting.storageKey, String(first));
  }, [appliedParam, setting]);

  return [value, set];
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
  /** Whether the mock backend answers like a real server (bare 2xx answers, a malformed item in lists, admin tokens checked). */
  realistic: boolean;
  /** Switches the mock backend's realistic mode, and keeps it across reloads. */
  setRealistic(on: boolean): void;
  /** Reseeds the mock backend and reloads every page's data, keeping the role. */
  reset(): void;
  /** Grows with each role change and reset, so pages can remount and load again. */
  version: number;
  /** Lets the kit's provider (below this one) sign out and reload its data for the session; returns the disconnect. */
  connectKit(kit: DemoKit): () => void;
}

/** What the session asks of the kit's provider: its data cleared (a sign-out), or read again from the backend. */
export interface DemoKit {
  /** The kit's sign-out: `clearKitData` (cache, waiting writes, drafts), in every tab. */
  clear(): void;
  /** Reads everything the kit shows again: `reset` drops it first (a reseed), else it stays until the new data arrives. */
  reload(options?: { reset?: boolean }): void;
}

const DemoSessionContext = createContext<DemoSessionValue | null>(null);

// Apart from the session: when the backend starts, only the header's controls render again, not every page below.
const DemoBootingContext = createContext(false);

export interface DemoSessionProviderProps {
  /** The mock backend's module; none when the demo talks to a real backend. */
  mocks?: MockModule;
  /** The mock backend is still starting (its module arrives with a remount); default false. */
  booting?: boolean;
  /**
   * The page was prerendered: start from the fallback role and mode (what the build rendered, so hydration
   * matches) and apply the address's or the stored ones once `booting` ends; default false.
   */
  prerendered?: boolean;
  children: ReactNode;
}

/**
 * The demo's role switch: one role for the mock server (mockSession) and for the kit (the session given
 * to EduProvider), kept in localStorage. `?as=<role>` in the address overrides it (the admin area's
 * links use it). The mock backend's realistic mode is kept the same way (`?realistic=1`).
 */
export function DemoSessionProvider({ mocks, booting = false, prerendered = false, children }: DemoSessionProviderProps) {
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const deferred = prerendered ? { until: booting } : undefined;
  const kit = useRef<DemoKit | null>(null);
  const connectKit = useCallback((next: DemoKit) => {
    kit.current = next;
    return () => {
      if (kit.current === next) kit.current = null;
    };
  }, []);
  // A role switch is a sign-out and a sign-in: the previous user's data goes first, as the kit's README asks.
  const signOut = useCallback(() => kit.current?.clear(), []);
  const [role, setRole] = useDemoSetting(roleSetting, mocks, reload, deferred, signOut);
  const [realistic, setRealistic] = useDemoSetting(realisticSetting, mocks, reload, deferred);

  const reset = useCallback(() => {
    if (!mocks) return;
    // resetMocks() also turns every knob off, realistic mode included: the header's choices apply again (the seed's
    // pictures are localized by prepareMocks' listener).
    mocks.resetMocks();
    forgetWorld();
    roleSetting.apply(mocks, role);
    realisticSetting.apply(mocks, realistic);
    kit.current?.reload({ reset: true });
    reload();
  }, [mocks, role, realistic, reload]);

  // A prerendered page shows the seed's world; once the backend runs from a stored one, the page reads it again.
  const [worldSettled, setWorldSettled] = useState(!prerendered);
  if (!worldSettled && !booting) {
    setWorldSettled(true);
    if (startedFromStoredWorld()) reload();
  }
  // Reset, not just read again: the seed's posts were never this world's, so a live list must not keep their order
  // and offer this world's newest posts as new ones.
  useEffect(() => {
    if (worldSettled && prerendered && startedFromStoredWorld()) kit.current?.reload({ reset: true });
  }, [worldSettled, prerendered]);

  // Another tab wrote to its world: this tab's store takes it (its own next write would undo that one otherwise) and
  // the kit reads it again, quietly: what this tab is doing (a draft being typed) stays.
  useEffect(() => {
    if (!mocks) return;
    const follow = (event: StorageEvent) => {
      if (event.key !== WORLD_STORAGE_KEY) return;
      if (event.newValue === null) mocks.resetMocks();
      else if (!restoreWorld(mocks)) return;
      localizePictures(mocks.mockStore, import.meta.env.BASE_URL);
      roleSetting.apply(mocks, role);
      realisticSetting.apply(mocks, realistic);
      kit.current?.reload();
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [mocks, role, realistic]);

  // version: a reset reseeds the store, so the signed-in user's record is read again.
  // Until the backend runs, a prerendered page's user is the seed's, read without seeding the whole store: the
  // page's data is in its prerendered cache, and seeding it all before hydrating kept a phone busy.
  // The same object while it holds the same: the backend's start must not render the hydrated page again.
  const fromSeed = prerendered && booting;
  const computed = useMemo(
    () => (mocks && version >= 0 ? mockSessionFor(mocks, role, { fromSeed }) : undefined),
    [mocks, role, version, fromSeed],
  );
  const [kept, setKept] = useState({ from: computed, session: computed });
  let session = kept.session;
  if (kept.from !== computed) {
    session = session && computed && JSON.stringify(session) === JSON.stringify(computed) ? session : computed;
    setKept({ from: computed, session });
  }

  const value = useMemo<DemoSessionValue>(
    () => ({ mocks: mocks ?? null, role, session, setRole, realistic, setRealistic, reset, version, connectKit }),
    [mocks, role, session, setRole, realistic, setRealistic, reset, version, connectKit],
  );
  return (
    <DemoSessionContext.Provider value={value}>
      <DemoBootingContext.Provider value={booting}>{children}</DemoBootingContext.Provider>
    </DemoSessionContext.Provider>
  );
}

/** Whether the mock backend is still starting: the role is the stored one and cannot change yet. */
export function useDemoBooting(): boolean {
  return useContext(DemoBootingContext);
}

export function useDemoSession(): DemoSessionValue {
  const value = useContext(DemoSessionContext);
  if (!value) throw new Error('useDemoSession needs a DemoSessionProvider');
  return value;
}
