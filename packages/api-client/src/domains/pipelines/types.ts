import type { PipelineStrategyCode } from '../../dictionaries/pipelines';
import type { SpeechVoice, RenderFailureReason } from '../../dictionaries/media';
import type { GenerationStatus } from '../../dictionaries/statuses';
import type { DateTimeText } from '../common';
import type { TemplateMaterial, TemplateRatio } from '../videoCreation/types';

/**
 * Pipelines (流水线, designed for issue 23; ADR 0031): material groups that a run combines into many
 * videos, each one synthesis task of mode 1. Group order is shot order: a video shows `shots`
 * materials of the first group, then of the second, and so on, each lasting its group's `shotMs`.
 */
export interface PipelineGroupSpec {
  name: string;
  /** The brand's video or image materials, in the order the group lists them. */
  materialIds: number[];
  /** Materials each video takes from this group (its shots). */
  shots: number;
  /** Milliseconds each of those shots lasts. */
  shotMs: number;
}

/** What a pipeline is made of. */
export interface PipelineSpec {
  ratio: TemplateRatio;
  groups: PipelineGroupSpec[];
  /** `PIPELINE_STRATEGIES` code. */
  strategy: PipelineStrategyCode;
  /** Videos one run makes (at most `PIPELINE_LIMITS.videosPerRun`). */
  videoCount: number;
  /** Narration spoken over every video (null: none). */
  narration: { text: string; voice: SpeechVoice } | null;
  /** Subtitles of the narration. */
  subtitles: boolean;
  /** An audio or video material of the library whose sound plays under every video (null: none). */
  musicMaterialId: number | null;
}

/** A pipeline as the list shows it. */
export interface PipelineInfo {
  id: number;
  name: string;
  ratio: TemplateRatio;
  groupNames: string[];
  /** Videos its runs queued, and how many of them finished. */
  videoCount: number;
  finishedCount: number;
  userName: string | null;
  createTime: DateTimeText;
  updateTime: DateTimeText;
}

/** A pipeline with its spec, the materials it names and how many new videos it still allows. */
export interface PipelineDetail extends PipelineInfo {
  spec: PipelineSpec;
  materials: TemplateMaterial[];
  /** Distinct combinations the groups allow (`pipelineCombinationCount`). */
  combinations: number;
  /** Of those, the ones a run has already made (a run makes only others). */
  madeCombinations: number;
}

/** One video a pipeline's run queued: its task's state and, once finished, the video. */
export interface PipelineProduct {
  taskId: number;
  name: string;
  status: GenerationStatus;
  progress: number;
  failReason: RenderFailureReason | null;
  /** The materials it shows, shot by shot. */
  materialIds: number[];
  createTime: DateTimeText;
  finishTime: DateTimeText | null;
  creation: {
    id: number;
    url: string | null;
    coverUrl: string | null;
    /** Milliseconds, measured. */
    duration: number | null;
    size: number | null;
  } | null;
}
