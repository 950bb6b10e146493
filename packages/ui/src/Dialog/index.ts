export * as Dialog from './Dialog.namespace';
export type { DialogRootProps, DialogTriggerProps, DialogContentProps, DialogCloseProps, DialogSize } from './Dialog';
