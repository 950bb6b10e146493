export { FormDrawer } from './FormDrawer';
export type { FormDrawerProps } from './FormDrawer';
