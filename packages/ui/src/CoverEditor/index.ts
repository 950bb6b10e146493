export { CoverEditor, COVER_IMAGE_MAX_BYTES } from './CoverEditor';
export type { CoverEditorProps } from './CoverEditor';
export {
  COVER_DOCUMENT_VERSION,
  COVER_MAX_SIDE,
  COVER_MIN_SIDE,
  COVER_PREVIEW_MAX,
  COVER_SIZE_PRESETS,
  CoverDocumentError,
  createCoverDocument,
  parseCoverDocument,
  previewScale,
  serializeCoverDocument,
} from './model';
export type { CoverBackground, CoverDocument, CoverFont, CoverImage, CoverObject, CoverText } from './model';
export { exportCover } from './stage';
export type { CoverPickedImage } from './panels';
