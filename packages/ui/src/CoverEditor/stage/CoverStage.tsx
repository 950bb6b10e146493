import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type Konva from 'konva';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type Ref,
  type RefCallback,
} from 'react';
import {
  Group,
  Image as KonvaImage,
  Label,
  Layer,
  Line,
  Rect,
  Shape,
  Stage,
  Tag,
  Text,
  Transformer,
  type KonvaNodeEvents,
} from 'react-konva';
import { useUiTranslate } from '../../i18n/I18nProvider';
import { coverEditorCatalogues } from '../../i18n/messages/coverEditor';
import { vars } from '../../internal/styled';
import type { CoverObjectPatch } from '../model/commands';
import type { CoverDocument, CoverObject, CoverText } from '../model/document';
import { boundsOf, type Box } from '../model/geometry';
import { snapBox, snapThreshold, type SnapGuide } from '../model/snapping';
import { useCoverImage } from './coverImages';
import {
  backgroundNodes,
  coverFontStack,
  measureCoverTextHeight,
  objectNode,
  type CoverFontFamilies,
  type CoverSceneNode,
} from './coverScene';
import { Root, TextEditor } from './CoverStage.styles';

/** A rectangle of the canvas to keep clear, in canvas pixels, with the label drawn in its corner. */
export interface CoverStageSafeZone {
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
}

export interface CoverStageProps {
  /** The cover to show and edit. */
  document: CoverDocument;
  /** Display scale (use `previewScale(document.width, document.height)`); the stage is width·scale × height·scale. */
  scale: number;
  /** Selected object ids (controlled). */
  selection: readonly string[];
  /** Called with the new selection: click, Shift/Ctrl/⌘-click, a marquee, a click on empty canvas. */
  onSelectionChange: (ids: string[]) => void;
  /**
   * Called once per finished gesture (drag end, transform end, text edit commit), so the caller
   * records one undo step. Apply it synchronously: the canvas shows `document`, not the gesture.
   */
  onObjectsChange: (changes: Array<{ id: string; patch: CoverObjectPatch }>) => void;
  /** CSS font family of each brand font (fontKey → family); missing or not yet loaded → system fallback fonts. */
  fontFamilies?: CoverFontFamilies;
  /** Safe-zone rectangles to overlay (canvas pixels, with a label), or none. */
  safeZones?: readonly CoverStageSafeZone[];
  /** Draw snapping guides and snap a single dragged object to the canvas and other objects.
   * @default true */
  snapping?: boolean;
  /** Receives the Konva stage (for tests, or to export what is shown). */
  stageRef?: Ref<Konva.Stage>;
  /** The canvas's accessible name, e.g. the cover's title. */
  'aria-label': string;
  /** A class name added to the root element that frames the canvas. */
  className?: string;
  /** Inline styles for the root element, merged after the canvas size variables (`--bc-cover-stage-width`/`-height`). */
  style?: CSSProperties;
}

type KonvaPointerEvent = Konva.KonvaEventObject<PointerEvent>;
type KonvaDragEvent = Konva.KonvaEventObject<DragEvent>;
type ObjectEvents = Pick<
  KonvaNodeEvents,
  'onPointerDown' | 'onPointerUp' | 'onDblClick' | 'onDblTap' | 'onDragStart' | 'onDragMove' | 'onDragEnd'
>;

interface ObjectHandlers extends ObjectEvents {
  register: RefCallback<Konva.Shape>;
}

const NO_FONTS: CoverFontFamilies = {};
const NO_ZONES: readonly CoverStageSafeZone[] = [];
const TEXT_ANCHORS = ['middle-left', 'middle-right'];
const ALL_ANCHORS = [
  'top-left',
  'top-center',
  'top-right',
  'middle-right',
  'middle-left',
  'bottom-left',
  'bottom-center',
  'bottom-right',
];
const ROTATION_SNAPS = [0, 45, 90, 135, 180, 225, 270, 315];
/** Smallest box the transformer lets a drag make, in screen pixels. */
const MIN_SCREEN_SIZE = 8;
/** Fallbacks when the theme's variables cannot be read (the accent and warning blues and oranges). */
const FALLBACK_COLORS = { accent: '#1677ff', warning: '#fa8c16' };

