import { useCallback, useState } from 'react';
import type { ApiError } from '@edupassport/api-client';
import { useApiClient } from '@edupassport/ui/headless';

/** The two availability flags (spec 03 §3). */
export interface Availability {
  isOpenToWork: boolean;
  isOpenToNetwork: boolean;
}

export type AvailabilityFlag = keyof Availability;

export interface UseAvailabilityResult {
  /** The flags as the dialog shows them (the saved ones until toggled). */
  draft: Availability;
  /** Toggles one flag in the draft; the other is untouched. */
  toggle: (flag: AvailabilityFlag) => void;
  /** The flags that differ from the saved ones, in a fixed order (work, then network). */
  changes: AvailabilityFlag[];
  /** Saves only the changed flags; resolves with them (empty when nothing changed); rejects with the ApiError. */
  save: () => Promise<AvailabilityFlag[]>;
  saving: boolean;
  error: ApiError | null;
  /** Back to the saved flags (on close). */
  reset: () => void;
}

/** The flags that differ between two availabilities, work first. */
export function changedFlags(saved: Availability, draft: Availability): AvailabilityFlag[] {
  return (['isOpenToWork', 'isOpenToNetwork'] as const).filter((flag) => saved[flag] !== draft[flag]);
}

/**
 * The availability dialog's logic: two independent flags; Continue sends only the changed ones
 * (`toggleOpenToWork` / `toggleOpenToNetwork` with status) and reports them.
 */
export function useAvailability(saved: Availability, onSaved?: (next: Availability) => void): UseAvailabilityResult {
  const client = useApiClient();
  const [draft, setDraft] = useState<Availability>(saved);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const changes = changedFlags(saved, draft);

  const toggle = useCallback((flag: AvailabilityFlag) => setDraft((previous) => ({ ...previous, [flag]: !previous[flag] })), []);
  const reset = useCallback(() => {
    setDraft(saved);
    setError(null);
  }, [saved]);

  const save = useCallback(async () => {
    const pending = changedFlags(saved, draft);
    if (!pending.length) return pending;
    setSaving(true);
    setError(null);
    try {
      for (const flag of pending) {
        if (flag === 'isOpenToWork') await client.users.toggleOpenToWork({ status: draft.isOpenToWork });
        else await client.users.toggleOpenToNetwork({ status: draft.isOpenToNetwork });
      }
      onSaved?.(draft);
      return pending;
    } catch (reason) {
      setError(reason as ApiError);
      throw reason;
    } finally {
      setSaving(false);
    }
  }, [client, draft, saved, onSaved]);

  return { draft, toggle, changes, save, saving, error, reset };
}
