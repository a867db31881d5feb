import { forwardRef, type MouseEvent } from 'react';
import {
  Button,
  composeEventHandlers,
  LazyDeleteConfirmDialog as DeleteConfirmDialog,
  TrashIcon,
  useMessages,
  type ButtonProps,
} from '@edupassport/ui';
import { adminDeleteMessages } from '../messages/delete';
import { useAdminDeleteJob, type AdminDeleteJobMutation } from './useAdminDeleteJob';
import { adminCatalogs } from '../messages/catalogs';

export interface AdminDeleteJobButtonProps extends ButtonProps {
  /** The job to delete. Required. */
  jobId: string | number;
  /** The job's title, for the button's accessible name ('Delete Job: {title}') where several jobs are listed; default none. */
  jobTitle?: string | undefined;
  /** Called with the job's id after the server deleted it (a notification: the cache already shows it); default none. */
  onDeleted?: ((jobId: string | number) => void) | undefined;
  /** The delete as the caller's `mutationOptions` around the admin client's call (see `useAdminDeleteJob`); default the kit's own. */
  mutation?: AdminDeleteJobMutation | undefined;
}

/**
 * The admin's Delete Job button: an admin confirms in the shared delete dialog, then the job
 * is deleted through the admin client ('Job deleted successfully', then `onDeleted`); a failure keeps
 * the dialog open with 'Failed to delete job. Please try again.' (or, when the server refuses it as not an
 * admin's, 'Admin privileges required to delete jobs'). A non-admin gets the toast 'Admin
 * privileges required to delete jobs' and no request. Render it where `useAdmin().isAdmin` is true:
 * the check here is a convenience, the server enforces admin rights.
 */
export const AdminDeleteJobButton = forwardRef<HTMLButtonElement, AdminDeleteJobButtonProps>(
  function AdminDeleteJobButton(
    { jobId, jobTitle, onDeleted, mutation, onClick, children, variant = 'danger', size = 'sm', startIcon, ...rest },
    ref,
  ) {
    const m = useMessages('admin', adminDeleteMessages, adminCatalogs.loaders);
    const { open, setOpen, request, confirm } = useAdminDeleteJob({ jobId, onDeleted, mutation });
    return (
      <>
        <Button
          ref={ref}
          variant={variant}
          size={size}
          startIcon={startIcon ?? <TrashIcon />}
          aria-label={jobTitle && !children ? m.deleteJobNamedLabel(jobTitle) : undefined}
          data-admin-action="delete-job"
          {...rest}
          onClick={composeEventHandlers(onClick, (_event: MouseEvent<HTMLButtonElement>) => {
            request();
          })}
        >
          {children ?? m.deleteJob}
        </Button>
        {/* The confirmation downloads on the first Delete Job click. */}
        {open ? <DeleteConfirmDialog open onOpenChange={setOpen} onConfirm={confirm} /> : null}
      </>
    );
  },
);
