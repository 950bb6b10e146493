export { CoverStage } from './CoverStage';
export type { CoverStageProps, CoverStageSafeZone } from './CoverStage';
export { exportCover } from './exportCover';
export type { ExportCoverOptions } from './exportCover';
export { loadCoverImage } from './coverImages';
export { measureCoverTextHeight } from './coverScene';
export type { CoverFontFamilies } from './coverScene';