const round = (n: number) => Math.round(n * 100) / 100;
const cssVarName = (reference: string) => reference.replace(/^var\((--[^),]+).*$/, '$1');
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** The react-konva element for a scene node, with interactive props on top of its drawing. */
function renderSceneNode(
  node: CoverSceneNode,
  extra: Konva.NodeConfig & KonvaNodeEvents & { ref?: RefCallback<Konva.Shape> } = {},
) {
  switch (node.kind) {
    case 'rect':
      return <Rect key={node.key} {...node.config} {...extra} />;
    case 'image':
      return <KonvaImage key={node.key} {...node.config} {...extra} />;
    case 'shape':
      return <Shape key={node.key} {...node.config} {...extra} />;
    case 'text':
      return <Text key={node.key} {...node.config} {...extra} />;
  }
}

function CoverBackground({ document: doc }: { document: CoverDocument }) {
  const image = useCoverImage(doc.background.kind === 'image' ? doc.background.src : undefined);
  const nodes = useMemo(
    () => backgroundNodes(doc.background, doc, () => image),
    // The canvas size and background are all that matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [doc.background, doc.width, doc.height, image],
  );
  return <>{nodes.map((node) => renderSceneNode(node))}</>;
}

interface CoverObjectNodeProps {
  object: CoverObject;
  fontFamilies: CoverFontFamilies;
  editing: boolean;
  handlers: ObjectHandlers;
}

/** One object, redrawn only when the object itself, its image or the fonts change. */
const CoverObjectNode = memo(function CoverObjectNode({
  object,
  fontFamilies,
  editing,
  handlers,
}: CoverObjectNodeProps) {
  const image = useCoverImage(object.type === 'image' ? object.src : undefined);
  const node = useMemo(() => objectNode(object, () => image, fontFamilies), [object, image, fontFamilies]);
  const { register, ...events } = handlers;
  const interactive = !object.locked;
  return renderSceneNode(node, {
    ref: register,
    draggable: interactive,
    listening: interactive,
    visible: !editing,
    ...events,
  });
});

const CoverObjects = memo(function CoverObjects({
  objects,
  fontFamilies,
  editingId,
  handlers,
}: {
  objects: readonly CoverObject[];
  fontFamilies: CoverFontFamilies;
  editingId: string | null;
  handlers: ObjectHandlers;
}) {
  return (
    <>
      {objects.map((o) =>
        o.visible ? (
          <CoverObjectNode
            key={o.id}
            object={o}
            fontFamilies={fontFamilies}
            editing={o.id === editingId}
            handlers={handlers}
          />
        ) : null,
      )}
    </>
  );
});

interface TextEditingProps {
  text: CoverText;
  scale: number;
  fontFamilies: CoverFontFamilies;
  /** The laid-out height of the text, in canvas pixels. */
  height: number;
  label: string;
  /** `value` is null when cancelled; `fromKeyboard` when Enter or Escape ended the edit. */
  onDone: (value: string | null, fromKeyboard: boolean) => void;
}

