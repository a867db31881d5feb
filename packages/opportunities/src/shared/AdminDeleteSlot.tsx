import type { Id } from '@edupassport/api-client';
import { useAdmin } from '@edupassport/admin-kit/headless';
import { onDemand } from '@edupassport/ui';

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
 * @edupassport/admin-kit, which falls back to EduProvider's `session.isAdmin`).
 */
export function AdminDeleteSlot({ jobId, jobTitle, onDeleted }: AdminDeleteSlotProps) {
  const { isAdmin } = useAdmin();
  if (!isAdmin) return null;
  return <AdminDeleteJobButton jobId={jobId} jobTitle={jobTitle} onDeleted={onDeleted} />;
}
