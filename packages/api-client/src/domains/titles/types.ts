import type { TextGenerator } from '../../dictionaries/ai';
import type { DateTimeText } from '../common';

/** Which generator produced a text, and its model (`BUILTIN_MODEL` for the built-in rules). */
export interface GeneratedBy {
  generator: TextGenerator;
  model: string;
}

/** A saved title of the brand's title library (模板空间 → 标题库, designed for issue 23; ADR 0034). */
export interface TitleEntry {
  id: number;
  text: string;
  /** Empty when none. */
  category: string;
  tags: string[];
  /** Times the title was used (publishing counts them). */
  usedCount: number;
  /** Who wrote it: null when a member typed or imported it. */
  generator: TextGenerator | null;
  model: string | null;
  /** The finished work it was generated for, when it was. */
  creationId: number | null;
  userName: string | null;
  createTime: DateTimeText;
}

/** A finished work the title library can write for (the newest first). */
export interface TitleWork {
  id: number;
  name: string;
  /** 99 image-text, otherwise video. */
  creationType: number;
}

/** Texts a generator wrote for a work (not saved until the member chooses them). */
export interface GeneratedTexts extends GeneratedBy {
  creationId: number | null;
  items: string[];
}

/** What an xlsx import did. */
export interface TitleImportResult {
  /** Titles read from the file and saved. */
  imported: number;
  /** Imitations generated from those rows and saved (when asked for). */
  generated: number;
  /** Rows left out: empty, too long, or already in the library. */
  skipped: number;
  /** Who wrote the imitations, when some were generated. */
  generatedBy: GeneratedBy | null;
}

/** The brand's text-generation endpoint, as the console may see it (the key never in full). */
export interface AiSetting {
  /** False: the built-in generator writes every text. */
  configured: boolean;
  baseUrl: string;
  model: string;
  /** The key's last four characters behind a mask (`sk-…abcd`), or empty. */
  keyHint: string;
  updateTime: DateTimeText | null;
}

/** One work's result in a caption batch. */
export interface CaptionResult {
  creationId: number;
  creationName: string;
  /** Titles (videos) or notes (image-text works); empty until done or when it failed. */
  texts: string[];
  /** 0 waiting, 1 done, 2 failed. */
  status: 0 | 1 | 2;
  generator: TextGenerator | null;
  model: string | null;
  /** Why it failed, when it did. */
  error: string | null;
}

/** A caption batch with its results (task centre → 批量文案 → 查看). */
export interface CaptionTaskDetail {
  id: number;
  creationType: number;
  type: number;
  totalNumber: number;
  completeNumber: number;
  /** 1 in progress, 2 completed, 3 failed. */
  status: 1 | 2 | 3;
  /** Texts asked for per work. */
  count: number;
  prompt: string;
  gmtCreate: DateTimeText;
  results: CaptionResult[];
}
