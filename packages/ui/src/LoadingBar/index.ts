export { LoadingBar, LOADING_BAR_STEP_MS } from './LoadingBar';
export type { LoadingBarProps } from './LoadingBar';
