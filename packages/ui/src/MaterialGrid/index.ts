export { MaterialGrid } from './MaterialGrid';
export type { MaterialGridItem, MaterialGridProps } from './MaterialGrid';
