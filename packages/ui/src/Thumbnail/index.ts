export { Thumbnail } from './Thumbnail';
export type { ThumbnailProps, ThumbnailRatio } from './Thumbnail';
