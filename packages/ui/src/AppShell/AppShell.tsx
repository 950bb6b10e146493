import { useId, type ComponentPropsWithRef, type MouseEvent, type ReactNode, type Ref } from 'react';
import { Breadcrumbs, type BreadcrumbsProps } from '../Breadcrumbs/Breadcrumbs';
import { Header, type HeaderProps } from '../Header/Header';
import { useUiTranslate } from '../i18n/I18nProvider';
import { shellCatalogues } from '../i18n/messages/shell';
import type { LinkComponent } from '../internal/link';
import { LoadingBar } from '../LoadingBar/LoadingBar';
import { SideMenu, type SideMenuProps } from '../SideMenu/SideMenu';
import { Aside, Body, Column, Crumbs, Main, Root, SkipLink } from './AppShell.styles';

/** How the shell is hosted (spec section 1: embedded in a host frame, in a browser, in a messenger). */
export interface AppShellEmbedding {
  /** Inside a host frame (mpmw, hwork): the header shows no logo and no module tabs. */
  embedded?: boolean;
  /** The host signs the user out itself: no "log out" in the user menu. */
  hideLogout?: boolean;
}

export interface AppShellProps extends Omit<ComponentPropsWithRef<'div'>, 'children'>, AppShellEmbedding {
  /** The header's data and callbacks (see `Header`); omitted or `hideHeader` shows no header. */
  header?: HeaderProps;
  /** The left menu's data and callbacks (see `SideMenu`); omitted or `hideAside` shows no menu. */
  sideMenu?: SideMenuProps;
  /** The breadcrumb bar (see `Breadcrumbs`); shown when it has items. */
  breadcrumbs?: BreadcrumbsProps;
  /** Hide the top menu (query `hideHeader`). */
  hideHeader?: boolean;
  /** Hide the left menu (query `hideAside`); the minimum layout width drops from 1366 px to 1200 px. */
  hideAside?: boolean;
  /** A route is loading: the thin top loading bar runs. */
  loading?: boolean;
  /** Something shown under the header across the whole width (the password prompt banner). */
  banner?: ReactNode;
  /** The main view (usually a `KeepAliveOutlet`). */
  children?: ReactNode;
  /** The scrolling main area, so the app can scroll it to the top after each navigation. */
  mainRef?: Ref<HTMLElement>;
  /** The main area's id (the skip link's target); generated when omitted. */
  mainId?: string;
  /** What the module tabs, side-menu entries and breadcrumbs render as when they have an address:
   * the app's router link (it must render an `<a>` and pass every prop on), unless one of them sets
   * its own. Plain left clicks still go through their callbacks.
   * @default 'a' */
  linkComponent?: LinkComponent;
}

/**
 * The console's frame (spec section 2 "Shell"): header, left side menu (collapsible to 60 px),
 * breadcrumb bar and the scrolling main view, with a skip link to the main view. Minimum layout width 1366 px, or
 * 1200 px with the left menu hidden; wider content scrolls inside the main view.
 */
export function AppShell({
  header,
  sideMenu,
  breadcrumbs,
  hideHeader = false,
  hideAside = false,
  embedded = false,
  hideLogout = false,
  loading = false,
  banner,
  children,
  mainRef,
  mainId,
  linkComponent = 'a',
  ...rest
}: AppShellProps) {
  const t = useUiTranslate(shellCatalogues);
  const generatedId = useId();
  const mainTarget = mainId ?? `bc-main${generatedId.replace(/:/g, '')}`;
  // Focus the main view without touching the URL: a hash would confuse the app's router.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = event.currentTarget.ownerDocument.getElementById(mainTarget);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  const showAside = !hideAside && sideMenu !== undefined;
  const showCrumbs = breadcrumbs !== undefined && breadcrumbs.items.length > 0;

  return (
    <Root
      data-component="AppShell"
      data-hide-header={hideHeader || undefined}
      data-hide-aside={!showAside || undefined}
      data-embedded={embedded || undefined}
      {...rest}
    >
      <SkipLink data-part="SkipLink" href={`#${mainTarget}`} onClick={skipToMain}>
        {t('appShell.skipToMain')}
      </SkipLink>
      <LoadingBar active={loading} />
      {hideHeader || header === undefined ? null : (
        <Header
          linkComponent={linkComponent}
          {...header}
          embedded={Boolean(embedded || header.embedded)}
          hideLogout={Boolean(hideLogout || header.hideLogout)}
        />
      )}
      {banner}
      <Body data-part="Body">
        {showAside ? (
          <Aside data-part="Aside">
            <SideMenu linkComponent={linkComponent} {...sideMenu} />
          </Aside>
        ) : null}
        <Column data-part="Column">
          {showCrumbs ? (
            <Crumbs data-part="Breadcrumbs">
              <Breadcrumbs linkComponent={linkComponent} {...breadcrumbs} />
            </Crumbs>
          ) : null}
          <Main id={mainTarget} ref={mainRef} tabIndex={-1} data-part="Main">
            {children}
          </Main>
        </Column>
      </Body>
    </Root>
  );
}
