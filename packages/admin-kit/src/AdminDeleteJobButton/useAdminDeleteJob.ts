import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@edupassport/api-client/rules';
import { useEdu, useLatest, useMessages } from '@edupassport/ui/headless';
import { useAdmin } from '../AdminProvider/useAdmin';
import { adminDeleteMessages } from '../messages/delete';

export interface UseAdminDeleteJobOptions {
  /** The job to delete. Required. */
  jobId: string | number;
  /** Called with the job's id after the server deleted it, to drop it from the local list; default none. */
  onDeleted?: (jobId: string | number) => void;
}

export interface UseAdminDeleteJobResult {
  /** Whether the confirmation is open. */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Asks to delete: a non-admin gets the 'Admin privileges required to delete jobs' toast and false; an admin gets the confirmation and true. */
  request: () => boolean;
  /** Deletes through the admin client: toast and onDeleted on success; rejects with 'Failed to delete job. Please try again.' otherwise. */
  confirm: () => Promise<void>;
}

/** The admin job delete without its UI: the admin check, the confirmation state and the call. */
export function useAdminDeleteJob({ jobId, onDeleted }: UseAdminDeleteJobOptions): UseAdminDeleteJobResult {
  const { isAdmin, client } = useAdmin();
  const { toast } = useEdu();
  const m = useMessages('admin', adminDeleteMessages);
  const [open, setOpen] = useState(false);
  const latest = useLatest({ jobId, onDeleted, isAdmin, client, toast, m });
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

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
    const { jobId: id, client: admin, toast: toasts, m: messages } = latest.current;
    // The check again: the session may have ended while the confirmation was open.
    if (!latest.current.isAdmin) throw new Error(messages.adminRequired);
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      await admin.jobs.delete(id, { signal: controller.signal });
    } catch (error) {
      if (isApiError(error) && error.kind === 'aborted') return;
      throw new Error(messages.jobDeleteFailed, { cause: error });
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
    toasts.show({ kind: 'success', title: messages.jobDeleted });
    latest.current.onDeleted?.(id);
  }, [latest]);

  return { open, setOpen, request, confirm };
}
