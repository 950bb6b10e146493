import type { PresenterPosition } from '../../dictionaries/digitalModels';
import type { RenderFailureReason, SpeechVoice, SubtitlePosition } from '../../dictionaries/media';
import type { PipelineStrategyCode } from '../../dictionaries/pipelines';
import type { GenerationStatus } from '../../dictionaries/statuses';
import type { VideoGenerationModeCode } from '../../dictionaries/video';
import type { DateTimeText } from '../common';

/**
 * A replacement rule of a template (替换规则, issue 23; ADR 0035): it names a shot's slot (`slot`,
 * replaced by each of `materialIds`, library materials of the slot's kind) or one text layer of a
 * shot (`text`, replaced by each of `texts`); a run (`creativeReplace/replace`) makes one video per
 * combination of the chosen rules. `creativeId` is the template's id.
 */
export interface CreativeReplace {
  id: number;
  creativeId: number;
  replaceName: string;
  remark: string | null;
  target: 'slot' | 'text';
  /** The shot, from 0. */
  shotIndex: number;
  /** The text layer of the shot, from 0 (`text` rules only). */
  layerIndex: number | null;
  /** `slot` rules: the replacing materials, in order. */
  materialIds: number[];
  /** `text` rules: the replacing texts, in order. */
  texts: string[];
  /** The brand's materials `materialIds` name, as the editor shows them (deleted ones are missing). */
  materials: TemplateMaterial[];
  createTime: DateTimeText;
  updateTime: DateTimeText;
}

/** A created editing project. Not shown (reference server). */
export interface EditingProject {
  projectId: number;
}

/** Font (spec section 3: fontUrl, fontKey). */
export interface Font {
  fontKey: string;
  fontUrl: string;
  fontName: string;
}

/**
 * A creative strategy: how a pipeline's run combines its groups (designed, issue 23; ADR 0031: the
 * `PIPELINE_STRATEGIES` the server's generator implements). With a pipeline (`creativeId`),
 * `available` is how many new videos it can still make.
 */
export interface CreativeStrategy {
  /** `PIPELINE_STRATEGIES` code. */
  id: PipelineStrategyCode;
  name: string;
  nameEn: string;
  creativeId: number | null;
  available: number | null;
}

/** A creative group: one material group of a pipeline, in shot order (designed, issue 23; ADR 0031). */
export interface CreativeGroup {
  id: number;
  name: string;
  /** The pipeline it belongs to. */
  creativeId: number;
  /** 1-based place: its shots come after those of the groups before it. */
  position: number;
  materialIds: number[];
  shots: number;
  shotMs: number;
  /** Its materials still in the library (deleted ones are left out). */
  materials: TemplateMaterial[];
}

/** A video template. Not shown (reference server). */
export interface VideoTemplate {
  id: number;
  name: string;
  coverUrl: string;
  /** Milliseconds. */
  duration: number;
  categoryId: number | null;
  createTime: DateTimeText;
  /** Designed (issue 23): the picture's shape, its shots, and the slots a member fills. */
  ratio: TemplateRatio;
  shotCount: number;
  slotCount: number;
}

/** A template category. Not shown (reference server). */
export interface Category {
  id: number;
  name: string;
  children?: Category[];
}

/** Media facts of a file. Not shown (reference server). */
export interface MediaInfo {
  /** Milliseconds. */
  duration: number;
  width: number;
  height: number;
  /** Bytes. */
  size: number;
}

/** A voice of the offline speech synthesiser (designed, issue 23; ADR 0027). */
export interface SpeechVoiceInfo {
  /** A `SPEECH_VOICES` code. */
  voice: SpeechVoice;
  name: string;
  nameEn: string;
  /** `zh` (Mandarin, Cantonese) or `en`. */
  language: 'zh' | 'en';
  /** A sentence to preview it with, in its language. */
  sampleText: string;
}

/** A synthesised preview of a voice: a playable WAV (a signed link) and its length. */
export interface SpeechPreview {
  url: string;
  /** Milliseconds. */
  durationMs: number;
}

/**
 * Templates, synthesis tasks and the template render (designed, issue 23; ADR 0028). A template
 * is a list of shots: each lasts a set time, shows a video or image material (its slot, which a
 * member fills when making a video from it) with up to three text layers, and passes to the next
 * with a cut or a fade. Background music, narration spoken by an offline voice and subtitles timed
 * from that speech apply to the whole video.
 */
export type TemplateRatio = '9:16' | '16:9' | '1:1';
export type TemplateSlotKind = 'video' | 'image';
export type TemplateTransition = 'none' | 'fade';
export type TextLayerPosition = SubtitlePosition;

