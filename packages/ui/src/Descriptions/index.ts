export { Descriptions } from './Descriptions';
export type { DescriptionsProps, DescriptionsItem } from './Descriptions';
