import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { shellCatalogues } from '../i18n/messages/shell';
import { ChevronRightIcon } from '../internal/icons';
import { useThrottledCallback } from '../hooks/useThrottledCallback';
import { BREADCRUMB_DEBOUNCE_MS } from '../hooks/timing';
import { isPlainLeftClick, type LinkComponent } from '../internal/link';
import { Current, Item, Link, List, Root, Separator } from './Breadcrumbs.styles';

export interface BreadcrumbItem {
  /** Text shown for the item. */
  label: ReactNode;
  /** Where the item leads: its link's address, and what `previousPath` is compared with. A group of
   * the menu leads to its first page (the app decides). */
  path: string;
  /** The link's address when it differs from `path` (the page's remembered query).
   * @default path */
  href?: string;
}

/** How to go to an item: back in history when the user came from there, else a new entry. */
export type BreadcrumbNavigation = 'back' | 'push';

export interface BreadcrumbsProps extends Omit<ComponentPropsWithRef<'nav'>, 'onClick'> {
  /** The trail, from the module down to the current page (the last item). */
  items: readonly BreadcrumbItem[];
  /** The path the user came from; choosing it reports `'back'`. */
  previousPath?: string;
  /** Called when an item before the last is chosen by a plain click or Enter, at most once per second
   * (spec section 2). Modified clicks (new tab, new window) stay the browser's. */
  onNavigate?: (item: BreadcrumbItem, navigation: BreadcrumbNavigation) => void;
  /** What the links render as: `'a'`, or the app's router link (it must render an `<a>` and pass
   * every prop on). The kit prevents the default of plain left clicks and calls `onNavigate`.
   * @default 'a' */
  linkComponent?: LinkComponent;
}

/**
 * The breadcrumb bar: every item before the last is a link; the last is the current page.
 * Choosing an item reports whether to go back (the user came from there) or push (spec section 2).
 * Repeated clicks within 1 s are ignored, so a double click navigates once.
 */
export function Breadcrumbs({ items, previousPath, onNavigate, linkComponent = 'a', ...rest }: BreadcrumbsProps) {
  const t = useUiTranslate(shellCatalogues);
  const navigate = useThrottledCallback((item: BreadcrumbItem) => {
    onNavigate?.(item, item.path === previousPath ? 'back' : 'push');
  }, BREADCRUMB_DEBOUNCE_MS);

  const choose = (event: MouseEvent<HTMLAnchorElement>, item: BreadcrumbItem) => {
    // Plain clicks navigate inside the app; modified clicks keep the browser's behaviour (new tab).
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate(item);
  };

  return (
    <Root data-component="Breadcrumbs" aria-label={t('breadcrumbs.label')} {...rest}>
      <List data-part="List">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Item key={`${item.path}-${index}`} data-part="Item">
              {last ? (
                <Current data-part="Current" aria-current="page">
                  {item.label}
                </Current>
              ) : (
                <>
                  <Link
                    as={linkComponent}
                    data-part="Link"
                    href={item.href ?? item.path}
                    onClick={(event) => choose(event, item)}
                  >
                    {item.label}
                  </Link>
                  <Separator data-part="Separator" aria-hidden="true">
                    <ChevronRightIcon size={12} />
                  </Separator>
                </>
              )}
            </Item>
          );
        })}
      </List>
    </Root>
  );
}
