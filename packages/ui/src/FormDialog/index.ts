export { FormDialog } from './FormDialog';
export type { FormDialogProps } from './FormDialog';
export type { FormOverlayProps } from './FormOverlay';
