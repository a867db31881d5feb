export { createEduQueryClient, eduQueryDefaults, isRetryableError, readRetryDelay, shouldRetryRead } from './queryClient';
export { EDU_QUERY_ROOT, uiKeys } from './keys';
export { useEduQuery, useEduInfiniteQuery, useEduMutation } from './useEduQuery';
export { useOptimisticMutation } from './useOptimisticMutation';
export { mayHaveLanded, sendOrReadBack } from './landed';
export type { OptimisticChange, OptimisticMutationOptions, OptimisticSnapshot } from './useOptimisticMutation';
export { EduHydrationBoundary } from './EduHydrationBoundary';
export type { EduHydrationBoundaryProps } from './EduHydrationBoundary';
