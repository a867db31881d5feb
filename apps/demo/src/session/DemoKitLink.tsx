import { useEffect } from 'react';
import { EDU_QUERY_ROOT, useClearKitData, useEduQueryClient } from '@edupassport/ui';
import { useDemoSession } from './DemoSession';

/**
 * Connects the demo's session (above the kit's provider) to the provider's data: a role switch signs out with the
 * kit's own call, and a reset or a restored world reads the kit's data again. Renders nothing; goes inside EduProvider.
 */
export function DemoKitLink() {
  const { connectKit } = useDemoSession();
  const clear = useClearKitData();
  const queryClient = useEduQueryClient();
  useEffect(
    () =>
      connectKit({
        clear,
        reload: ({ reset = false } = {}) => {
          const kitData = { queryKey: [EDU_QUERY_ROOT] };
          void (reset ? queryClient.resetQueries(kitData) : queryClient.invalidateQueries(kitData));
        },
      }),
    [connectKit, clear, queryClient],
  );
  return null;
}
