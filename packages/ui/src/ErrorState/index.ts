export { ErrorState, errorMessage } from './ErrorState';
export type { ErrorStateProps, ErrorLike } from './ErrorState';
