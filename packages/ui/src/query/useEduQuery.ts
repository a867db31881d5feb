import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  type DefaultError,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useEduQueryClient } from '../EduProvider/context';

/**
 * `useQuery` on the kit's query client (the EduProvider's, or the host's given to it). The client is handed to
 * TanStack explicitly: the kit neither needs nor replaces a host's own QueryClientProvider.
 */
export function useEduQuery<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  return useQuery(options, useEduQueryClient());
}

/** `useInfiniteQuery` on the kit's query client. */
export function useEduInfiniteQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = InfiniteData<TQueryFnData>,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>): UseInfiniteQueryResult<TData, TError> {
  return useInfiniteQuery(options, useEduQueryClient());
}

/** `useMutation` on the kit's query client. */
export function useEduMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  return useMutation(options, useEduQueryClient());
}
