export {
  MaterialDetailDialog,
  MaterialPreview,
  isMaterialExpired,
  materialSourceLabel,
  materialTypeLabel,
  useMaterialLabels,
} from './MaterialDetail';
export type { MaterialDetailData, MaterialDetailDialogProps, MaterialUseLogRow } from './MaterialDetail';
