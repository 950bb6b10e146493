export { SideMenu } from './SideMenu';
export type { SideMenuProps, SideMenuItem } from './SideMenu';
export { SideMenuIcon, SIDE_MENU_ICON_NAMES, isSideMenuIcon } from './SideMenuIcon';
export type { SideMenuIconProps, SideMenuIconName } from './SideMenuIcon';
