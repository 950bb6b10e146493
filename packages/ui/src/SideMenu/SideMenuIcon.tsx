import type { ReactNode } from 'react';
import { IconImage } from './SideMenu.styles';

/**
 * The side menu's icon set, by the names a menu node's `scopeIcon` carries (the Feather/Lucide
 * names the reference server seeds: `film`, `users`, `bar-chart`, …), drawn in the kit's own
 * 16 px stroke style so they sit with its other icons and take the text colour.
 */
const PATHS = {
  'bar-chart': <path d="M4 13.5V8M8 13.5V2.5M12 13.5V6" />,
  'check-square': (
    <>
      <rect x="2.25" y="2.25" width="11.5" height="11.5" rx="1.75" />
      <path d="M5.25 8l2 2 3.5-4" />
    </>
  ),
  clock: (
    <>
      <circle cx="8" cy="8" r="6" />
      <path d="M8 4.75V8l2.25 1.5" />
    </>
  ),
  'credit-card': (
    <>
      <rect x="1.5" y="3.25" width="13" height="9.5" rx="1.5" />
      <path d="M1.5 6.5h13M4 10h2.5" />
    </>
  ),
  edit: (
    <>
      <path d="M10.75 2.5l2.75 2.75L6 12.75l-3.5.75.75-3.5z" />
      <path d="M9 4.25l2.75 2.75" />
    </>
  ),
  'file-text': (
    <>
      <path d="M9.5 1.75H4a1 1 0 0 0-1 1v10.5a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1v-8z" />
      <path d="M9.5 1.75v3.5H13M5.5 8.5h5M5.5 11h3.5" />
    </>
  ),
  film: (
    <>
      <rect x="2" y="2" width="12" height="12" rx="1.5" />
      <path d="M5 2v12M11 2v12M2 8h12M2 5h3M2 11h3M11 5h3M11 11h3" />
    </>
  ),
  home: <path d="M2.25 7.5L8 2.5l5.75 5M3.75 6.25v7.25h3v-4h2.5v4h3V6.25" />,
  image: (
    <>
      <rect x="2" y="2.5" width="12" height="11" rx="1.5" />
      <circle cx="5.75" cy="6" r="1.25" />
      <path d="M14 10.25L10.5 6.75 3 13.5" />
    </>
  ),
  key: (
    <>
      <circle cx="5" cy="11" r="2.75" />
      <path d="M7 9l6.5-6.5M10.75 4.75l2 2M12.5 3l1.5 1.5" />
    </>
  ),
  layers: <path d="M8 2L2 5l6 3 6-3zM2 8l6 3 6-3M2 11l6 3 6-3" />,
  layout: (
    <>
      <rect x="2" y="2" width="12" height="12" rx="1.5" />
      <path d="M2 6h12M6 6v8" />
    </>
  ),
  megaphone: <path d="M2 6.25v3.5h2.25L10 13V3L4.25 6.25zM12.25 5.75a2.75 2.75 0 0 1 0 4.5M4.75 9.75l.75 3.75h1.75" />,
  'message-circle': <path d="M14 7.75a5.75 5.75 0 0 1-8.4 5.1L2 14l1.15-3.6A5.75 5.75 0 1 1 14 7.75z" />,
  monitor: (
    <>
      <rect x="1.5" y="2.5" width="13" height="9" rx="1.5" />
      <path d="M5.5 14h5M8 11.5V14" />
    </>
  ),
  'pie-chart': <path d="M7 3a5.5 5.5 0 1 0 6 6H7zM9.5 1.5A5 5 0 0 1 14.5 6.5h-5z" />,
  radio: (
    <>
      <circle cx="8" cy="8" r="1.5" />
      <path d="M5.35 5.35a3.75 3.75 0 0 0 0 5.3M10.65 5.35a3.75 3.75 0 0 1 0 5.3M3.2 3.2a6.75 6.75 0 0 0 0 9.6M12.8 3.2a6.75 6.75 0 0 1 0 9.6" />
    </>
  ),
  send: <path d="M14.5 1.5L7 9M14.5 1.5L10 14.5 7 9 1.5 6z" />,
  settings: (
    <>
      <circle cx="8" cy="8" r="2" />
      <circle cx="8" cy="8" r="4.5" />
      <path d="M8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4" />
    </>
  ),
  share: (
    <>
      <circle cx="12" cy="3.5" r="1.75" />
      <circle cx="4" cy="8" r="1.75" />
      <circle cx="12" cy="12.5" r="1.75" />
      <path d="M5.5 7.15l5-2.8M5.5 8.85l5 2.8" />
    </>
  ),
  shield: <path d="M8 1.75l5 2v4c0 3.25-2.25 5.5-5 6.5-2.75-1-5-3.25-5-6.5v-4z" />,
  'shopping-bag': <path d="M3.5 5h9l-.75 9h-7.5zM6 7V4.5a2 2 0 0 1 4 0V7" />,
  sliders: (
    <>
      <path d="M2.5 4.5h6M11.5 4.5h2M2.5 11.5h2M7.5 11.5h6" />
      <circle cx="10" cy="4.5" r="1.5" />
      <circle cx="6" cy="11.5" r="1.5" />
    </>
  ),
  smartphone: (
    <>
      <rect x="4" y="1.5" width="8" height="13" rx="1.5" />
      <path d="M7 12h2" />
    </>
  ),
  target: (
    <>
      <circle cx="8" cy="8" r="6" />
      <circle cx="8" cy="8" r="3.25" />
      <circle cx="8" cy="8" r="0.75" />
    </>
  ),
  user: (
    <>
      <circle cx="8" cy="5" r="2.75" />
      <path d="M2.75 14c0-2.9 2.35-4.75 5.25-4.75s5.25 1.85 5.25 4.75" />
    </>
  ),
  'user-check': (
    <>
      <circle cx="6.25" cy="5" r="2.5" />
      <path d="M1.75 14c0-2.6 2-4.5 4.5-4.5s4.5 1.9 4.5 4.5M10.5 7l1.5 1.5 3-3" />
    </>
  ),
  users: (
    <>
      <circle cx="6" cy="5.5" r="2.25" />
      <path d="M1.75 13.5c0-2.4 1.9-4 4.25-4s4.25 1.6 4.25 4M10.5 3.4a2.25 2.25 0 0 1 0 4.2M12 9.75c1.35.5 2.25 1.85 2.25 3.75" />
    </>
  ),
} satisfies Record<string, ReactNode>;

