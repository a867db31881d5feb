import { useCallback } from 'react';
import type { Id } from '@edupassport/api-client';
import { useEdu, useEduMutation } from '@edupassport/ui/headless';

/**
 * View Deal's tracking: records a view and a click of the deal. Never rejects: a failure is logged
 * and the caller goes on to open the dialog.
 */
export function useDealTracking(): (dealId: Id) => Promise<void> {
  const { client } = useEdu();
  const onError = (error: unknown) => console.warn('Could not record the deal view or click', error);
  const { mutateAsync: view } = useEduMutation({ mutationFn: (id: Id) => client?.deals.view(id) ?? Promise.resolve(), onError });
  const { mutateAsync: click } = useEduMutation({ mutationFn: (id: Id) => client?.deals.click(id) ?? Promise.resolve(), onError });
  return useCallback(
    async (dealId: Id) => {
      if (!client) return;
      // Each failure is logged by its mutation before its promise rejects: settled is all the caller waits for.
      await Promise.allSettled([view(dealId), click(dealId)]);
    },
    [client, view, click],
  );
}
