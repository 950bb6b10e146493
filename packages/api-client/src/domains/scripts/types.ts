import type { SpeechVoice } from '../../dictionaries/media';
import type { DateTimeText } from '../common';
import type {
  TemplateMaterial,
  TemplatePresenter,
  TemplateRatio,
  TemplateSlotKind,
  TemplateSubtitleStyle,
  TemplateTextLayer,
  TemplateTransition,
} from '../videoCreation/types';

/**
 * Scripts (脚本创作, designed for issue 23; ADR 0030): an editing project is a storyboard of shots,
 * each with its own narration, its material, text layers and a transition. A shot lasts at least
 * as long as its narration takes to speak (plus a short pause); `durationMs` makes it longer.
 * One voice speaks the whole script; subtitles are timed from the speech.
 */
export interface ScriptShot {
  /** Milliseconds, or null: as long as its narration (at least one second). */
  durationMs: number | null;
  slot: TemplateSlotKind;
  /** The shot's material (the brand's video or image), or null for a dark frame. */
  materialId: number | null;
  /** What the voice says over this shot (may be empty). */
  narration: string;
  texts: TemplateTextLayer[];
  transition: TemplateTransition;
}

/** What a script is made of. */
export interface ScriptSpec {
  ratio: TemplateRatio;
  shots: ScriptShot[];
  voice: SpeechVoice;
  musicMaterialId: number | null;
  /** 0–100. */
  musicVolume: number;
  subtitles: { enabled: boolean; style: TemplateSubtitleStyle };
  /** A digital model over every shot, speaking the narration in its voice (ADR 0035). */
  presenter?: TemplatePresenter | null;
}

/** A script as the list shows it. */
export interface EditingProjectInfo {
  projectId: number;
  name: string;
  ratio: TemplateRatio;
  shotCount: number;
  /** Characters of narration over all shots. */
  narrationLength: number;
  coverUrl: string | null;
  /** The template it was made from, when it was. */
  templateId: number | null;
  userName: string | null;
  createTime: DateTimeText;
  updateTime: DateTimeText;
  /** Set while it is in the recycle bin. */
  deleteTime: DateTimeText | null;
}

/** A script with its storyboard and the materials it names. */
export interface EditingProjectDetail extends EditingProjectInfo {
  spec: ScriptSpec;
  materials: TemplateMaterial[];
}
