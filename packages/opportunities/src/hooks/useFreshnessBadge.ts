import { useEffect, useState } from 'react';
import { useEdu, useMessages } from '@edupassport/ui/headless';
import { freshnessMessages } from '../messages/freshness';
import { freshnessBandLabel, getFreshnessBand, nextFreshnessChange, type FreshnessBand } from '../rules/freshness';
import { opportunitiesCatalogs } from '../messages/catalogs';

export interface UseFreshnessBadgeResult {
  /** The band: 'new' | 'fresh' | 'week' | 'month' | 'expiring'. */
  band: FreshnessBand;
  /** The badge text, from the messages ('New', 'Fresh', '1 Week', '1 Month', 'Expiring Soon'). */
  label: string;
}

// setTimeout overflows (and fires at once) past about 24.8 days; longer waits are taken in steps.
const MAX_TIMEOUT = 2_147_483_647;

/**
 * The freshness badge of an application deadline. Reads the time from the EduProvider clock and
 * looks again exactly when the band is due to change, so a card left open moves from New to Fresh
 * (and on) without a reload.
 */
export function useFreshnessBadge(applicationDeadline: string | number | Date | null | undefined): UseFreshnessBadgeResult {
  const { clock } = useEdu();
  const messages = useMessages('opportunities', freshnessMessages, opportunitiesCatalogs.loaders);
  const [now, setNow] = useState(() => clock.now());
  const deadlineKey = applicationDeadline instanceof Date ? applicationDeadline.getTime() : applicationDeadline;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const current = clock.now();
      setNow(current);
      const next = nextFreshnessChange(deadlineKey, current);
      if (next === null) return;
      timer = setTimeout(schedule, Math.min(Math.max(next - current, 0), MAX_TIMEOUT));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [clock, deadlineKey]);

  const band = getFreshnessBand(deadlineKey, now);
  return { band, label: freshnessBandLabel(band, messages) };
}
