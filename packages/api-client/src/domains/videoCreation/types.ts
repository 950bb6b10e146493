import type { SpeechVoice } from '../../dictionaries/media';
import type { DateTimeText } from '../common';

/** A replaceable element of a creative. Not shown (reference server). */
export interface CreativeReplace {
  id: number;
  creativeId: number;
  replaceName: string;
  remark: string | null;
  materialId: number | null;
  content: string | null;
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

/** A creative strategy. Not shown (reference server). */
export interface CreativeStrategy {
  id: number;
  name: string;
  creativeId: number | null;
}

/** A creative group. Not shown (reference server). */
export interface CreativeGroup {
  id: number;
  name: string;
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
