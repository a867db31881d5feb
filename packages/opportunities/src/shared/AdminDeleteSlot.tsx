import type { Id } from '@edupassport/api-client';
import type { AdminDeleteJobMutation } from '@edupassport/admin-kit';
import { useAdmin } from '@edupassport/admin-kit/headless';
import { onDemand, useEduQueryClient } from '@edupassport/ui';
import { opportunityMutations } from '../hooks/opportunityMutations';

// Admin code (the button, its delete hook and admin strings) downloads only when an admin sees a card. useAdmin
// comes from the headless entry: were the page to import the full entry too, a host's bundler would put the button
// in the page's own chunks, since the module the import() names would already be loaded.
const AdminDeleteJobButton = onDemand(() => import('@edupassport/admin-kit').then((module) => module.AdminDeleteJobButton));

export interface AdminDeleteSlotProps {
  jobId: Id;
  jobTitle: string;
  onDeleted?: ((jobId: Id) => void) | undefined;
}

/**
 * The admin's Delete Job button on a job card, shown to admins only (the admin session of
 * @edupassport/admin-kit, which falls back to EduProvider's `session.isAdmin`). Its delete is the package's own
 * write around the admin client's call, so the job leaves every list and card of it through the cache.
 */
export function AdminDeleteSlot({ jobId, jobTitle, onDeleted }: AdminDeleteSlotProps) {
  const { isAdmin } = useAdmin();
  const queryClient = useEduQueryClient();
  if (!isAdmin) return null;
  const mutation: AdminDeleteJobMutation = (send) => opportunityMutations.delete('jobs', queryClient, send);
  return <AdminDeleteJobButton jobId={jobId} jobTitle={jobTitle} onDeleted={onDeleted} mutation={mutation} />;
}