/** A name in the side menu's icon set. */
export type SideMenuIconName = keyof typeof PATHS;

/** Every name the side menu draws an icon for, in alphabetical order. */
export const SIDE_MENU_ICON_NAMES = Object.keys(PATHS) as readonly SideMenuIconName[];

/** An image address rather than a name: an absolute or root-relative URL, or a data URL. */
const IMAGE_ADDRESS = /^(?:https?:\/\/|data:image\/|\/)/i;

/** Whether the side menu can draw `name`: a name of the set or an image address. */
export function isSideMenuIcon(name: string): boolean {
  return Object.hasOwn(PATHS, name) || IMAGE_ADDRESS.test(name.trim());
}

export interface SideMenuIconProps {
  /** A name of the set (`SIDE_MENU_ICON_NAMES`), or an image address (`https://…`, `/…`, `data:image/…`). */
  name: string;
  /** Width and height in pixels.
   * @default 16 */
  size?: number;
}

/**
 * One icon of the side menu, by the name a menu node's `scopeIcon` carries: a drawn icon for the
 * names of the set, the image itself for an image address, nothing for any other name (the menu
 * then shows the entry's first character where an icon is needed). Decorative: the entry's label
 * names it.
 */
export function SideMenuIcon({ name, size = 16 }: SideMenuIconProps) {
  const trimmed = name.trim();
  if (Object.hasOwn(PATHS, trimmed)) {
    return (
      <svg
        data-icon={trimmed}
        width={size}
        height={size}
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {PATHS[trimmed as SideMenuIconName]}
      </svg>
    );
  }
  if (IMAGE_ADDRESS.test(trimmed)) {
    return <IconImage src={trimmed} alt="" width={size} height={size} />;
  }
  return null;
}
