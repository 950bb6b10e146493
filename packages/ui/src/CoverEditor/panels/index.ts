export { ArrangePanel } from './ArrangePanel';
export type { ArrangePanelProps } from './ArrangePanel';
export {
  BackgroundPanel,
  BACKGROUND_IMAGE_MAX_BYTES,
  BACKGROUND_IMAGE_TYPES,
  GRADIENT_MAX_STOPS,
  GRADIENT_MIN_STOPS,
} from './BackgroundPanel';
export type { BackgroundPanelProps } from './BackgroundPanel';
export { ColorField, normalizeHex } from './ColorField';
export type { ColorFieldProps } from './ColorField';
export { ExportDialog, DEFAULT_JPEG_QUALITY } from './ExportDialog';
export type { CoverExportFormat, CoverExportOptions, ExportDialogProps } from './ExportDialog';
export { ImagePanel } from './ImagePanel';
export type { ImagePanelProps } from './ImagePanel';
export { LayersPanel, LAYER_DUPLICATE_OFFSET } from './LayersPanel';
export type { LayersPanelProps } from './LayersPanel';
export { ShortcutsDialog } from './ShortcutsDialog';
export type { ShortcutsDialogProps } from './ShortcutsDialog';
export { COVER_SHORTCUTS, isApplePlatform, matchesCombination, matchShortcut, shortcutKeyLabel } from './shortcuts';
export type { CoverShortcut, CoverShortcutId, CoverShortcutKey } from './shortcuts';
export { SizePanel } from './SizePanel';
export type { SizePanelProps } from './SizePanel';
export { TextPanel, SYSTEM_FONT_VALUE } from './TextPanel';
export type { TextPanelProps } from './TextPanel';
export type { CoverPanelProps, CoverPickedImage, CoverTextPanelProps } from './types';
