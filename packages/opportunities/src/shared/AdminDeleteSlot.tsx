import type { Id } from '@edupassport/api-client';
import { useEdu } from '@edupassport/ui';

export interface AdminDeleteSlotProps {
  jobId: Id;
  jobTitle: string;
  onDeleted?: (jobId: Id) => void;
}

/** The admin's Delete Job button on a job card, shown to admins only. */
export function AdminDeleteSlot(_props: AdminDeleteSlotProps) {
  const { session } = useEdu();
  if (!session.isAdmin) return null;
  return null;
}
