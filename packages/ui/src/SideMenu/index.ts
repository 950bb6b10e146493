export { SideMenu } from './SideMenu';
export type { SideMenuProps, SideMenuItem } from './SideMenu';
