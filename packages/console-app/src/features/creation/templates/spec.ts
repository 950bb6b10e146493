import {
  TEMPLATE_LIMITS,
  TEMPLATE_RATIOS,
  type Category,
  type TemplateRatio,
  type TemplateShot,
  type TemplateSlotKind,
  type TemplateSpec,
  type TemplateTextLayer,
  type VideoTemplateDetail,
} from '@brand-console/api-client';
import type { ListFilters, TreeNode } from '@brand-console/ui';
import { intParam, textParam } from '../../../lib/listParams';

/** The template editor's values: what `templateFormSchema` checks and `template/save` takes (with an id). */
export interface TemplateFormValues {
  name: string;
  categoryId: number | null;
  spec: TemplateSpec;
}

/** A new shot's length. */
export const DEFAULT_SHOT_MS = 3_000;
/** The render holds the last shot this long after a narration that outlasts the shots (ADR 0028). */
export const NARRATION_TAIL_MS = 500;

/** Seconds as the editor shows them (one decimal) from stored milliseconds. */
export function msToSeconds(ms: number): number {
  return Math.round(ms / 100) / 10;
}

/** Stored whole milliseconds from seconds typed in the editor; null (emptied) stays null. */
export function secondsToMs(seconds: number | null): number | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  return Math.round(seconds * 1000);
}

/** A new, empty shot of a slot kind. */
export function newShot(slot: TemplateSlotKind = 'video'): TemplateShot {
  return { durationMs: DEFAULT_SHOT_MS, slot, materialId: null, texts: [], transition: 'none' };
}

/** A new text layer: white, centred, at a readable size. */
export function newTextLayer(): TemplateTextLayer {
  return { content: '', position: 'middle', fontSize: 64, color: '#ffffff' };
}

/** A copy of a shot (its texts copied too), to place after it. */
export function duplicateShot(shot: TemplateShot): TemplateShot {
  return { ...shot, texts: shot.texts.map((text) => ({ ...text })) };
}

/** Whether another shot may be added, and another text to a shot. */
export const canAddShot = (count: number) => count < TEMPLATE_LIMITS.shots;
export const canAddText = (count: number) => count < TEMPLATE_LIMITS.textsPerShot;

/** A new template's values: one portrait video shot, no sound, subtitles off in the first brand font. */
export function emptyTemplateForm(fontKey: string, ratio: TemplateRatio = '9:16'): TemplateFormValues {
  return {
    name: '',
    categoryId: null,
    spec: {
      ratio,
      shots: [newShot('video')],
      musicMaterialId: null,
      musicVolume: 30,
      narration: null,
      subtitles: {
        enabled: false,
        style: { fontKey, fontSize: 48, color: '#ffffff', strokeColor: '#000000', strokeWidth: 2, position: 'bottom' },
      },
    },
  };
}

/** A saved template's values for the editor (a subtitle font that is missing takes the default). */
export function formFromDetail(detail: VideoTemplateDetail, fontKey: string): TemplateFormValues {
  const spec = detail.spec;
  return {
    name: detail.name,
    categoryId: detail.categoryId,
    spec: {
      ...spec,
      subtitles: {
        ...spec.subtitles,
        style: { ...spec.subtitles.style, fontKey: spec.subtitles.style.fontKey || fontKey },
      },
    },
  };
}

/** The shots' total length. */
export function shotsDurationMs(shots: readonly Pick<TemplateShot, 'durationMs'>[]): number {
  return shots.reduce((sum, shot) => sum + (Number.isFinite(shot.durationMs) ? shot.durationMs : 0), 0);
}

/**
 * How long the rendered video lasts (ADR 0028): the shots, or a longer narration plus half a second
 * (the last shot held). `narrationMs` is the synthesised narration's length when it is known.
 */
export function videoDurationMs(shots: readonly Pick<TemplateShot, 'durationMs'>[], narrationMs?: number | null) {
  const total = shotsDurationMs(shots);
  return narrationMs != null && narrationMs + NARRATION_TAIL_MS > total ? narrationMs + NARRATION_TAIL_MS : total;
}

/** The shared category list as tree nodes (keys are ids). */
export function categoryNodes(categories: readonly Category[]): TreeNode[] {
  return categories.map((c) => ({
    key: String(c.id),
    label: c.name,
    ...(c.children?.length ? { children: categoryNodes(c.children) } : {}),
  }));
}

/** A category's name (with its parent's: 产品种草 / 美妆) by id, from the tree. */
export function categoryPath(categories: readonly Category[], id: number | null): string | null {
  if (id === null) return null;
  for (const c of categories) {
    if (c.id === id) return c.name;
    const child = c.children?.find((ch) => ch.id === id);
    if (child) return `${c.name} / ${child.name}`;
  }
  return null;
}

const RATIO_VALUES = new Set<string>(TEMPLATE_RATIOS.map((r) => r.value));

/** The template lists' filters in the address as `template/page` parameters (unknown values dropped). */
export function templateListParams(filters: ListFilters): {
  name?: string;
  categoryId?: number;
  ratio?: TemplateRatio;
} {
  const name = textParam(filters.name);
  const categoryId = intParam(filters.categoryId);
  const ratio = textParam(filters.ratio);
  return {
    ...(name ? { name } : {}),
    ...(categoryId !== undefined && categoryId > 0 ? { categoryId } : {}),
    ...(ratio && RATIO_VALUES.has(ratio) ? { ratio: ratio as TemplateRatio } : {}),
  };
}

/** The thumbnail shape of a template's ratio. */
export function thumbnailRatio(ratio: TemplateRatio): '9:16' | '16:9' | '1:1' {
  return ratio;
}

/** Where the template pages live, from a page of the module. */
export const templatePaths = (moduleKey: string) => ({
  space: `${moduleKey}/template_space`,
  editor: `${moduleKey}/template_space/template_edit`,
  recycleBin: `${moduleKey}/template_space/recycle_bin`,
  makeVideo: (id: number) => `${moduleKey}/create_by_template?templateId=${id}`,
});
