import type { LinkComponentProps } from '@brand-console/ui';
import { createContext, use, type FocusEvent, type PointerEvent } from 'react';
import { Link } from 'react-router';

/** Starts loading the chunk of the page an address leads to (the shell gives it; nothing by default). */
export const PreloadPageContext = createContext<(href: string) => void>(() => {});

/**
 * The kit's links (side-menu entries, module tabs, breadcrumbs, logo) as React Router links: a real
 * `<a href>` the browser can open in a new tab, copy or middle-click. The kit handles plain left
 * clicks itself (throttles, reload of the current page) and prevents their default, which `Link`
 * respects. Pointing at or focusing a link starts loading its page's chunk.
 */
export function ShellLink({ href, onPointerEnter, onFocus, ...rest }: LinkComponentProps) {
  const preload = use(PreloadPageContext);
  return (
    <Link
      to={href}
      {...rest}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        preload(href);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        preload(href);
      }}
    />
  );
}
