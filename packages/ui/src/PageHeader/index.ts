export { PageHeader } from './PageHeader';
export type { PageHeaderProps, PageHeaderBack, HeadingLevel } from './PageHeader';
