import type { ApiClient, Id, UserProfile } from '@edupassport/api-client';
import { useApiClient, useEduMutation, useEduQueryClient, useErrorText, useReportError } from '@edupassport/ui/headless';
import { useBusinessDelete } from './useBusinessDelete';
import { readBackOwnProfile } from './businessProfileQuery';

export interface UseBusinessListOptions<I extends object, T extends I & { id: Id }> {
  /** The saved items. Required. */
  items: T[];
  /** Called with the list after a delete or a save; default none. */
  onItemsChange?: ((items: T[]) => void) | undefined;
  /** What an item sends when the list is saved again. Required. */
  toInput: (item: T) => I;
  /** Deletes one item by id. Required. */
  deleteItem: (client: ApiClient, id: Id, signal?: AbortSignal) => Promise<unknown>;
  /** Replaces the whole list (the spec's PUT). Required. */
  replace: (client: ApiClient, inputs: I[], signal?: AbortSignal) => Promise<unknown>;
  /** Reads the saved list from the reloaded user, for the new items' ids. Required. */
  pick: (user: UserProfile) => T[];
  /** The signed-in user's profile without the item, so the business page shows the delete at once; default none. */
  drop?: ((user: UserProfile, id: Id) => UserProfile) | undefined;
  /** Turns a save failure's reason into the text the dialog shows. Required. */
  saveFailed: (reason: string) => string;
}

export interface UseBusinessListResult<I extends object, T extends I & { id: Id }> {
  /** Deletes an item by id; resolves true when it went. A failure is kept in `deleteError`. */
  remove: (item: T) => Promise<boolean>;
  /** The id being deleted, or null. */
  deletingId: Id | null;
  /** The readable reason of the last failed delete, or null. */
  deleteError: string | null;
  /** Forgets the failed delete (when Edit mode ends). */
  clearDeleteError: () => void;
  /**
   * Saves the saved items plus `added` (the PUT replaces the list), then reloads the user for the new ids.
   * Rejects with a readable Error on failure, so the dialog stays open with the input and says why.
   */
  save: (added: I[]) => Promise<void>;
}

/**
 * A business list saved as a whole and deleted by id (credentials, links): the spec only logged these
 * failures; issue 10 keeps the dialog open with the input and shows why. A delete takes the item off the
 * shared business profile at once (with `drop`) and puts it back if it fails.
 */
export function useBusinessList<I extends object, T extends I & { id: Id }>(options: UseBusinessListOptions<I, T>): UseBusinessListResult<I, T> {
  const { items, onItemsChange, toInput, deleteItem, replace, pick, drop, saveFailed } = options;
  const deleter = useBusinessDelete<T>({
    kind: 'list-delete',
    deleteFn: (client, item) => deleteItem(client, item.id),
    ...(drop ? { drop: (user: UserProfile, item: T) => drop(user, item.id) } : {}),
  });
  const client = useApiClient();
  const saveAndReload = useSaveAndReload(saveFailed);

  const remove = async (item: T) => {
    const ok = await deleter.remove(item);
    if (ok) onItemsChange?.(items.filter((each) => each.id !== item.id));
    return ok;
  };

  const save = async (added: I[]) => {
    // New items get their ids from the reload; if it fails they show now and get ids on the next load.
    const fallback = [...items, ...added.map((input, i) => ({ ...input, id: `new-${i}` }) as T)];
    onItemsChange?.(await saveAndReload((signal) => replace(client, [...items.map(toInput), ...added], signal), pick, fallback));
  };

  return { remove, deletingId: deleter.deleting?.id ?? null, deleteError: deleter.error, clearDeleteError: deleter.clearError, save };
}

/**
 * Runs a save (a mutation), then reads the signed-in user back into the shared cache and picks the saved data
 * from it (the save answers carry no shape the UI may rely on). Resolves to the picked data, or `fallback` when
 * only the read failed; rejects with a readable Error (through `saveFailed`) when the save failed.
 */
export function useSaveAndReload(saveFailed: (reason: string) => string) {
  const client = useApiClient();
  const queryClient = useEduQueryClient();
  const report = useReportError('profiles/useSaveAndReload');
  const errorText = useErrorText();
  const { mutateAsync } = useEduMutation<UserProfile | undefined, unknown, (signal?: AbortSignal) => Promise<unknown>>({
    mutationFn: async (write) => {
      await write();
      return readBackOwnProfile(queryClient, client);
    },
    onError: report,
  });
  return async <R>(write: (signal?: AbortSignal) => Promise<unknown>, pick: (user: UserProfile) => R, fallback: R): Promise<R> => {
    let user: UserProfile | undefined;
    try {
      user = await mutateAsync(write);
    } catch (error) {
      throw new Error(saveFailed(errorText(error)));
    }
    return user ? pick(user) : fallback;
  };
}
