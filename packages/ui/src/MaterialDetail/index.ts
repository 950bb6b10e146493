export {
  MaterialDetailDialog,
  MaterialPreview,
  isMaterialExpired,
  materialSourceLabel,
  materialTypeLabel,
} from './MaterialDetail';
export type { MaterialDetailData, MaterialDetailDialogProps, MaterialUseLogRow } from './MaterialDetail';
