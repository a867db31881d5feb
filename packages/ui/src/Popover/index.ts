export { Popover } from './Popover';
export type { PopoverProps, PopoverTriggerProps } from './Popover';
