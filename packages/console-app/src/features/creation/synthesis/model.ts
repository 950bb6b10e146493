import {
  GENERATION_STATUSES,
  VIDEO_GENERATION_MODES,
  type GenerationStatus as GenerationStatusCode,
  type VideoGenerationModeCode,
  TEMPLATE_LIMITS,
  type SpeechVoice,
  type SynthesisTask,
  type VideoTemplateDetail,
} from '@brand-console/api-client';
import type { ListFilterValue, ListFilters } from '@brand-console/ui';
import { dateRangeParams, intParam, textParam } from '../../../lib/listParams';

/** 成品库's detail (its list's `works_detail` route under 短视频创作). */
export const WORK_DETAIL_PATH = '/sumwhy_video/finish_product_store/works_detail';
/** A note's detail (图文笔记详情, ADR 0033): its pages as images. */
export const NOTE_DETAIL_PATH = '/sumwhy_video/template_image/detail';

/** How often a list or detail asks again while a render waits or runs. */
export const POLL_MS = 3_000;

/** Generation statuses (`GENERATION_STATUSES`): waiting, processing, completed, abnormal, closed. */
export const GenerationStatus = { waiting: 0, processing: 1, completed: 2, failed: 3, failed4: 4, closed: 5 } as const;

/** Tones of the generation statuses: waiting and processing in progress, done, abnormal, closed. */
export const GENERATION_TONES: Readonly<Record<number, string>> = {
  0: 'warning',
  1: 'accent',
  2: 'success',
  3: 'danger',
  4: 'danger',
  5: 'neutral',
};
export const GENERATION_STATUS_DICTIONARY = GENERATION_STATUSES.filter((entry) => entry.value !== 4).map((entry) => ({
  ...entry,
  tone: GENERATION_TONES[entry.value]!,
}));

/** A task still waits for its render or is rendering: the page asks again until it ends. */
export const isActive = (status: number) =>
  status === GenerationStatus.waiting || status === GenerationStatus.processing;
/** Cancel works while a task waits or renders. */
export const canCancel = isActive;
/** Retry queues a failed or closed task again. */
export const canRetry = (status: number) =>
  status === GenerationStatus.failed || status === GenerationStatus.failed4 || status === GenerationStatus.closed;

/** The refetch interval of a list or detail: every `POLL_MS` while a task on it is active, otherwise none. */
export function pollInterval(tasks: readonly Pick<SynthesisTask, 'status'>[] | undefined): number | false {
  return tasks?.some((task) => isActive(task.status)) ? POLL_MS : false;
}

const MODES: ReadonlySet<number> = new Set(VIDEO_GENERATION_MODES.map((m) => m.value));
const STATUSES: ReadonlySet<number> = new Set(GENERATION_STATUSES.map((m) => m.value));

/** The synthesis list's filters (URL-shaped) as `synthesis/page` and `synthesis/export` parameters. */
export function synthesisListParams(filters: ListFilters) {
  const name = textParam(filters.name);
  const mode = intParam(filters.mode);
  const status = intParam(filters.status);
  return {
    ...(name ? { name } : {}),
    ...(mode !== undefined && MODES.has(mode) ? { mode: mode as VideoGenerationModeCode } : {}),
    ...(status !== undefined && STATUSES.has(status) ? { status: status as GenerationStatusCode } : {}),
    ...dateRangeParams(filters.createTime),
    ...(textParam(filters.onlyMine) === '1' ? { onlyMine: 1 as const } : {}),
  };
}

/** The finished-product list's filters as `creation/list` parameters. */
export function creationListParams(filters: ListFilters) {
  const name = textParam(filters.name);
  const creationType = intParam(filters.creationType);
  const source = intParam(filters.source);
  return {
    ...(name ? { name } : {}),
    ...(creationType !== undefined ? { creationType } : {}),
    ...(source !== undefined ? { source } : {}),
    ...dateRangeParams(filters.createTime),
  };
}

/** `1280 × 720`, or null when either side is unknown. */
export function resolutionText(width: number | null | undefined, height: number | null | undefined): string | null {
  return width && height ? `${width} × ${height}` : null;
}

/** A URL-shaped filter value that is set (not empty). */
export const isSet = (value: ListFilterValue | undefined) =>
  value !== undefined && (typeof value === 'string' ? value !== '' : value.length > 0);

/** The 模板创作 form's values: the `synthesis/createFromTemplate` body (`synthesisFormSchema`). */
export interface CreateFormValues {
  templateId: number;
  name: string;
  variants: VariantValues[];
  subtitles?: 0 | 1;
}
export interface VariantValues {
  /** One per shot: a chosen material, or null for the template's own. */
  slots: (number | null)[];
  narration: { text: string; voice: SpeechVoice } | null;
}

/** The voice narration starts with when the template has none. */
export const DEFAULT_VOICE: SpeechVoice = 'zh-female';

/** A new video of a template: its materials left to the template, its narration the template's. */
export function variantDefaults(template: Pick<VideoTemplateDetail, 'spec'>): VariantValues {
  const narration = template.spec.narration;
  return {
    slots: template.spec.shots.map(() => null),
    narration: narration ? { text: narration.text, voice: narration.voice } : null,
  };
}

/** The form's first values for a template. */
export function formDefaults(template: Pick<VideoTemplateDetail, 'id' | 'name' | 'spec'>): CreateFormValues {
  return {
    templateId: template.id,
    name: template.name,
    subtitles: template.spec.subtitles.enabled ? 1 : 0,
    variants: [variantDefaults(template)],
  };
}

/** Another video for the batch: a copy of the last one's narration, its own materials to choose. */
export function nextVariant(
  template: Pick<VideoTemplateDetail, 'spec'>,
  last: VariantValues | undefined,
): VariantValues {
  const fresh = variantDefaults(template);
  return last?.narration ? { ...fresh, narration: { ...last.narration } } : fresh;
}

/** Whether the batch may take one more video. */
export const canAddVariant = (count: number) => count < TEMPLATE_LIMITS.batch;

/** The link to 合成任务 showing the tasks a request just queued (the member's own, by the video name). */
export function tasksLink(tasksPath: string, name: string): string {
  const params = new URLSearchParams({ name: name.trim(), onlyMine: '1' });
  return `${tasksPath}?${params.toString()}`;
}

/** The first `max` characters of a narration, for a voice preview. */
export function previewText(text: string, fallback: string, max: number): string {
  const trimmed = text.trim();
  return (trimmed || fallback).slice(0, max);
}
