export { KpiCard } from './KpiCard';
export type { KpiCardProps } from './KpiCard';
export { KpiCardGroup } from './KpiCardGroup';
export type { KpiCardGroupProps } from './KpiCardGroup';
