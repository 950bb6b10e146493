export { UploadDialog, UPLOAD_CONCURRENCY } from './UploadDialog';
export type { UploadDialogProps } from './UploadDialog';
export type { UploadContext, UploadItem, UploadOutcome, UploadStatus, UploadTransport } from './uploadQueue';
