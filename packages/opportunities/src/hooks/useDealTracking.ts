import { useCallback } from 'react';
import type { Id } from '@edupassport/api-client';
import { useEdu } from '@edupassport/ui/headless';

/**
 * View Deal's tracking: records a view and a click of the deal. Never rejects: a failure is logged
 * and the caller goes on to open the dialog (spec 02 §4, §8).
 */
export function useDealTracking(): (dealId: Id) => Promise<void> {
  const { client } = useEdu();
  return useCallback(
    async (dealId: Id) => {
      if (!client) return;
      const results = await Promise.allSettled([client.deals.view(dealId), client.deals.click(dealId)]);
      for (const result of results) {
        if (result.status === 'rejected') console.warn('Could not record the deal view or click', result.reason);
      }
    },
    [client],
  );
}
