/* Fixtures for the panels' stories and tests (not part of the package's API). */
import { useState, type ReactNode } from 'react';
import {
  applyCoverCommand,
  createCoverDocument,
  type CoverCommand,
  type CoverDocument,
  type CoverFont,
  type CoverImage,
  type CoverText,
} from '../model';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export const sampleText: CoverText = {
  id: 'title',
  type: 'text',
  name: '主标题',
  x: 108,
  y: 600,
  width: 864,
  height: 140,
  rotation: 0,
  opacity: 1,
  visible: true,
  locked: false,
  text: '春季新品发布',
  fontKey: 'zcool',
  fontSize: 108,
  color: '#1f2329',
  fontWeight: 'bold',
  italic: false,
  align: 'center',
  lineHeight: 1.2,
  letterSpacing: 0,
  stroke: null,
  shadow: null,
};

export const sampleImage: CoverImage = {
  id: 'photo',
  type: 'image',
  name: '产品图',
  x: 240,
  y: 200,
  width: 600,
  height: 400,
  rotation: 0,
  opacity: 1,
  visible: true,
  locked: false,
  src: PIXEL,
  crop: null,
  flipX: false,
  flipY: false,
};

export const sampleSubtitle: CoverText = {
  ...sampleText,
  id: 'subtitle',
  name: '副标题',
  y: 780,
  text: '限时 8 折',
  fontKey: null,
  fontSize: 56,
  fontWeight: 'normal',
};

export const sampleLogo: CoverImage = {
  ...sampleImage,
  id: 'logo',
  name: '品牌标志',
  x: 40,
  y: 40,
  width: 160,
  height: 80,
};

/** A 3:4 document with, bottom to top: photo, title, subtitle, logo. */
export function sampleDocument(overrides: Partial<CoverDocument> = {}): CoverDocument {
  return {
    ...createCoverDocument(),
    objects: [sampleImage, sampleText, sampleSubtitle, sampleLogo],
    ...overrides,
  };
}

export const sampleFonts: CoverFont[] = [
  { fontKey: 'zcool', fontName: '站酷快乐体', fontUrl: '/fonts/zcool.css' },
  { fontKey: 'noto', fontName: '思源黑体', fontUrl: '/fonts/noto.css' },
  { fontKey: 'broken', fontName: '品牌标题体', fontUrl: '/fonts/broken.css' },
];

export interface PanelStateProps {
  document: CoverDocument;
  selection: readonly string[];
  onCommand: (command: CoverCommand, options?: { coalesceKey?: string }) => void;
  onSelectionChange: (ids: string[]) => void;
}

/** Holds a document and a selection, applies the commands a panel sends and reports them to `onCommand`. */
export function PanelState({
  initial,
  initialSelection = [],
  onCommand,
  children,
}: {
  initial: CoverDocument;
  initialSelection?: readonly string[];
  onCommand?: (command: CoverCommand, options?: { coalesceKey?: string }) => void;
  children: (state: PanelStateProps) => ReactNode;
}) {
  const [document, setDocument] = useState(initial);
  const [selection, setSelection] = useState<readonly string[]>(initialSelection);
  return children({
    document,
    selection,
    onCommand: (command, options) => {
      onCommand?.(command, options);
      setDocument((doc) => applyCoverCommand(doc, command));
    },
    onSelectionChange: setSelection,
  });
}
