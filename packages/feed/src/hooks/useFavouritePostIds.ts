import { useMemo } from 'react';
import type { ApiClient, Post } from '@edupassport/api-client';
import { useApiClient, useEdu, useEduQuery } from '@edupassport/ui/headless';
import { favouritesQueryOptions } from './postQueries';

export interface UseFavouritePostIdsResult {
  /** The favourite posts' ids (as strings); empty until loaded, for a visitor, or when the load failed. */
  ids: ReadonlySet<string>;
  isFavourite: (postId: Post['id']) => boolean;
}

const none: ReadonlySet<string> = new Set();

/**
 * The signed-in user's favourite post ids, from the page's one favourites query (`feedKeys.favorites(userId)`):
 * every card and list reads the same request. A failed load is only logged: every heart starts empty.
 */
export function useFavouritePostIds(options: { enabled?: boolean | undefined; client?: ApiClient | undefined } = {}): UseFavouritePostIdsResult {
  const client = useApiClient(options.client);
  const userId = useEdu().session.user?.id;
  const { data } = useEduQuery({
    ...favouritesQueryOptions(client, userId ?? ''),
    enabled: userId !== undefined && options.enabled !== false,
  });
  const ids = useMemo(() => (data ? new Set(data.map((p) => String(p.id))) : none), [data]);
  return useMemo(() => ({ ids, isFavourite: (postId) => ids.has(String(postId)) }), [ids]);
}