/** A textarea laid over a text, matching its box, font, colour, alignment and rotation. */
function CoverTextEditing({ text, scale, fontFamilies, height, label, onDone }: TextEditingProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const finished = useRef(false);
  const [value, setValue] = useState(text.text);

  const fitHeight = () => {
    const el = ref.current;
    if (!el) return;
    el.style.setProperty('--bc-cover-stage-edit-height', '0px');
    el.style.setProperty('--bc-cover-stage-edit-height', `${el.scrollHeight}px`);
  };
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    el.select();
    fitHeight();
  }, []);

  const finish = (result: string | null, fromKeyboard: boolean) => {
    if (finished.current) return;
    finished.current = true;
    onDone(result, fromKeyboard);
  };

  const style = {
    '--bc-cover-stage-edit-x': `${text.x * scale}px`,
    '--bc-cover-stage-edit-y': `${text.y * scale}px`,
    '--bc-cover-stage-edit-width': `${text.width * scale}px`,
    '--bc-cover-stage-edit-height': `${height * scale}px`,
    '--bc-cover-stage-edit-color': text.color,
    '--bc-cover-stage-edit-font-family': coverFontStack(text.fontKey, fontFamilies),
    '--bc-cover-stage-edit-font-size': `${text.fontSize * scale}px`,
    '--bc-cover-stage-edit-font-weight': text.fontWeight,
    '--bc-cover-stage-edit-font-style': text.italic ? 'italic' : 'normal',
    '--bc-cover-stage-edit-line-height': String(text.lineHeight),
    '--bc-cover-stage-edit-letter-spacing': `${text.letterSpacing * scale}px`,
    '--bc-cover-stage-edit-align': text.align,
    '--bc-cover-stage-edit-rotation': `${text.rotation}deg`,
  } as CSSProperties;

  return (
    <TextEditor
      ref={ref}
      data-part="TextEditor"
      aria-label={label}
      value={value}
      spellCheck={false}
      style={style}
      onChange={(e) => {
        setValue(e.target.value);
        fitHeight();
      }}
      onKeyDown={(e) => {
        // Typing belongs to the text: keep the editor's shortcuts (Delete, ⌘Z, arrows) out of it.
        e.stopPropagation();
        if (e.key === 'Escape') {
          e.preventDefault();
          finish(null, true);
        } else if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
          e.preventDefault();
          finish(value, true);
        }
      }}
      onBlur={() => finish(value, false)}
    />
  );
}

/**
 * The cover editor's canvas: draws a cover document scaled into the preview box and lets the user
 * select (click, Shift/Ctrl/⌘-click, marquee), move (with snapping guides), resize and rotate
 * objects, and edit texts in place. It never changes the document: every finished gesture is one
 * `onObjectsChange` call. Drawing is shared with `exportCover`, so the export matches the canvas.
 *
 * Resizing a text changes its wrapping width, never its font size; its height follows its lines
 * and is reported with the gesture.
 */
