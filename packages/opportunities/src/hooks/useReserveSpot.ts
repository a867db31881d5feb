import { useCallback } from 'react';
import type { EduEvent } from '@edupassport/api-client';
import { toSafeUrl, useEdu } from '@edupassport/ui/headless';
import { useTrackingCall } from './useTrackingCall';

/** The size of the event's registration popup. */
export const EVENT_POPUP_SIZE = { width: 600, height: 600 } as const;

export interface UseReserveSpotResult {
  /** The event link when it is a safe http(s) URL, else null (and Reserve Spot has nothing to open). */
  url: string | null;
  /** Records the click (unless static) and opens the link in a 600x600 popup. */
  reserve: () => void;
}

/**
 * Reserve Spot: records an event click (not in static mode; a failure is only logged, offline it waits quietly), then
 * opens event_link in a 600x600 popup through the host's `openPopup`, only if `toSafeUrl` accepts it.
 * The popup opens in the same task as the click so browsers do not block it; the click request has
 * already been sent by then.
 */
export function useReserveSpot(event: Pick<EduEvent, 'id' | 'event_link'>, { staticMode = false }: { staticMode?: boolean | undefined } = {}): UseReserveSpotResult {
  const { client, openPopup } = useEdu();
  const url = toSafeUrl(event.event_link ?? '');
  const { mutate: recordClick } = useTrackingCall(
    (id: EduEvent['id']) => (client ? client.events.click(id) : Promise.resolve()),
    'Could not record the event click',
  );
  const reserve = useCallback(() => {
    if (!url) return;
    if (!staticMode && client) recordClick(event.id);
    openPopup(url, EVENT_POPUP_SIZE);
  }, [client, event.id, openPopup, recordClick, staticMode, url]);
  return { url, reserve };
}
