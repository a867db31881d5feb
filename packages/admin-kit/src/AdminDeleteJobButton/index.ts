export { AdminDeleteJobButton } from './AdminDeleteJobButton';
export type { AdminDeleteJobButtonProps } from './AdminDeleteJobButton';