/** A text drawn over one shot. */
export interface TemplateTextLayer {
  content: string;
  position: TextLayerPosition;
  /** Pixels of the output height's 1280 (scaled for other sizes). */
  fontSize: number;
  /** `#rrggbb`. */
  color: string;
}

/** One shot of a template. */
export interface TemplateShot {
  /** Milliseconds. */
  durationMs: number;
  /** What the slot accepts. */
  slot: TemplateSlotKind;
  /** The material the template shows in this slot until a member fills it (null: an empty slot). */
  materialId: number | null;
  texts: TemplateTextLayer[];
  /** How this shot passes to the next one. */
  transition: TemplateTransition;
}

/** How burned-in subtitles look (the media engine's `SubtitleStyle`). */
export interface TemplateSubtitleStyle {
  /** A brand font's `fontKey` (`overprint/fontList`). */
  fontKey: string;
  fontSize: number;
  color: string;
  strokeColor: string;
  strokeWidth: number;
  position: SubtitlePosition;
}

/** What a template is made of (stored as it is; the duration is computed from the shots). */
export interface TemplateSpec {
  ratio: TemplateRatio;
  shots: TemplateShot[];
  /** An audio or video material whose sound plays under the whole video (null: none). */
  musicMaterialId: number | null;
  /** 0–100. */
  musicVolume: number;
  /** Narration spoken over the video (null: none). */
  narration: { text: string; voice: SpeechVoice } | null;
  /** Subtitles of the narration, timed from the speech. */
  subtitles: { enabled: boolean; style: TemplateSubtitleStyle };
  /** A digital model shown over every shot (ADR 0035); absent or null: none. */
  presenter?: TemplatePresenter | null;
}

/**
 * A presenter of a template (ADR 0035): the brand's digital model `modelId` drawn over every shot
 * at `position`, `scale` percent of the picture high. Unless `modelVoice` is false, the narration
 * is spoken in the model's voice (a variant's own narration in 模板创作 keeps its voice).
 */
export interface TemplatePresenter {
  modelId: number;
  position: PresenterPosition;
  scale: number;
  modelVoice?: boolean;
}

/** A material a template names, as the editor shows it. */
export interface TemplateMaterial {
  id: number;
  name: string;
  /** `MATERIAL_TYPES` code. */
  type: number;
  url: string | null;
  coverUrl: string | null;
  /** Milliseconds (videos and audio). */
  duration: number | null;
}

/** A template with what it is made of. */
export interface VideoTemplateDetail extends VideoTemplate {
  /** `TEMPLATE_SOURCES`: 1 the brand's template space, 2 the cloud catalogue. */
  source: 1 | 2;
  spec: TemplateSpec;
  /** The materials its shots and music name (the brand's own; cloud templates name none). */
  materials: TemplateMaterial[];
  categoryName: string | null;
  updateTime: DateTimeText;
  /** Set while it is in the recycle bin. */
  deleteTime: DateTimeText | null;
}

/** A synthesis (generation) task: one render that makes one finished video. */
export interface SynthesisTask {
  id: number;
  name: string;
  /** `VIDEO_GENERATION_MODES` code. */
  mode: VideoGenerationModeCode;
  /** `GENERATION_STATUSES` code: 0 waiting, 1 processing, 2 completed, 3 failed, 5 closed (cancelled). */
  status: GenerationStatus;
  /** 0–100. */
  progress: number;
  /** Why it failed (a `RENDER_FAILURE_REASONS` code), when it did. */
  failReason: RenderFailureReason | null;
  /** The template (mode 2) or script it renders. */
  sourceId: number | null;
  sourceName: string | null;
  /** The finished video, once completed. */
  creationId: number | null;
  coverUrl: string | null;
  /** Expected length of the video, milliseconds. */
  duration: number;
  userName: string | null;
  createTime: DateTimeText;
  finishTime: DateTimeText | null;
}

/** A synthesis task with the parameters that made it and what it made. */
export interface SynthesisTaskDetail extends SynthesisTask {
  /** The template as rendered, with the member's slot materials in place. */
  spec: TemplateSpec;
  materials: TemplateMaterial[];
  /** The finished video (url, cover, measured duration and size), once completed. */
  creation: {
    id: number;
    name: string;
    url: string | null;
    coverUrl: string | null;
    duration: number | null;
    size: number | null;
    width: number | null;
    height: number | null;
  } | null;
}

/** Ids of the tasks a request queued. */
export interface QueuedTasks {
  taskIds: number[];
}
