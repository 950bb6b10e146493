export { BrandChoice } from './BrandChoice';
export type { BrandChoiceProps } from './BrandChoice';
