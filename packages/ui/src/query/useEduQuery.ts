import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  type DefaultError,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useEduQueryClient } from '../EduProvider/context';
import { EDU_WRITE_META } from './keys';
import { eduQueryDefaults } from './queryClient';

/**
 * The kit's read defaults for what a host's own client leaves unset (a host's client with no `staleTime` would
 * otherwise fetch a server-rendered page again while hydrating). What the host set, and what a hook sets, wins.
 */
function withKitDefaults<T extends object>(queryClient: QueryClient, options: T): T {
  const host = queryClient.getDefaultOptions().queries ?? {};
  const missing: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(eduQueryDefaults.queries)) {
    if ((host as Record<string, unknown>)[name] === undefined) missing[name] = value;
  }
  return { ...missing, ...options };
}

/**
 * `useQuery` on the kit's query client (the EduProvider's, or the host's given to it). The client is handed to
 * TanStack explicitly: the kit neither needs nor replaces a host's own QueryClientProvider.
 */
export function useEduQuery<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  const queryClient = useEduQueryClient();
  return useQuery(withKitDefaults(queryClient, options), queryClient);
}

/** `useInfiniteQuery` on the kit's query client. */
export function useEduInfiniteQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = InfiniteData<TQueryFnData>,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>): UseInfiniteQueryResult<TData, TError> {
  const queryClient = useEduQueryClient();
  return useInfiniteQuery(withKitDefaults(queryClient, options), queryClient);
}

/**
 * `useMutation` on the kit's query client. Offline, a write pauses (TanStack's `networkMode: 'online'`) and is sent
 * once when the connection is back; the provider tells the person it waits.
 */
export function useEduMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  return useMutation({ ...options, meta: { [EDU_WRITE_META]: true, ...options.meta } }, useEduQueryClient());
}
