import { useCallback, useState } from 'react';
import type { UseMutationOptions } from '@tanstack/react-query';
import { isApiError } from '@edupassport/api-client';
import { EDU_QUERY_ROOT, useEdu, useEduMutation, useMessages } from '@edupassport/ui/headless';
import { useLatest } from '@edupassport/internal/useLatest';
import { useAdmin } from '../AdminProvider/useAdmin';
import { adminDeleteMessages } from '../messages/delete';
import { adminCatalogs } from '../messages/catalogs';

/** The admin client's delete of a job. */
export type AdminJobDelete = (jobId: string | number) => Promise<void>;

/** A package's or host's delete write around the admin client's call: its mutation key and what it does to the cache. */
export type AdminDeleteJobMutation = (send: AdminJobDelete) => UseMutationOptions<void, Error, string | number>;

export interface UseAdminDeleteJobOptions {
  /** The job to delete. Required. */
  jobId: string | number;
  /** Called with the job's id after the server deleted it (a notification: the cache already shows it); default none. */
  onDeleted?: ((jobId: string | number) => void) | undefined;
  /**
   * The delete as the caller's `mutationOptions`, given the admin client's call (the opportunities' cards pass theirs,
   * which takes the job out of every list and card); default one that reads the opportunities' cached reads again.
   */
  mutation?: AdminDeleteJobMutation | undefined;
}

export interface UseAdminDeleteJobResult {
  /** Whether the confirmation is open. */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Asks to delete: a non-admin gets the 'Admin privileges required to delete jobs' toast and false; an admin gets the confirmation and true. */
  request: () => boolean;
  /**
   * Deletes through the admin client: toast and onDeleted on success; rejects with 'Admin privileges required to delete
   * jobs' when the server refuses (401/403), with 'Failed to delete job. Please try again.' otherwise.
   */
  confirm: () => Promise<void>;
}

/**
 * Where the opportunities package keeps its cached reads. admin-kit cannot depend on it (it sits below), so a delete
 * reads everything under this prefix again rather than editing its lists.
 */
const OPPORTUNITIES_QUERY_PREFIX = [EDU_QUERY_ROOT, 'opportunities'] as const;

/** The admin job delete without its UI: the admin check, the confirmation state and the call. */
export function useAdminDeleteJob({ jobId, onDeleted, mutation }: UseAdminDeleteJobOptions): UseAdminDeleteJobResult {
  const { isAdmin, client } = useAdmin();
  const { toast } = useEdu();
  const m = useMessages('admin', adminDeleteMessages, adminCatalogs.loaders);
  const [open, setOpen] = useState(false);
  const latest = useLatest({ jobId, onDeleted, isAdmin, toast, m });
  // Through the admin client: it carries the admin token and refreshes it once on a 401.
  const send: AdminJobDelete = (id) => client.jobs.delete(id);
  const { mutateAsync: deleteJob } = useEduMutation(
    mutation?.(send) ?? {
      mutationKey: [...OPPORTUNITIES_QUERY_PREFIX, 'write', 'delete', 'jobs'],
      mutationFn: send,
      onSuccess: (_answer, _id, _context, { client: queryClient }) => void queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_QUERY_PREFIX }),
    },
  );

  const request = useCallback(() => {
    const { isAdmin: allowed, toast: toasts, m: messages } = latest.current;
    if (!allowed) {
      toasts.show({ kind: 'error', title: messages.adminRequired });
      return false;
    }
    setOpen(true);
    return true;
  }, [latest]);

  const confirm = useCallback(async () => {
    const { jobId: id, toast: toasts, m: messages } = latest.current;
    // The check again: the session may have ended while the confirmation was open.
    if (!latest.current.isAdmin) throw new Error(messages.adminRequired);
    try {
      await deleteJob(id);
    } catch (error) {
      // The server is the judge of admin rights: its refusal is not a failure to try again.
      const refused = isApiError(error) && (error.status === 401 || error.status === 403);
      throw new Error(refused ? messages.adminRequired : messages.jobDeleteFailed, { cause: error });
    }
    toasts.show({ kind: 'success', title: messages.jobDeleted });
    latest.current.onDeleted?.(id);
  }, [latest, deleteJob]);

  return { open, setOpen, request, confirm };
}
