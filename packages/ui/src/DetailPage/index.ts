export { DetailPage } from './DetailPage';
export type { DetailPageProps, DetailPageTab } from './DetailPage';
