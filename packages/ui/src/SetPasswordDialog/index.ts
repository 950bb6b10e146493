export { SetPasswordDialog } from './SetPasswordDialog';
export type { SetPasswordDialogProps } from './SetPasswordDialog';
