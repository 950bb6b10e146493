import type { CoverCommand, CoverDocument, CoverFont, CoverFontStatus, CoverObject, CoverText } from '../model';

/**
 * What every panel receives. Panels never change the document themselves: they send commands,
 * which the editor applies as undo steps. `coalesceKey` groups a burst of edits into one step
 * (typing in a field, dragging a slider): pass the same key for the same field of the same object.
 */
export interface CoverPanelProps {
  /** The cover being edited, as the editor holds it; the panel shows its values and never changes it. */
  document: CoverDocument;
  /** Selected object ids, in selection order. */
  selection: readonly string[];
  /** Sends a change for the editor to apply as one undo step; edits with the same `coalesceKey` make a single step. */
  onCommand: (command: CoverCommand, options?: { coalesceKey?: string }) => void;
}

/** The text panel also lists the brand fonts and how far each has loaded. */
export interface CoverTextPanelProps extends CoverPanelProps {
  /** The selected text object whose settings the panel shows. */
  text: CoverText;
  /** The brand fonts offered in the font list, after the system font. */
  fonts: readonly CoverFont[];
  /** How far each brand font has loaded, by `fontKey`: `loading` and `failed` are named in the list and under it. */
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
