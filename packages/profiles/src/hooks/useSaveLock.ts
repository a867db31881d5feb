import { useCallback, useEffect, useRef, useState } from 'react';
import { SAVE_LOCK_MS } from './educatorRules';

export interface UseSaveLockResult {
  /** True from a `lock()` until `ms` have passed. */
  locked: boolean;
  /** Starts (or restarts) the lock. */
  lock: () => void;
}

/** A button lock that holds for `ms` after each submit (the key details Save, 1 s). */
export function useSaveLock(ms: number = SAVE_LOCK_MS): UseSaveLockResult {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const lock = useCallback(() => {
    clearTimeout(timer.current);
    setLocked(true);
    timer.current = setTimeout(() => setLocked(false), ms);
  }, [ms]);
  return { locked, lock };
}
