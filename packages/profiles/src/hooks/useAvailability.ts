import { useCallback, useState } from 'react';
import type { ApiError } from '@edupassport/api-client';
import { useApiClient, useEduMutation, useEduQuery, useEduQueryClient } from '@edupassport/ui/headless';
import { profileKeys } from '../queryKeys';
import { setOwnProfile } from './ownProfile';
import { educatorProfileQueryOptions } from './profileQueries';

/** The two availability flags. */
export interface Availability {
  isOpenToWork: boolean;
  isOpenToNetwork: boolean;
}

export type AvailabilityFlag = keyof Availability;

export interface UseAvailabilityResult {
  /**
   * The flags the server has as far as this hook knows: for the owner, the signed-in user's cached profile when the page
   * holds it (every save goes there); otherwise the `saved` argument, updated by every call that succeeded.
   */
  known: Availability;
  /** The flags as the dialog shows them (the known ones until toggled). */
  draft: Availability;
  /** Toggles one flag in the draft; the other is untouched. */
  toggle: (flag: AvailabilityFlag) => void;
  /** The flags that differ from the known ones, in a fixed order (work, then network). */
  changes: AvailabilityFlag[];
  /**
   * Saves only the changed flags, each call on its own; resolves with them (empty when nothing changed). When a call
   * fails, `known` and the draft take what the server has (the flags that did save), `onSaved` hears of those, and
   * it rejects with the first ApiError.
   */
  save: () => Promise<AvailabilityFlag[]>;
  saving: boolean;
  error: ApiError | null;
  /** Back to the known flags (on close). */
  reset: () => void;
}

/** The flags that differ between two availabilities, work first. */
export function changedFlags(saved: Availability, draft: Availability): AvailabilityFlag[] {
  return (['isOpenToWork', 'isOpenToNetwork'] as const).filter((flag) => saved[flag] !== draft[flag]);
}

function sameFlags(a: Availability, b: Availability): boolean {
  return changedFlags(a, b).length === 0;
}

const FIELDS = { isOpenToWork: 'open_to_work', isOpenToNetwork: 'open_to_network' } as const;

/**
 * The availability dialog's logic: two independent flags; Continue sends only the changed ones
 * (`toggleOpenToWork` / `toggleOpenToNetwork` with status) and reports them. Each flag that saved is also put into
 * the signed-in user's cached profile.
 */
export function useAvailability(
  saved: Availability,
  onSaved?: (next: Availability) => void,
  { own = false }: { own?: boolean | undefined } = {},
): UseAvailabilityResult {
  const client = useApiClient();
  const queryClient = useEduQueryClient();
  // The owner's flags as the cache holds them (read, never fetched here): where they are, the cache is the only route.
  const { data: ownProfile } = useEduQuery({ ...educatorProfileQueryOptions(client), enabled: false });
  const cached: Availability | undefined =
    own && ownProfile ? { isOpenToWork: ownProfile.user.open_to_work, isOpenToNetwork: ownProfile.user.open_to_network } : undefined;
  const toggleFlag = useEduMutation<void, ApiError, { flag: AvailabilityFlag; status: boolean }>({
    mutationKey: profileKeys.ownProfileWrite(),
    mutationFn: ({ flag, status }) => (flag === 'isOpenToWork' ? client.users.toggleOpenToWork({ status }) : client.users.toggleOpenToNetwork({ status })),
    onSuccess: (_answer, { flag, status }) => setOwnProfile(queryClient, { [FIELDS[flag]]: status }),
  });
  const { mutateAsync } = toggleFlag;
  // Flags a host passes from its own data: a save is shown until the host's next `saved` (heard through `onSaved`).
  const [hostKnown, setKnown] = useState<Availability>(saved);
  const known = cached ?? hostKnown;
  const fromCache = cached !== undefined;
  const [draft, setDraft] = useState<Availability>(known);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  // New flags from the host (a reload, another tab's change) replace what this hook knew.
  const [previousSaved, setPreviousSaved] = useState(saved);
  if (!sameFlags(previousSaved, saved)) {
    setPreviousSaved(saved);
    setKnown(saved);
  }
  // A save elsewhere (another section of the owner's profile) moves the closed dialog's switches too.
  const [previousKnown, setPreviousKnown] = useState(known);
  if (!saving && !sameFlags(previousKnown, known)) {
    setPreviousKnown(known);
    setDraft(known);
  }
  const changes = changedFlags(known, draft);

  const toggle = useCallback((flag: AvailabilityFlag) => setDraft((previous) => ({ ...previous, [flag]: !previous[flag] })), []);
  const reset = useCallback(() => {
    setDraft(known);
    setError(null);
  }, [known]);

  const save = useCallback(async () => {
    const pending = changedFlags(known, draft);
    if (!pending.length) return pending;
    setSaving(true);
    setError(null);
    const stored: Availability = { ...known };
    let failure: unknown = null;
    for (const flag of pending) {
      try {
        await mutateAsync({ flag, status: draft[flag] });
        stored[flag] = draft[flag];
      } catch (reason) {
        failure ??= reason;
      }
    }
    setSaving(false);
    if (!fromCache) setKnown(stored);
    if (failure) {
      // The switches show what the server has: the flags that saved, the others as they were.
      setDraft(stored);
      setError(failure as ApiError);
      if (!sameFlags(stored, known)) onSaved?.(stored);
      throw failure;
    }
    onSaved?.(stored);
    return pending;
  }, [mutateAsync, draft, known, fromCache, onSaved]);

  return { known, draft, toggle, changes, save, saving, error, reset };
}
