export * as Drawer from './Drawer.namespace';
export type {
  DrawerRootProps,
  DrawerTriggerProps,
  DrawerContentProps,
  DrawerCloseProps,
  DrawerSize,
  DrawerPlacement,
} from './Drawer';
