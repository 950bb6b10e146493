import {
  SPEECH_VOICES,
  type EditingProjectDetail,
  type ScriptShot,
  type ScriptSpec,
  type TemplateRatio,
  type TemplateSlotKind,
} from '@brand-console/api-client';
import { SCRIPT_LIMITS } from '@brand-console/api-client/schemas';
import type { ListFilters } from '@brand-console/ui';
import { textParam } from '../../../lib/listParams';

/** The storyboard editor's values: what `scriptFormSchema` checks and `editing/project/save` takes (with an id). */
export interface ScriptFormValues {
  name: string;
  spec: ScriptSpec;
}

/** The timing rules of a script live in the api-client (one rule for the render, the server and this editor). */
export {
  estimatedScriptMs,
  estimatedShotMs,
  narrationLength,
  SHOT_MIN_MS,
  SHOT_PAUSE_MS,
} from '@brand-console/api-client';

/** Where the script pages live, from a page of the module. */
export const scriptPaths = (moduleKey: string) => ({
  list: `${moduleKey}/creative_script`,
  editor: (id: number) => `${moduleKey}/creative_script/detail?id=${id}`,
  recycleBin: `${moduleKey}/creative_script/recycle_bin`,
  task: (id: number) => `${moduleKey}/synthesis_task/detail?id=${id}`,
});

/** A shot's own length as the editor shows it: seconds with one decimal, or null ("auto"). */
export function shotSeconds(ms: number | null | undefined): number | null {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return null;
  return Math.round(ms / 100) / 10;
}

/** A shot's stored length from typed seconds: whole milliseconds, or null when emptied ("auto"). */
export function shotMs(seconds: number | null | undefined): number | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return null;
  return Math.round(seconds * 1000);
}

/** A new shot: a video slot without material, as long as its narration, no texts, a cut. */
export function newScriptShot(slot: TemplateSlotKind = 'video'): ScriptShot {
  return { durationMs: null, slot, materialId: null, narration: '', texts: [], transition: 'none' };
}

/** A copy of a shot (texts copied too), to place after it. */
export function duplicateScriptShot(shot: ScriptShot): ScriptShot {
  return { ...shot, texts: shot.texts.map((text) => ({ ...text })) };
}

/** Whether another shot may be added. */
export const canAddScriptShot = (count: number) => count < SCRIPT_LIMITS.shots;

/** A saved script's values for the editor (a subtitle font that is missing takes the brand's first). */
export function formFromScript(detail: EditingProjectDetail, fontKey: string): ScriptFormValues {
  const spec = detail.spec;
  return {
    name: detail.name,
    spec: {
      ...spec,
      subtitles: {
        ...spec.subtitles,
        style: { ...spec.subtitles.style, fontKey: spec.subtitles.style.fontKey || fontKey },
      },
    },
  };
}

/** What the voice preview speaks: the first shot's narration that has words, else the sample. */
export function previewText(shots: readonly Pick<ScriptShot, 'narration'>[], sample: string): string {
  return shots.map((s) => s.narration.trim()).find(Boolean) ?? sample;
}

/** The list's filters in the address as `editing/project/page` parameters. */
export function scriptListParams(filters: ListFilters): { name?: string } {
  const name = textParam(filters.name);
  return name ? { name } : {};
}

/** The default voice when the voice list has not answered. */
export const DEFAULT_VOICE = SPEECH_VOICES[1]?.value ?? SPEECH_VOICES[0].value;

/** The thumbnail shape of a script's ratio. */
export const ratioShape = (ratio: TemplateRatio) => ratio;
