export { LoadingPage } from './LoadingPage';
export type { LoadingPageProps } from './LoadingPage';