export function CoverStage({
  document: doc,
  scale,
  selection,
  onSelectionChange,
  onObjectsChange,
  fontFamilies = NO_FONTS,
  safeZones = NO_ZONES,
  snapping = true,
  stageRef,
  'aria-label': ariaLabel,
  className,
  style,
}: CoverStageProps) {
  const t = useUiTranslate(coverEditorCatalogues);
  const instructionsId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const stageNode = useRef<Konva.Stage | null>(null);
  const transformerRef = useRef<Konva.Transformer>(null);
  const nodes = useRef(new Map<string, Konva.Shape>());
  // Feedback that follows the pointer (guides, marquee) is drawn imperatively on these nodes, so
  // a pointer move never re-renders React: only finished gestures change the document.
  const verticalGuide = useRef<Konva.Line>(null);
  const horizontalGuide = useRef<Konva.Line>(null);
  const marqueeRect = useRef<Konva.Rect>(null);
  const [editingState, setEditing] = useState<{ id: string; height: number } | null>(null);
  const [colors, setColors] = useState(FALLBACK_COLORS);

  const byId = useMemo(() => new Map(doc.objects.map((o) => [o.id, o])), [doc.objects]);
  const editing = editingState ? byId.get(editingState.id) : undefined;
  const editingText = editing?.type === 'text' && editing.visible && !editing.locked ? editing : undefined;
  const transformable = useMemo(
    () =>
      editingText
        ? []
        : selection.flatMap((id) => {
            const o = byId.get(id);
            return o && o.visible && !o.locked ? [o] : [];
          }),
    [selection, byId, editingText],
  );

  /** What event handlers read: the latest props, without re-binding a handler per render. */
  const latest = useRef({ doc, byId, selection, scale, snapping, onSelectionChange, onObjectsChange });
  useLayoutEffect(() => {
    latest.current = { doc, byId, selection, scale, snapping, onSelectionChange, onObjectsChange };
  });

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const computed = getComputedStyle(root);
    const read = (reference: string, fallback: string) =>
      computed.getPropertyValue(cssVarName(reference)).trim() || fallback;
    setColors({
      accent: read(vars.color.accent.bg, FALLBACK_COLORS.accent),
      warning: read(vars.color.warning.bg, FALLBACK_COLORS.warning),
    });
  }, []);

  // Gesture state lives in refs: it changes on every pointer move and never needs a render.
  const drag = useRef<{ primary: Konva.Node; ids: string[]; others: Box[] } | null>(null);
  const collapseTo = useRef<string | null>(null);
  const stopMarquee = useRef<(() => void) | null>(null);
  useEffect(() => () => stopMarquee.current?.(), []);

  /** An object's box with the laid-out height of texts (the document's may lag behind a font change). */
  const liveBox = (o: CoverObject) => {
    const node = nodes.current.get(o.id);
    return boundsOf(o.type === 'text' && node ? { ...o, height: node.height() } : o);
  };

  /** Opens the in-place editor over a text, as tall as its laid-out lines. */
  const startEditing = (o: CoverText) => {
    setEditing({ id: o.id, height: nodes.current.get(o.id)?.height() ?? o.height });
  };

  /** Shows the guides of a snap (at most one per orientation), or hides them. */
  const showGuides = (guides: readonly SnapGuide[]) => {
    const { width: w, height: h } = latest.current.doc;
    for (const [orientation, line] of [
      ['vertical', verticalGuide.current],
      ['horizontal', horizontalGuide.current],
    ] as const) {
      const guide = guides.find((g) => g.orientation === orientation);
      if (!line) continue;
      if (!guide) {
        if (line.visible()) line.visible(false);
        continue;
      }
      const p = guide.position;
      line.setAttrs({ visible: true, points: orientation === 'vertical' ? [p, 0, p, h] : [0, p, w, p] });
    }
  };

  /**
   * Puts nodes back where the document says after a gesture: the document, not the gesture, is
   * the truth, so a change the caller applies re-renders them there, and one it refuses snaps them back.
   */
  const resetNodes = (ids: readonly string[]) => {
    for (const id of ids) {
      const node = nodes.current.get(id);
      const o = latest.current.byId.get(id);
      if (!node || !o) continue;
      node.setAttrs({ x: o.x, y: o.y, rotation: o.rotation, width: o.width, scaleX: 1, scaleY: 1 });
      if (o.type === 'image') node.height(o.height);
    }
  };

  const handlers = useMemo<ObjectHandlers>(() => {
    return {
      register: (node) => {
        if (!node) return undefined;
        const id = node.id();
        nodes.current.set(id, node);
        return () => {
          if (nodes.current.get(id) === node) nodes.current.delete(id);
        };
      },
      onPointerDown: (e: KonvaPointerEvent) => {
        if (e.evt.button !== 0) return;
        const id = e.target.id();
        const { selection: current, onSelectionChange: change } = latest.current;
        collapseTo.current = null;
        if (e.evt.shiftKey || e.evt.ctrlKey || e.evt.metaKey) {
          change(current.includes(id) ? current.filter((x) => x !== id) : [...current, id]);
        } else if (!current.includes(id)) {
          change([id]);
        } else if (current.length > 1) {
          // Pressing on a selected object keeps the selection so it can be dragged together;
          // releasing without a drag selects that object alone.
          collapseTo.current = id;
        }
      },
      onPointerUp: (e: KonvaPointerEvent) => {
        const id = collapseTo.current;
        collapseTo.current = null;
        if (id && id === e.target.id()) latest.current.onSelectionChange([id]);
      },
      onDblClick: (e) => {
        const o = latest.current.byId.get(e.target.id());
        if (o?.type !== 'text' || o.locked) return;
        if (latest.current.selection.length !== 1 || latest.current.selection[0] !== o.id) {
          latest.current.onSelectionChange([o.id]);
        }
        startEditing(o);
      },
      onDblTap: (e) => {
        const o = latest.current.byId.get(e.target.id());
        if (o?.type !== 'text' || o.locked) return;
        latest.current.onSelectionChange([o.id]);
        startEditing(o);
      },
      onDragStart: (e: KonvaDragEvent) => {
        if (drag.current) return; // the other nodes of a multi-selection, moved along by the transformer
        collapseTo.current = null;
        const { selection: current, byId: objects, doc: d, snapping: snaps } = latest.current;
        const id = e.target.id();
        const ids = current.includes(id)
          ? current.filter((x) => {
              const o = objects.get(x);
              return o && o.visible && !o.locked;
            })
          : [id];
        const moving = new Set(ids);
        const others =
          snaps && ids.length === 1 ? d.objects.filter((o) => o.visible && !moving.has(o.id)).map(liveBox) : [];
        drag.current = { primary: e.target, ids, others };
      },
      onDragMove: (e: KonvaDragEvent) => {
        const session = drag.current;
        if (!session || e.target !== session.primary || session.ids.length !== 1 || !latest.current.snapping) return;
        const node = e.target;
        const box = boundsOf({
          x: node.x(),
          y: node.y(),
          width: node.width(),
          height: node.height(),
          rotation: node.rotation(),
        });
        const { doc: d, scale: s } = latest.current;
        const snapped = snapBox(box, session.others, d, snapThreshold(s));
        if (snapped.dx || snapped.dy) node.position({ x: node.x() + snapped.dx, y: node.y() + snapped.dy });
        showGuides(snapped.guides);
      },
      onDragEnd: () => {
        const session = drag.current;
        if (!session) return;
        drag.current = null;
        showGuides([]);
        const changes: Array<{ id: string; patch: CoverObjectPatch }> = [];
        for (const id of session.ids) {
          const node = nodes.current.get(id);
          const o = latest.current.byId.get(id);
          if (!node || !o) continue;
          const x = round(node.x());
          const y = round(node.y());
          if (x !== o.x || y !== o.y) changes.push({ id, patch: { x, y } });
        }
        resetNodes(session.ids);
        if (changes.length) latest.current.onObjectsChange(changes);
      },
    };
    // `latest` and the node map are refs: the handlers stay the same for the stage's lifetime.
  }, []);

  const onTransform = useCallback((e: Konva.KonvaEventObject<Event>) => {
    // A text keeps its font size: stretching it changes its wrapping width instead.
    const node = e.target;
    if (node.getClassName() !== 'Text') return;
    node.setAttrs({ width: Math.max(1, node.width() * node.scaleX()), scaleX: 1, scaleY: 1 });
  }, []);

  const onTransformEnd = useCallback(() => {
    const transformer = transformerRef.current;
    if (!transformer) return;
    const { byId: objects, onObjectsChange: change } = latest.current;
    const changes: Array<{ id: string; patch: CoverObjectPatch }> = [];
    const ids: string[] = [];
    for (const node of transformer.nodes()) {
      const o = objects.get(node.id());
      if (!o) continue;
      ids.push(o.id);
      const patch: Record<string, number> = {
        x: round(node.x()),
        y: round(node.y()),
        rotation: round(node.rotation()),
        width: round(node.width() * node.scaleX()),
      };
      if (o.type === 'text') {
        node.setAttrs({ width: patch.width, scaleX: 1, scaleY: 1 });
        patch.height = round(node.height());
      } else {
        patch.height = round(node.height() * node.scaleY());
      }
      const changed = Object.fromEntries(
        Object.entries(patch).filter(([key, value]) => (o as unknown as Record<string, unknown>)[key] !== value),
      );
      if (Object.keys(changed).length) changes.push({ id: o.id, patch: changed });
    }
    resetNodes(ids);
    if (changes.length) change(changes);
    // Reads the latest props and nodes through refs.
  }, []);

  // Attach the transformer to the selected nodes once the canvas has committed them.
  useLayoutEffect(() => {
    const transformer = transformerRef.current;
    if (!transformer) return;
    transformer.nodes(transformable.flatMap((o) => nodes.current.get(o.id) ?? []));
    transformer.getLayer()?.batchDraw();
  }, [transformable]);

  // A brand font that finishes loading changes text widths: lay the texts out again.
  useEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts) return;
    const relayout = () => {
      for (const node of nodes.current.values()) {
        if (node.getClassName() === 'Text') (node as Konva.Text)._setTextData();
      }
      transformerRef.current?.forceUpdate();
      stageNode.current?.batchDraw();
    };
    fonts.addEventListener('loadingdone', relayout);
    return () => fonts.removeEventListener('loadingdone', relayout);
  }, []);

  const setStage = useCallback(
    (stage: Konva.Stage | null) => {
      stageNode.current = stage;
      assignRef(stageRef, stage);
    },
    [stageRef],
  );

  const onStagePointerDown = (e: KonvaPointerEvent) => {
    const stage = e.target.getStage();
    // A mouse press focuses the stage natively (no focus ring); touch and pen presses do not.
    if (e.evt.pointerType !== 'mouse' && !editingText && document.activeElement !== rootRef.current) {
      rootRef.current?.focus({ preventScroll: true });
    }
    if (!stage || e.target !== stage || e.evt.button !== 0) return;
    // A press on empty canvas: a click clears the selection, a drag selects what the marquee touches.
    const start = stage.getRelativePointerPosition();
    if (!start) return;
    const additive = e.evt.shiftKey || e.evt.ctrlKey || e.evt.metaKey;
    const base = latest.current.selection;
    const win = stage.container().ownerDocument.defaultView ?? window;
    const at = (evt: PointerEvent) => {
      stage.setPointersPositions(evt);
      const p = stage.getRelativePointerPosition() ?? start;
      return {
        x: Math.min(start.x, p.x),
        y: Math.min(start.y, p.y),
        width: Math.abs(p.x - start.x),
        height: Math.abs(p.y - start.y),
      };
    };
    const move = (evt: PointerEvent) => marqueeRect.current?.setAttrs({ visible: true, ...at(evt) });
    const up = (evt: PointerEvent) => {
      stop();
      const box = at(evt);
      const { scale: s, doc: d, selection: current, onSelectionChange: change } = latest.current;
      const isClick = box.width * s < 3 && box.height * s < 3;
      const hits = isClick
        ? []
        : d.objects.filter((o) => o.visible && !o.locked && intersects(liveBox(o), box)).map((o) => o.id);
      const next = additive ? [...base, ...hits.filter((id) => !base.includes(id))] : hits;
      if (next.length !== current.length || next.some((id, i) => id !== current[i])) change(next);
    };
    const stop = () => {
      win.removeEventListener('pointermove', move);
      win.removeEventListener('pointerup', up);
      win.removeEventListener('pointercancel', stop);
      stopMarquee.current = null;
      marqueeRect.current?.visible(false);
    };
    stopMarquee.current?.();
    stopMarquee.current = stop;
    win.addEventListener('pointermove', move);
    win.addEventListener('pointerup', up);
    win.addEventListener('pointercancel', stop);
  };

  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget || e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    const only = selection.length === 1 ? byId.get(selection[0]!) : undefined;
    if (only?.type !== 'text' || only.locked || !only.visible) return;
    e.preventDefault();
    e.stopPropagation();
    startEditing(only);
  };

  const onEditDone = (value: string | null, fromKeyboard: boolean) => {
    const text = editingText;
    setEditing(null);
    if (fromKeyboard) rootRef.current?.focus({ preventScroll: true });
    if (!text || value === null || value === text.text) return;
    const height = round(measureCoverTextHeight({ ...text, text: value }, fontFamilies));
    onObjectsChange([{ id: text.id, patch: height === text.height ? { text: value } : { text: value, height } }]);
  };

  const selected = selection.flatMap((id) => byId.get(id) ?? []);
  const announcement =
    selected.length === 0
      ? t('coverEditor.stage.selection.none')
      : selected.length === 1
        ? t('coverEditor.stage.selection.one', { name: selected[0]!.name })
        : t('coverEditor.stage.selection.many', { count: selected.length });

  const screen = 1 / scale; // one screen pixel, in canvas pixels
  const guideStyle = { stroke: colors.accent, strokeWidth: 1, strokeScaleEnabled: false, listening: false };
  const anchors = transformable.every((o) => o.type === 'text') ? TEXT_ANCHORS : ALL_ANCHORS;
  const width = doc.width * scale;
  const height = doc.height * scale;

  return (
    <Root
      ref={rootRef}
      data-component="CoverStage"
      data-state={editingText ? 'editing' : undefined}
      role="group"
      aria-roledescription={t('coverEditor.stage.roleDescription')}
      aria-label={ariaLabel}
      aria-describedby={instructionsId}
      tabIndex={0}
      className={className}
      style={
        { '--bc-cover-stage-width': `${width}px`, '--bc-cover-stage-height': `${height}px`, ...style } as CSSProperties
      }
      onKeyDown={onKeyDown}
    >
      <Stage
        ref={setStage}
        width={width}
        height={height}
        scaleX={scale}
        scaleY={scale}
        onPointerDown={onStagePointerDown}
      >
        <Layer listening={false}>
          <CoverBackground document={doc} />
        </Layer>
        <Layer>
          <CoverObjects
            objects={doc.objects}
            fontFamilies={fontFamilies}
            editingId={editingText?.id ?? null}
            handlers={handlers}
          />
        </Layer>
        <Layer>
          {safeZones.map((zone, i) => (
            <Group key={i} listening={false}>
              <Rect
                x={zone.x}
                y={zone.y}
                width={zone.width}
                height={zone.height}
                fill={colors.warning}
                opacity={0.18}
              />
              <Rect
                x={zone.x}
                y={zone.y}
                width={zone.width}
                height={zone.height}
                stroke={colors.warning}
                strokeWidth={1}
                strokeScaleEnabled={false}
                dash={[6, 4]}
              />
              <Label x={zone.x + 4 * screen} y={zone.y + 4 * screen}>
                <Tag fill={colors.warning} cornerRadius={2 * screen} />
                <Text text={zone.label} fontSize={12 * screen} padding={3 * screen} fill="#ffffff" />
              </Label>
            </Group>
          ))}
          <Line ref={verticalGuide} {...guideStyle} visible={false} />
          <Line ref={horizontalGuide} {...guideStyle} visible={false} />
          <Rect
            ref={marqueeRect}
            fill={colors.accent}
            opacity={0.15}
            stroke={colors.accent}
            strokeWidth={1}
            strokeScaleEnabled={false}
            listening={false}
            visible={false}
          />
          <Transformer
            ref={transformerRef}
            enabledAnchors={anchors}
            rotationSnaps={ROTATION_SNAPS}
            rotationSnapTolerance={4}
            flipEnabled={false}
            ignoreStroke
            borderStroke={colors.accent}
            anchorStroke={colors.accent}
            anchorFill="#ffffff"
            anchorSize={9}
            anchorCornerRadius={2}
            rotateAnchorOffset={24}
            boundBoxFunc={(previous, next) =>
              Math.abs(next.width) < MIN_SCREEN_SIZE || Math.abs(next.height) < MIN_SCREEN_SIZE ? previous : next
            }
            onTransform={onTransform}
            onTransformEnd={onTransformEnd}
          />
        </Layer>
      </Stage>
      {editingText && (
        <CoverTextEditing
          key={editingText.id}
          text={editingText}
          scale={scale}
          fontFamilies={fontFamilies}
          height={editingState?.height ?? editingText.height}
          label={t('coverEditor.stage.editText', { name: editingText.name })}
          onDone={onEditDone}
        />
      )}
      <VisuallyHidden id={instructionsId}>{t('coverEditor.stage.instructions')}</VisuallyHidden>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Root>
  );
}
