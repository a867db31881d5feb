import { useCallback } from 'react';
import type { Id } from '@edupassport/api-client';
import { useEdu } from '@edupassport/ui/headless';
import { useTrackingCall } from './useTrackingCall';

/**
 * View Deal's tracking: records a view and a click of the deal. Never rejects, and never shows anything: a failure
 * is logged, offline the calls wait quietly, and the caller goes on to open the dialog.
 */
export function useDealTracking(): (dealId: Id) => Promise<void> {
  const { client } = useEdu();
  const failure = 'Could not record the deal view or click';
  const { mutateAsync: view } = useTrackingCall((id: Id) => client?.deals.view(id) ?? Promise.resolve(), failure);
  const { mutateAsync: click } = useTrackingCall((id: Id) => client?.deals.click(id) ?? Promise.resolve(), failure);
  return useCallback(
    async (dealId: Id) => {
      if (!client) return;
      // Each failure is logged by its mutation before its promise rejects: settled is all the caller waits for.
      await Promise.allSettled([view(dealId), click(dealId)]);
    },
    [client, view, click],
  );
}
