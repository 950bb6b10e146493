export * as Tabs from './Tabs.namespace';
export type { TabsRootProps, TabsListProps, TabsTriggerProps, TabsContentProps } from './Tabs';
