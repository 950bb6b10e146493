export { DropZone } from './DropZone';
export type { DropZoneProps, DropZoneSize } from './DropZone';
export { validateFiles, isAcceptedType } from './validateFiles';
export type { FileRejection, FileRejectionReason, FileRules, FileCheckResult } from './validateFiles';
