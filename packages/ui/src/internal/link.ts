import type { ComponentPropsWithRef, ComponentType, KeyboardEvent, MouseEvent } from 'react';

/** What the kit hands to a link component: an anchor's props, with the address always set. */
export interface LinkComponentProps extends ComponentPropsWithRef<'a'> {
  /** The address the link leads to (a path inside the app, or a full URL). */
  href: string;
}

/**
 * The element the kit's navigation renders for its links: `'a'` (the default) or the app's router
 * link, which must render an `<a>` and pass every prop on (Primer's `as`, Mantine's `component`).
 * The kit never imports a router: a plain left click is handled by the component's own callback,
 * which calls `preventDefault()` first, so a router link that respects `defaultPrevented` (React
 * Router's `Link` does) leaves the navigation to that callback.
 */
export type LinkComponent = ComponentType<LinkComponentProps> | 'a';

/**
 * True for a click the app should handle itself: the main button with no modifier. Middle clicks,
 * ctrl/cmd-click (new tab), shift-click (new window) and alt-click (download) stay the browser's.
 */
export function isPlainLeftClick(event: MouseEvent<Element>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** True for Enter with a modifier on a link: the browser opens it in a new tab or window. */
export function isModifiedEnter(event: KeyboardEvent<Element>): boolean {
  return event.key === 'Enter' && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}
