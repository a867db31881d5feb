export { IconButton } from './IconButton';
export type { IconButtonProps, IconButtonOwnProps, IconButtonLabel } from './IconButton';
