/**
 * The cover stage and export in real Chromium (Konva needs a real canvas): exports are decoded
 * and their pixels read back; the stage is driven with real mouse input through Vitest's
 * pointer API, in canvas coordinates converted to the scaled stage.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type Konva from 'konva';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithProviders } from '../../test-utils/render';
import { applyCoverCommand } from '../model/commands';
import { previewScale, type CoverDocument } from '../model/document';
import { bandsImage, makeDocument, makeImage, makeText, solidImage } from './CoverStage.fixtures';
import { CoverStage, type CoverStageProps } from './CoverStage';
import { exportCover } from './exportCover';

afterEach(() => cleanup());

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const frames = async (n = 2) => {
  for (let i = 0; i < n; i += 1) await nextFrame();
};

/** Decodes an exported image and reads its pixels. */
async function decode(blob: Blob) {
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
  return {
    width: bitmap.width,
    height: bitmap.height,
    at: (x: number, y: number) => {
      const i = (Math.floor(y) * bitmap.width + Math.floor(x)) * 4;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    },
  };
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const near = (actual: number[], hex: string, tolerance = 3) =>
  actual.every((v, i) => Math.abs(v - rgb(hex)[i]!) <= tolerance);

describe('exportCover', () => {
  const red = solidImage('#00aa00');

  it('exports a PNG of exactly the document size, whatever the screen pixel ratio', async () => {
    for (const [width, height] of [
      [1080, 1440],
      [333, 777],
    ] as const) {
      const blob = await exportCover(makeDocument(width, height), { format: 'png' });
      expect(blob.type).toBe('image/png');
      const image = await decode(blob);
      expect([image.width, image.height]).toEqual([width, height]);
    }
  });

  it('shows the background colour where nothing covers it, and the objects where they are', async () => {
    const doc = makeDocument(
      400,
      300,
      [
        makeImage('photo', red, { x: 200, y: 150, width: 100, height: 100 }),
        makeText('title', { text: '■■■■', x: 20, y: 20, width: 360, fontSize: 80, color: '#000000' }),
      ],
      { kind: 'color', color: '#ff3366' },
    );
    const image = await decode(await exportCover(doc, { format: 'png' }));
    expect(near(image.at(399, 299), '#ff3366')).toBe(true);
    expect(near(image.at(0, 299), '#ff3366')).toBe(true);
    expect(near(image.at(250, 200), '#00aa00')).toBe(true);
    // Some pixel of the text's line differs from the background.
    const row = Array.from({ length: 360 }, (_, x) => image.at(20 + x, 20 + 48));
    expect(row.some((p) => !near(p, '#ff3366', 40))).toBe(true);
  });

  it('leaves hidden objects out', async () => {
    const doc = makeDocument(
      200,
      200,
      [makeImage('hidden', red, { x: 0, y: 0, width: 200, height: 200, visible: false })],
      {
        kind: 'color',
        color: '#ff3366',
      },
    );
    const image = await decode(await exportCover(doc, { format: 'png' }));
    expect(near(image.at(100, 100), '#ff3366')).toBe(true);
  });

  it('makes a smaller JPEG at quality 0.3 than at 0.95', async () => {
    const doc = makeDocument(
      600,
      600,
      [
        makeImage('bands', bandsImage(['#ff0000', '#00ff00', '#0000ff', '#ffff00', '#00ffff', '#ff00ff'], 60, 40), {
          x: 50,
          y: 50,
          width: 500,
          height: 300,
        }),
        makeText('t', { text: '双十一 新品首发 Sale 50%', x: 40, y: 400, width: 520, fontSize: 56 }),
      ],
      {
        kind: 'gradient',
        angle: 45,
        stops: [
          { offset: 0, color: '#ffb74d' },
          { offset: 1, color: '#3949ab' },
        ],
      },
    );
    const low = await exportCover(doc, { format: 'jpeg', quality: 0.3 });
    const high = await exportCover(doc, { format: 'jpeg', quality: 0.95 });
    expect(low.type).toBe('image/jpeg');
    expect(low.size).toBeLessThan(high.size);
    const decoded = await decode(low);
    expect([decoded.width, decoded.height]).toEqual([600, 600]);
  });

  it('draws a linear gradient across the canvas at its angle', async () => {
    const stops = [
      { offset: 0, color: '#ff0000' },
      { offset: 1, color: '#0000ff' },
    ];
    const across = await decode(
      await exportCover(makeDocument(300, 200, [], { kind: 'gradient', angle: 0, stops }), { format: 'png' }),
    );
    expect(near(across.at(0, 0), '#ff0000', 8)).toBe(true);
    expect(near(across.at(0, 199), '#ff0000', 8)).toBe(true);
    expect(near(across.at(299, 0), '#0000ff', 8)).toBe(true);
    const down = await decode(
      await exportCover(makeDocument(300, 200, [], { kind: 'gradient', angle: 90, stops }), { format: 'png' }),
    );
    expect(near(down.at(0, 0), '#ff0000', 8)).toBe(true);
    expect(near(down.at(299, 0), '#ff0000', 8)).toBe(true);
    expect(near(down.at(0, 199), '#0000ff', 8)).toBe(true);
  });

  it('fits a background image by cover and contain, placed by its focus, over its colour', async () => {
    const src = bandsImage(['#ff0000', '#0000ff'], 200, 100); // 2:1, red left half, blue right half
    const contain = await decode(
      await exportCover(
        makeDocument(200, 200, [], { kind: 'image', src, fit: 'contain', focusX: 0.5, focusY: 0, color: '#00ff00' }),
        { format: 'png' },
      ),
    );
    expect(near(contain.at(10, 10), '#ff0000')).toBe(true); // the image sits at the top
    expect(near(contain.at(10, 190), '#00ff00')).toBe(true); // the colour shows below it
    const cover = await decode(
      await exportCover(
        makeDocument(200, 200, [], { kind: 'image', src, fit: 'cover', focusX: 1, focusY: 0.5, color: '#00ff00' }),
        { format: 'png' },
      ),
    );
    expect(near(cover.at(10, 190), '#0000ff')).toBe(true); // focus right: only the blue half shows
  });

  it('crops and mirrors images inside their box', async () => {
    const src = bandsImage(['#ff0000', '#0000ff'], 100, 100);
    const doc = makeDocument(300, 100, [
      makeImage('plain', src, { x: 0, y: 0, width: 100, height: 100 }),
      makeImage('flipped', src, { x: 100, y: 0, width: 100, height: 100, flipX: true }),
      makeImage('cropped', src, {
        x: 200,
        y: 0,
        width: 100,
        height: 100,
        crop: { x: 0.5, y: 0, width: 0.5, height: 1 },
      }),
    ]);
    const image = await decode(await exportCover(doc, { format: 'png' }));
    expect(near(image.at(10, 50), '#ff0000')).toBe(true);
    expect(near(image.at(110, 50), '#0000ff')).toBe(true);
    expect(near(image.at(190, 50), '#ff0000')).toBe(true);
    expect(near(image.at(210, 50), '#0000ff')).toBe(true);
  });
});

/** A stage that applies its own changes, like the editor does. */
function Harness({
  initial,
  initialSelection = [],
  onSelectionChange,
  onObjectsChange,
  ...rest
}: {
  initial: CoverDocument;
  initialSelection?: string[];
} & Partial<CoverStageProps>) {
  const [doc, setDoc] = useState(initial);
  const [selection, setSelection] = useState<readonly string[]>(initialSelection);
  return (
    <CoverStage
      document={doc}
      scale={previewScale(doc.width, doc.height)}
      selection={selection}
      onSelectionChange={(ids) => {
        onSelectionChange?.(ids);
        setSelection(ids);
      }}
      onObjectsChange={(changes) => {
        onObjectsChange?.(changes);
        setDoc((d) => applyCoverCommand(d, { type: 'update', changes }));
      }}
      aria-label="封面画布"
      {...rest}
    />
  );
}

/** Renders a stage for `doc` and returns helpers that point at canvas coordinates. */
async function renderStage(doc: CoverDocument, props: Partial<CoverStageProps> & { initialSelection?: string[] } = {}) {
  const onSelectionChange = vi.fn();
  const onObjectsChange = vi.fn();
  let stage: Konva.Stage | null = null;
  renderWithProviders(
    <Harness
      initial={doc}
      onSelectionChange={onSelectionChange}
      onObjectsChange={onObjectsChange}
      stageRef={(s) => {
        stage = s;
      }}
      {...props}
    />,
  );
  await frames(3);
  const scale = previewScale(doc.width, doc.height);
  const content = () => screen.getByRole('group', { name: '封面画布' }).querySelector('.konvajs-content')!;
  const coords = (x: number, y: number) => ({ x: x * scale, y: y * scale });
  return {
    onSelectionChange,
    onObjectsChange,
    stage: () => stage!,
    click: async (x: number, y: number) => {
      await userEvent.pointer({ target: content(), coords: coords(x, y), keys: '[MouseLeft]' });
      await frames();
    },
    /** Presses at `from`, moves in `steps` steps (one per frame) to `to`, and releases. */
    drag: async (from: [number, number], to: [number, number], steps = 8) => {
      await userEvent.pointer({ target: content(), coords: coords(...from), keys: '[MouseLeft>]' });
      for (let i = 1; i <= steps; i += 1) {
        const x = from[0] + ((to[0] - from[0]) * i) / steps;
        const y = from[1] + ((to[1] - from[1]) * i) / steps;
        await userEvent.pointer({ target: content(), coords: coords(x, y) });
        await nextFrame();
      }
      await userEvent.pointer({ target: content(), coords: coords(...to), keys: '[/MouseLeft]' });
      await frames();
    },
  };
}

describe('CoverStage', () => {
  beforeAll(async () => {
    await document.fonts.ready;
  });
  // 1080 × 1440 at the preview scale of 4/9: 480 × 640 screen pixels.
  const green = () => solidImage('#00aa00');
  const twoObjects = () =>
    makeDocument(1080, 1440, [
      makeImage('a', green(), { name: '图片 A', x: 100, y: 100, width: 300, height: 300 }),
      makeImage('b', green(), { name: '图片 B', x: 600, y: 700, width: 300, height: 300 }),
    ]);

  it('draws at the preview scale and is a labelled, focusable group', async () => {
    const { stage } = await renderStage(twoObjects());
    const group = screen.getByRole('group', { name: '封面画布' });
    expect(group).toHaveAttribute('aria-roledescription', '封面画布');
    expect(group).toHaveAttribute('tabindex', '0');
    expect([stage().width(), stage().height()]).toEqual([480, 640]);
  });

  describe('given objects on the canvas', () => {
    it("selects an object on click, takes focus (for the editor's shortcuts) and announces it", async () => {
      const { click, onSelectionChange } = await renderStage(twoObjects());
      await click(250, 250);
      expect(onSelectionChange).toHaveBeenLastCalledWith(['a']);
      expect(screen.getByRole('group', { name: '封面画布' })).toHaveFocus();
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('已选择 图片 A'));
    });

    it('adds to the selection with Shift-click and clears it on empty canvas', async () => {
      const { click, onSelectionChange } = await renderStage(twoObjects());
      await click(250, 250);
      await userEvent.keyboard('{Shift>}');
      await click(750, 850);
      await userEvent.keyboard('{/Shift}');
      expect(onSelectionChange).toHaveBeenLastCalledWith(['a', 'b']);
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('已选择 2 个对象'));
      await click(1000, 100);
      expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    });

    it('selects what a marquee on empty canvas touches', async () => {
      const { drag, onSelectionChange } = await renderStage(twoObjects());
      await drag([20, 20], [700, 760]);
      expect(onSelectionChange).toHaveBeenLastCalledWith(['a', 'b']);
    });

    it('reports one change with the new position when an object is dragged', async () => {
      const { drag, onObjectsChange } = await renderStage(twoObjects());
      await drag([250, 250], [250 + 90, 250 + 45]);
      expect(onObjectsChange).toHaveBeenCalledTimes(1);
      const [[change]] = onObjectsChange.mock.calls[0] as [[{ id: string; patch: { x: number; y: number } }]];
      expect(change.id).toBe('a');
      expect(change.patch.x).toBeCloseTo(190, -1);
      expect(change.patch.y).toBeCloseTo(145, -1);
    });

    it('moves a multi-selection together as one change', async () => {
      const { drag, onObjectsChange } = await renderStage(twoObjects(), { initialSelection: ['a', 'b'] });
      await drag([250, 250], [250 + 90, 250 + 90]);
      expect(onObjectsChange).toHaveBeenCalledTimes(1);
      const changes = onObjectsChange.mock.calls[0]![0] as Array<{ id: string; patch: { x: number; y: number } }>;
      expect(changes.map((c) => c.id).sort()).toEqual(['a', 'b']);
      const a = changes.find((c) => c.id === 'a')!.patch;
      const b = changes.find((c) => c.id === 'b')!.patch;
      expect(b.x - a.x).toBeCloseTo(500, 5);
      expect(b.y - a.y).toBeCloseTo(600, 5);
    });

    it('snaps an object dragged near the canvas centre to exactly the centre, with guides while dragging', async () => {
      const doc = makeDocument(1080, 1440, [makeImage('a', green(), { x: 100, y: 100, width: 300, height: 200 })]);
      const { stage, onObjectsChange } = await renderStage(doc);
      const visibleGuides = () =>
        stage()
          .find('Line')
          .filter((line) => line.visible()).length;
      // The object's centre is at (250, 200); the canvas centre is (540, 720). Drop it 7 px off.
      const content = stage().content;
      const scale = previewScale(1080, 1440);
      const at = (x: number, y: number) => ({ x: x * scale, y: y * scale });
      await userEvent.pointer({ target: content, coords: at(250, 200), keys: '[MouseLeft>]' });
      for (let i = 1; i <= 6; i += 1) {
        await userEvent.pointer({ target: content, coords: at(250 + (297 * i) / 6, 200 + (527 * i) / 6) });
        await nextFrame();
      }
      expect(visibleGuides()).toBe(2);
      await userEvent.pointer({ target: content, coords: at(547, 727), keys: '[/MouseLeft]' });
      await frames();
      expect(onObjectsChange).toHaveBeenCalledWith([{ id: 'a', patch: { x: 390, y: 620 } }]);
      expect(visibleGuides()).toBe(0);
    });

    it('does not snap when snapping is off', async () => {
      const doc = makeDocument(1080, 1440, [makeImage('a', green(), { x: 100, y: 100, width: 300, height: 200 })]);
      const { drag, onObjectsChange } = await renderStage(doc, { snapping: false });
      await drag([250, 200], [547, 727]);
      const patch = (onObjectsChange.mock.calls[0]![0] as Array<{ patch: { x: number } }>)[0]!.patch;
      expect(patch.x).not.toBe(390);
    });

    it('lets a click on a locked object go to what is under it', async () => {
      const doc = makeDocument(1080, 1440, [
        makeImage('below', green(), { x: 100, y: 100, width: 400, height: 400 }),
        makeImage('locked', green(), { x: 150, y: 150, width: 200, height: 200, locked: true }),
      ]);
      const { click, onSelectionChange } = await renderStage(doc);
      await click(250, 250);
      expect(onSelectionChange).toHaveBeenLastCalledWith(['below']);
    });

    it('never selects or moves a locked object', async () => {
      const doc = makeDocument(1080, 1440, [
        makeImage('locked', green(), { x: 150, y: 150, width: 200, height: 200, locked: true }),
      ]);
      const { click, drag, onSelectionChange, onObjectsChange } = await renderStage(doc);
      await click(250, 250);
      await drag([250, 250], [500, 500]);
      expect(onSelectionChange).not.toHaveBeenCalledWith(expect.arrayContaining(['locked']));
      expect(onObjectsChange).not.toHaveBeenCalled();
    });

    it('puts a transformer with rotation on the selected objects, not on locked or hidden ones', async () => {
      const doc = makeDocument(1080, 1440, [
        makeImage('a', green()),
        makeImage('locked', green(), { x: 500, locked: true }),
        makeImage('hidden', green(), { x: 700, visible: false }),
      ]);
      const { stage } = await renderStage(doc, { initialSelection: ['a', 'locked', 'hidden'] });
      const transformer = stage().findOne('Transformer') as Konva.Transformer;
      expect(transformer.nodes().map((n) => n.id())).toEqual(['a']);
      expect(transformer.rotateEnabled()).toBe(true);
    });
  });

  describe('given a text', () => {
    const textDoc = () =>
      makeDocument(1080, 1440, [makeText('title', { name: '标题', text: '双十一', x: 100, y: 100, width: 600 })]);

    it('resizes its wrapping width, keeping its font size, as one change', async () => {
      const { stage, onObjectsChange } = await renderStage(textDoc(), { initialSelection: ['title'] });
      const transformer = stage().findOne('Transformer') as Konva.Transformer;
      expect(transformer.enabledAnchors()).toEqual(['middle-left', 'middle-right']);
      const anchor = transformer.findOne('.middle-right')!.getAbsolutePosition();
      const content = stage().content;
      await userEvent.pointer({ target: content, coords: anchor, keys: '[MouseLeft>]' });
      for (let i = 1; i <= 4; i += 1) {
        await userEvent.pointer({ target: content, coords: { x: anchor.x + 10 * i, y: anchor.y } });
        await nextFrame();
      }
      await userEvent.pointer({ target: content, coords: { x: anchor.x + 40, y: anchor.y }, keys: '[/MouseLeft]' });
      await frames();
      expect(onObjectsChange).toHaveBeenCalledTimes(1);
      const [[change]] = onObjectsChange.mock.calls[0] as [[{ id: string; patch: Record<string, number> }]];
      expect(change.id).toBe('title');
      expect(change.patch.width).toBeCloseTo(600 + 40 / previewScale(1080, 1440), -1);
      expect(change.patch).not.toHaveProperty('fontSize');
      const node = stage().findOne('#title') as Konva.Text;
      expect(node.fontSize()).toBe(96);
      expect(node.scaleX()).toBe(1);
    });

    it('edits it in place on double-click: Enter commits the new text', async () => {
      const { stage, onObjectsChange } = await renderStage(textDoc());
      const scale = previewScale(1080, 1440);
      await userEvent.dblClick(stage().content, { position: { x: 150 * scale, y: 150 * scale } });
      const editor = await screen.findByRole('textbox', { name: '编辑文字：标题' });
      expect(editor).toHaveValue('双十一');
      expect(editor).toHaveFocus();
      await userEvent.keyboard('{Control>}a{/Control}新品首发{Enter}');
      expect(onObjectsChange).toHaveBeenCalledTimes(1);
      expect(onObjectsChange.mock.calls[0]![0]).toEqual([
        { id: 'title', patch: expect.objectContaining({ text: '新品首发' }) },
      ]);
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.getByRole('group', { name: '封面画布' })).toHaveFocus();
      expect((stage().findOne('#title') as Konva.Text).text()).toBe('新品首发');
    });

    it('opens the editor with Enter when the stage has focus, and Escape cancels', async () => {
      const { onObjectsChange } = await renderStage(textDoc(), { initialSelection: ['title'] });
      const group = screen.getByRole('group', { name: '封面画布' });
      act(() => group.focus());
      await userEvent.keyboard('{Enter}');
      const editor = await screen.findByRole('textbox', { name: '编辑文字：标题' });
      await userEvent.type(editor, '!!');
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(onObjectsChange).not.toHaveBeenCalled();
      expect(group).toHaveFocus();
    });

    it('commits on blur, and lets Shift+Enter start a new line', async () => {
      const { onObjectsChange } = await renderStage(textDoc(), { initialSelection: ['title'] });
      act(() => screen.getByRole('group', { name: '封面画布' }).focus());
      await userEvent.keyboard('{Enter}');
      const editor = await screen.findByRole('textbox');
      await userEvent.keyboard('{End}{Shift>}{Enter}{/Shift}新品');
      expect(editor).toHaveValue('双十一\n新品');
      act(() => editor.blur());
      expect(onObjectsChange).toHaveBeenCalledTimes(1);
      const patch = (onObjectsChange.mock.calls[0]![0] as Array<{ patch: { text: string; height: number } }>)[0]!.patch;
      expect(patch.text).toBe('双十一\n新品');
      expect(patch.height).toBeCloseTo(96 * 1.2 * 2, 0);
    });
  });

  it('draws labelled safe zones over the canvas, never in the export', async () => {
    const doc = makeDocument(1080, 1920, [], { kind: 'color', color: '#ff3366' });
    const { stage } = await renderStage(doc, {
      safeZones: [{ x: 0, y: 1536, width: 1080, height: 384, label: '平台按钮区' }],
    });
    expect(
      stage()
        .find('Text')
        .map((n) => (n as Konva.Text).text()),
    ).toContain('平台按钮区');
    const exported = await decode(await exportCover(doc, { format: 'png' }));
    expect(near(exported.at(540, 1800), '#ff3366')).toBe(true);
  });
});
