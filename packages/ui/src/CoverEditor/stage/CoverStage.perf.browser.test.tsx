/**
 * Measures dragging one object on a 1080 × 1920 cover holding 200 objects (texts and images) in
 * real Chromium: 120 pointer moves, one per animation frame, dispatched as the browser would
 * (pointer event, then its compatibility mouse event) on the Konva content element, with snapping
 * on. Figures go to `packages/ui/.perf/covereditor.json` and the log: frame intervals, the time
 * the stage spends handling each move (drag, snapping, guides) and drawing the objects layer.
 * Wall-clock times are machine-dependent, so they are recorded, never asserted; what is asserted
 * is that the drag moved the object, as one change.
 */
import { screen } from '@testing-library/react';
import type Konva from 'konva';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { frameSummary, nextFrame, round, timingSummary } from '../../test-utils/frames';
import { mountForBenchmark, reactBuild } from '../../test-utils/mountForBenchmark';
import { applyCoverCommand } from '../model/commands';
import { previewScale, type CoverDocument } from '../model/document';
import { loadCoverImage } from './coverImages';
import { crowdedCover } from './CoverStage.fixtures';
import { CoverStage, type CoverStageProps } from './CoverStage';

const OBJECTS = 200;
const STEPS = 120;

function Editor({
  initial,
  onObjectsChange,
  stageRef,
}: { initial: CoverDocument } & Pick<CoverStageProps, 'onObjectsChange' | 'stageRef'>) {
  const [doc, setDoc] = useState(initial);
  const [selection, setSelection] = useState<readonly string[]>([]);
  return (
    <CoverStage
      document={doc}
      scale={previewScale(doc.width, doc.height)}
      selection={selection}
      onSelectionChange={setSelection}
      onObjectsChange={(changes) => {
        onObjectsChange(changes);
        setDoc((d) => applyCoverCommand(d, { type: 'update', changes }));
      }}
      stageRef={stageRef}
      aria-label="封面画布"
    />
  );
}

/** Dispatches what a mouse does: the pointer event, then its compatibility mouse event. */
function mouse(target: Element, kind: 'down' | 'move' | 'up', clientX: number, clientY: number) {
  const init = { bubbles: true, cancelable: true, composed: true, clientX, clientY, button: 0 };
  const buttons = kind === 'up' ? 0 : 1;
  target.dispatchEvent(
    new PointerEvent(`pointer${kind}`, { ...init, buttons, pointerId: 1, pointerType: 'mouse', isPrimary: true }),
  );
  target.dispatchEvent(new MouseEvent(`mouse${kind}`, { ...init, buttons }));
}

describe('CoverStage with 200 objects', () => {
  it('drags one object across the stage and records frame times', async () => {
    const doc = crowdedCover(OBJECTS);
    await Promise.all(doc.objects.flatMap((o) => (o.type === 'image' ? [loadCoverImage(o.src)] : [])));
    const onObjectsChange = vi.fn();
    let stage: Konva.Stage | null = null;

    const start = performance.now();
    const mounted = mountForBenchmark(
      <Editor
        initial={doc}
        onObjectsChange={onObjectsChange}
        stageRef={(s) => {
          stage = s;
        }}
      />,
    );
    await nextFrame();
    await nextFrame();
    const firstRenderMs = performance.now() - start;
    await screen.findByRole('group', { name: '封面画布' });
    expect(stage).not.toBeNull();
    const konvaStage = stage! as Konva.Stage;
    const objectsLayer = konvaStage.getLayers()[1]!;
    expect(objectsLayer.find('.cover-object').length).toBe(OBJECTS);

    // Time every draw of the objects layer.
    const draws: number[] = [];
    let drawStart = 0;
    objectsLayer.on('beforeDraw.perf', () => {
      drawStart = performance.now();
    });
    objectsLayer.on('draw.perf', () => draws.push(performance.now() - drawStart));

    const moving = doc.objects[1]!;
    const scale = previewScale(doc.width, doc.height);
    const content = konvaStage.content;
    const rect = content.getBoundingClientRect();
    const from = {
      x: rect.left + (moving.x + moving.width / 2) * scale,
      y: rect.top + (moving.y + moving.height / 2) * scale,
    };
    const distance = { x: rect.width * 0.6, y: rect.height * 0.75 };

    mouse(content, 'down', from.x, from.y);
    const frames: number[] = [];
    const handling: number[] = [];
    let last = await nextFrame();
    draws.length = 0;
    for (let i = 1; i <= STEPS; i += 1) {
      const before = performance.now();
      mouse(content, 'move', from.x + (distance.x * i) / STEPS, from.y + (distance.y * i) / STEPS);
      handling.push(performance.now() - before);
      const now = await nextFrame();
      frames.push(now - last);
      last = now;
    }
    mouse(content, 'up', from.x + distance.x, from.y + distance.y);
    await nextFrame();
    objectsLayer.off('.perf');

    expect(onObjectsChange).toHaveBeenCalledTimes(1);
    const [[change]] = onObjectsChange.mock.calls[0] as [[{ id: string; patch: { x: number; y: number } }]];
    expect(change.id).toBe(moving.id);
    expect(change.patch.x).toBeGreaterThan(moving.x + 500);
    expect(change.patch.y).toBeGreaterThan(moving.y + 1000);

    const figures = {
      objects: OBJECTS,
      canvas: `${doc.width}x${doc.height}`,
      stagePx: `${Math.round(rect.width)}x${Math.round(rect.height)}`,
      devicePixelRatio: window.devicePixelRatio,
      firstRenderMs: round(firstRenderMs),
      drag: {
        ...frameSummary(frames),
        moveHandlingMs: timingSummary(handling),
        layerDrawMs: { draws: draws.length, ...timingSummary(draws) },
      },
      reactBuild: reactBuild(),
      userAgent: navigator.userAgent,
      measuredAt: new Date().toISOString(),
    };
    console.log('[perf] CoverStage drag, 200 objects', JSON.stringify(figures));
    await commands.writeFile('packages/ui/.perf/covereditor.json', `${JSON.stringify(figures, null, 2)}\n`);
    mounted.unmount();
  }, 60_000);
});
