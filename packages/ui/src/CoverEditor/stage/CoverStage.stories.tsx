import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { applyCoverCommand } from '../model/commands';
import { previewScale, type CoverDocument } from '../model/document';
import { safeZonePresetFor } from '../model/safeZones';
import { makeDocument, makeImage, makeText, productImage, sampleCover, solidImage } from './CoverStage.fixtures';
import { CoverStage, type CoverStageProps } from './CoverStage';

/** The stage as the editor uses it: it applies its own changes and selection, and reports them. */
function Stage({
  document: initial,
  selection: initialSelection,
  onSelectionChange,
  onObjectsChange,
  ...props
}: CoverStageProps) {
  const [doc, setDoc] = useState<CoverDocument>(initial);
  const [selection, setSelection] = useState<readonly string[]>(initialSelection);
  return (
    <CoverStage
      {...props}
      document={doc}
      scale={previewScale(doc.width, doc.height)}
      selection={selection}
      onSelectionChange={(ids) => {
        onSelectionChange(ids);
        setSelection(ids);
      }}
      onObjectsChange={(changes) => {
        onObjectsChange(changes);
        setDoc((d) => applyCoverCommand(d, { type: 'update', changes }));
      }}
    />
  );
}

const cover = sampleCover();
const verticalCover = (): CoverDocument => ({
  ...sampleCover(),
  width: 1080,
  height: 1920,
  objects: sampleCover().objects.map((o) => ({ ...o, y: o.y + 240 })),
});
const zonesFor = (doc: CoverDocument, label: string) =>
  safeZonePresetFor(doc.width, doc.height).zones.map((z) => ({
    x: z.x * doc.width,
    y: z.y * doc.height,
    width: z.width * doc.width,
    height: z.height * doc.height,
    label,
  }));

/** Clicks a point of the canvas given in canvas pixels. */
async function clickCanvas(canvasElement: HTMLElement, doc: CoverDocument, x: number, y: number) {
  const content = canvasElement.querySelector('.konvajs-content')!;
  const rect = content.getBoundingClientRect();
  const scale = previewScale(doc.width, doc.height);
  await userEvent.pointer({
    target: content,
    coords: { clientX: rect.left + x * scale, clientY: rect.top + y * scale },
    keys: '[MouseLeft]',
  });
}

const meta = {
  title: 'Cover editor/Stage',
  component: CoverStage,
  render: (args) => <Stage {...args} />,
  args: {
    document: cover,
    scale: previewScale(cover.width, cover.height),
    selection: [],
    onSelectionChange: fn(),
    onObjectsChange: fn(),
    'aria-label': '封面画布 1080×1440',
  },
  argTypes: {
    document: { control: false },
    scale: { control: false },
    stageRef: { control: false },
  },
} satisfies Meta<typeof Stage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 3:4 note cover: gradient background, a product picture, a Chinese title with stroke and shadow. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '封面画布 1080×1440' })).toHaveAttribute(
      'aria-roledescription',
      '封面画布',
    );
    await clickCanvas(canvasElement, cover, 540, 230);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['title']);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('已选择 标题'));
  },
};

export const Playground: Story = {
  args: { snapping: true, fontFamilies: {} },
};

/** A new document: an empty white canvas. */
export const EmptyCanvas: Story = {
  args: { document: makeDocument(1080, 1440) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('未选择对象');
  },
};

/** One object selected: the transformer with its rotation handle; a text resizes its width only. */
export const SelectedOne: Story = {
  args: { selection: ['title'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('已选择 标题');
  },
};

/** Several objects selected (Shift-click or a marquee): one transformer around all of them. */
export const SelectedSeveral: Story = {
  args: { selection: ['title', 'product', 'subtitle'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('已选择 3 个对象');
  },
};

/** The short-video safe zones on a 9:16 cover: keep titles out of the platform's buttons. */
export const SafeZoneOverlay: Story = {
  args: {
    document: verticalCover(),
    safeZones: zonesFor(verticalCover(), '平台按钮区'),
    'aria-label': '封面画布 1080×1920',
  },
};

const lockedAndHidden = makeDocument(
  1080,
  1440,
  [
    makeImage('backdrop', productImage(), {
      name: '背景图（已锁定）',
      x: 0,
      y: 0,
      width: 1080,
      height: 810,
      locked: true,
    }),
    makeImage('sticker', solidImage('#42a5f5'), { name: '贴纸（已隐藏）', x: 700, y: 900, visible: false }),
    makeText('title', { name: '标题', text: '锁定的背景图不能被选中', x: 90, y: 960, width: 900, fontSize: 64 }),
  ],
  { kind: 'color', color: '#fff8e1' },
);

/** A locked picture cannot be selected or moved on the canvas (a click goes through it); a hidden sticker is not drawn. */
export const LockedAndHidden: Story = {
  args: { document: lockedAndHidden },
  play: async ({ args, canvasElement }) => {
    await clickCanvas(canvasElement, lockedAndHidden, 540, 400);
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith(['backdrop']);
  },
};

const englishCover = makeDocument(
  1920,
  1080,
  [
    makeImage('product', productImage(), { name: 'Product shot', x: 1040, y: 180, width: 720, height: 540 }),
    makeText('title', {
      name: 'Title',
      text: 'Double 11 launch',
      x: 120,
      y: 300,
      width: 860,
      fontSize: 110,
      color: '#ffffff',
      shadow: { color: 'rgba(0, 0, 0, 0.4)', blur: 16, offsetX: 0, offsetY: 8 },
    }),
  ],
  {
    kind: 'gradient',
    angle: 0,
    stops: [
      { offset: 0, color: '#3949ab' },
      { offset: 1, color: '#8e24aa' },
    ],
  },
);

/** The canvas in English, 16:9, with one object selected. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { document: englishCover, selection: ['title'], 'aria-label': 'Cover canvas 1920×1080' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Cover canvas 1920×1080' })).toHaveAttribute(
      'aria-roledescription',
      'cover canvas',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Title selected');
  },
};
