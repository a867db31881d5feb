import type { ReactNode } from 'react';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { useEduQueryClient } from '../EduProvider/context';

export interface EduHydrationBoundaryProps {
  /** What the server prefetched: `dehydrate(queryClient)` of the client the prefetch helpers filled. */
  state: DehydratedState | null | undefined;
  children?: ReactNode | undefined;
}

/**
 * Puts a server render's prefetched data into the kit's query client (inside an EduProvider), so the page hydrates
 * with the data the HTML shows and does not request it again. A host that passes its own `queryClient` to EduProvider
 * may use TanStack's `HydrationBoundary` instead.
 */
export function EduHydrationBoundary({ state, children }: EduHydrationBoundaryProps) {
  return (
    <HydrationBoundary state={state} queryClient={useEduQueryClient()}>
      {children}
    </HydrationBoundary>
  );
}
