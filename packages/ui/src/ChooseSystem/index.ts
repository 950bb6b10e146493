export { ChooseSystem } from './ChooseSystem';
export type { ChooseSystemProps, SystemChoice } from './ChooseSystem';
