import type { DigitalModelSourceCode, FigureKind, PresenterPosition } from '../../dictionaries/digitalModels';
import type { SpeechVoice } from '../../dictionaries/media';
import type { DateTimeText } from '../common';
import type { TemplatePresenter } from '../videoCreation/types';

/**
 * A digital model (数字人, designed, issue 23; ADR 0035): a presenter a template or script places
 * over its shots. Its figure is a still image (a PNG with transparency keeps its outline) or a short
 * video looped; its voice is one of the offline synthesiser's and speaks the narration.
 */
export interface DigitalModel {
  id: number;
  name: string;
  /** `DIGITAL_MODEL_SOURCES`: 1 the brand's own, 2 the shared virtual model library (read-only). */
  source: DigitalModelSourceCode;
  /** `FIGURE_KINDS`. */
  figureKind: FigureKind;
  /** The figure's file (a signed link). */
  figureUrl: string;
  /** A still of the figure for cards (the image itself, or the video's cover). */
  coverUrl: string | null;
  /** The brand's library material the figure was taken from (null: a library figure, or a copy of one). */
  figureMaterialId: number | null;
  /** A `SPEECH_VOICES` code. */
  voice: SpeechVoice;
  /** Where it stands by default when placed in a template. */
  position: PresenterPosition;
  /** Its default height, percent of the picture's height. */
  scale: number;
  description: string | null;
  /** The library model a brand's model was copied from. */
  libraryId: number | null;
  createTime: DateTimeText;
  updateTime: DateTimeText;
}

/** A pipeline's presenter (流水线 → 数字人): put into every video its later runs make. */
export interface PipelinePresenter {
  pipelineId: number;
  name: string;
  presenter: TemplatePresenter | null;
}
