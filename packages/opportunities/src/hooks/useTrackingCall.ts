import { useMutation } from '@tanstack/react-query';
import { useEduQueryClient } from '@edupassport/ui/headless';

/**
 * A tracking request the person never asked for (an event click, a deal view or click): a write on the kit's query
 * client that is not one of the kit's writes, so offline it waits and is sent once without the provider's "you're
 * offline" notice, and a failure is only logged (`console.warn` with `failure`), never shown.
 */
export function useTrackingCall<TId>(send: (id: TId) => Promise<unknown>, failure: string) {
  return useMutation(
    {
      mutationFn: send,
      onError: (error) => console.warn(failure, error),
    },
    useEduQueryClient(),
  );
}
