import type { CoverCommand, CoverDocument, CoverFont, CoverFontStatus, CoverObject, CoverText } from '../model';

/**
 * What every panel receives. Panels never change the document themselves: they send commands,
 * which the editor applies as undo steps. `coalesceKey` groups a burst of edits into one step
 * (typing in a field, dragging a slider): pass the same key for the same field of the same object.
 */
export interface CoverPanelProps {
  document: CoverDocument;
  /** Selected object ids, in selection order. */
  selection: readonly string[];
  onCommand: (command: CoverCommand, options?: { coalesceKey?: string }) => void;
}

/** The text panel also lists the brand fonts and how far each has loaded. */
export interface CoverTextPanelProps extends CoverPanelProps {
  text: CoverText;
  fonts: readonly CoverFont[];
  fontStatus: Readonly<Record<string, CoverFontStatus>>;
}

/**
 * An image chosen for the background or as a new object. Its pixel size, when the host knows it
 * (a material's stored width and height); otherwise the editor reads it from the image.
 */
export interface CoverPickedImage {
  src: string;
  width?: number;
  height?: number;
  materialId?: number;
}

export type { CoverObject };
