import {
  AI_CREATION_STATUSES,
  codesOf,
  EXPORT_ROW_STATUSES,
  MATERIAL_SOURCES,
  MATERIAL_SPECIFIC_TYPES,
  MATERIAL_TYPES,
  MERGE_SPLIT_STATUSES,
  TAG_TASK_STATUSES,
} from '@brand-console/api-client';

/**
 * The codes the server stores and compares, by key, read from the api-client's dictionaries (the
 * one place each code is defined, with its labels): `MaterialType.video` is 1 because
 * `MATERIAL_TYPES` says so. Operation types are the api-client's `MERGE_SPLIT_OPERATION`.
 */

/** Material types (spec section 3). */
export const MaterialType = codesOf(MATERIAL_TYPES);
/** Specific types: audio `soundEffect` and `bgm`, image `sticker`. */
export const SpecificType = codesOf(MATERIAL_SPECIFIC_TYPES);
/** Where a material comes from: the server stores `libraryUpload`, `merge` and `split`, and checks `cloudMaterial`. */
export const MaterialSource = codesOf(MATERIAL_SOURCES);

/**
 * Export rows (`download_tasks.status`): `waiting` → `inProgress` (sub-status 0..3) → `done`, or
 * `cancelled`, `failed`; `done` becomes `expired` after the retention period.
 */
export const ExportStatus = codesOf(EXPORT_ROW_STATUSES);
/** Tag tasks: `inProgress` (queued) → `inProgress2` (tagging, one material a step) → `completed`, or `failed`. */
export const TagTaskStatus = codesOf(TAG_TASK_STATUSES);
/** Merges and splits: `inProgress` (queued) → `inProgress4` (processing) → `completed`, or `failed`. */
export const MergeSplitStatus = codesOf(MERGE_SPLIT_STATUSES);
/** AI creation (caption) batches: `inProgress` → `completed`, or `failed`. */
export const CaptionStatus = codesOf(AI_CREATION_STATUSES);
