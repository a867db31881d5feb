export { StepDialog } from './StepDialog';
export type { StepDialogProps, StepDialogStep } from './StepDialog';
