export { KeyDetailsSection } from './KeyDetailsSection';
export type { KeyDetailsSectionProps } from './KeyDetailsSection';
export { KeyDetailsDialog } from './KeyDetailsDialog';
export type { KeyDetailsDialogProps } from './KeyDetailsDialog';
