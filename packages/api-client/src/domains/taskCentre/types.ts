import type { RenderFailureReason } from '../../dictionaries/media';
import type { DateTimeText } from '../common';

/** Tag task row (spec section 3). */
export interface TagTaskRow {
  id: number;
  slaveNumber: number;
  /** Comma-separated tag ids. */
  tagIds: string;
  /** Tag names (reference server; the spec shows only `tagIds`). */
  tagNames?: string[];
  gmtCreate: DateTimeText;
  /** 1/2 in progress, 3 failed, 4 completed. */
  status: 1 | 2 | 3 | 4;
  completeNum: number;
}

/** A source material of a merge/split record. */
export interface RecordSourceMaterial {
  id: number;
  source: number;
  coverUrl: string | null;
  url: string | null;
  name: string;
}

/** Merge/split record (spec section 3). */
export interface MergeSplitRecord {
  id: number;
  sourceMaterials: RecordSourceMaterial[];
  targetMaterials: { name: string }[];
  tagIds: { name: string }[];
  folderIds: { name: string }[];
  /** 1 and 4 in progress, 2 completed, 3 failed. */
  status: 1 | 2 | 3 | 4;
  gmtCreate: DateTimeText;
  /** Milliseconds (shown in seconds). */
  splitDuration: number | null;
  /** Progress of its render, 0–100 (reference server; ADR 0027). */
  progress?: number;
  /** Why it failed, a `RENDER_FAILURE_REASONS` code (`cancelled` when the member cancelled it); null otherwise. */
  failReason?: RenderFailureReason | null;
}

/** AI creation record (spec section 3). */
export interface AiCreationRecord {
  id: number;
  /** 99 image-text, otherwise video. */
  creationType: number;
  /** 1 generate, other values imitate. */
  type: number;
  totalNumber: number;
  completeNumber: number;
  /** 1 in progress, 2 completed, 3 failed. */
  status: 1 | 2 | 3;
  gmtCreate: DateTimeText;
}
