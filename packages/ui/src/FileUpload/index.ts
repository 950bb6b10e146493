export { FileUpload } from './FileUpload';
export type { FileUploadProps, FileUploadResult, FileUploadValue, FileUploadVariant, UploadedFile } from './FileUpload';
