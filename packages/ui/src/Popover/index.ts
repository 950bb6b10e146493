export * as Popover from './Popover.namespace';
export type { PopoverRootProps, PopoverTriggerProps, PopoverContentProps, PopoverCloseProps } from './Popover';
