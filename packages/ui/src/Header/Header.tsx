import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { DropdownMenu } from '../DropdownMenu';
import { BRAND_SWITCH_DEBOUNCE_MS, MENU_CLICK_THROTTLE_MS } from '../hooks/timing';
import { useThrottledCallback } from '../hooks/useThrottledCallback';
import { useUiTranslate } from '../i18n/I18nProvider';
import { shellCatalogues } from '../i18n/messages/shell';
import { CaretDownIcon, CheckIcon } from '../internal/icons';
import { isPlainLeftClick, type LinkComponent } from '../internal/link';
import { Actions, Bar, Brand, LogoButton, ProductName, Root, Tab, Tabs } from './Header.styles';

/** A module of the permission menu, shown as a tab. */
export interface HeaderModule {
  /** Unique key (the module's URL). */
  key: string;
  /** The module's name. */
  label: string;
  /** The module's scope code; `public_authority` and `data_screen` are never shown as tabs. */
  scopeCode?: string;
  /** Where the tab leads (the module's first page): the tab is then a link (new tab, copy link,
   * middle-click); a plain click still goes through `onModuleSelect`. */
  href?: string;
}

/** A brand the user can sign in to (the login brands of the user info). */
export interface HeaderBrand {
  brandId: number;
  brandName: string;
  /** False for a disabled brand: listed, not choosable (该账号已被禁用). */
  isValid: boolean;
}

export interface HeaderProps extends ComponentPropsWithRef<'header'> {
  /** The product name beside the logo (it changes for the alternate brand and system versions 2 and 3). */
  productName: ReactNode;
  /** The logo (it changes with the system version). */
  logo?: ReactNode;
  /** Modules of the permission menu. */
  modules: readonly HeaderModule[];
  /** Key of the module on screen. */
  activeModuleKey?: string;
  /** Called when a module tab is chosen by a plain click or Enter, at most once per 500 ms (the menu's throttle). */
  onModuleSelect?: (module: HeaderModule) => void;
  /** Called when the logo is pressed (the app goes to the first module). */
  onLogoClick?: () => void;
  /** Where the logo leads (the first module's first page): the logo is then a link. */
  logoHref?: string;
  /** What module tabs and the logo render as when they have an address: `'a'`, or the app's router
   * link (it must render an `<a>` and pass every prop on). Plain left clicks call the callbacks.
   * @default 'a' */
  linkComponent?: LinkComponent;
  /** Show the data-screen button (the user has the data-screen module). */
  hasDataScreen?: boolean;
  /** Called by the data-screen button (the app opens the large-screen window). */
  onOpenDataScreen?: () => void;
  /** Called by the task-centre button. */
  onOpenTaskCentre?: () => void;
  /** The user's brands; the switcher shows only with more than one. */
  brands?: readonly HeaderBrand[];
  /** The brand of the session. */
  currentBrandId?: number;
  /** Called when another, valid brand is chosen (at most once per second). */
  onBrandSwitch?: (brand: HeaderBrand) => void;
  /** The user's display name and photo for the user menu. */
  user: { name: string; photoUrl?: string };
  /** Called by "personal info" in the user menu. */
  onOpenPersonalInfo?: () => void;
  /** Called by "log out" in the user menu. */
  onLogout?: () => void;
  /** Embedded in a host frame: no logo, no module tabs. */
  embedded?: boolean;
  /** Hide "log out" (some embedded modes). */
  hideLogout?: boolean;
}

const HIDDEN_MODULE_CODES = new Set(['public_authority', 'data_screen']);

/**
 * The console's top bar: logo and product name, module tabs from the permission menu, the
 * data-screen and task-centre buttons, the brand switcher and the user menu (spec section 2).
 * Tabs and logo with an address are links (new tab, copy link, middle or ctrl/cmd-click).
 */
export function Header({
  productName,
  logo,
  modules,
  activeModuleKey,
  onModuleSelect,
  onLogoClick,
  logoHref,
  linkComponent = 'a',
  hasDataScreen = false,
  onOpenDataScreen,
  onOpenTaskCentre,
  brands = [],
  currentBrandId,
  onBrandSwitch,
  user,
  onOpenPersonalInfo,
  onLogout,
  embedded = false,
  hideLogout = false,
  ...rest
}: HeaderProps) {
  const t = useUiTranslate(shellCatalogues);
  const tabs = modules.filter((m) => !HIDDEN_MODULE_CODES.has(m.scopeCode ?? ''));
  const current = brands.find((b) => b.brandId === currentBrandId);
  const throttledSwitch = useThrottledCallback(
    (brand: HeaderBrand) => onBrandSwitch?.(brand),
    BRAND_SWITCH_DEBOUNCE_MS,
  );
  const switchBrand = (brand: HeaderBrand) => {
    // Choosing the current brand does nothing; a disabled brand cannot be chosen (its item is disabled).
    if (brand.brandId === currentBrandId || !brand.isValid) return;
    throttledSwitch(brand);
  };
  const logout = useThrottledCallback(() => onLogout?.(), BRAND_SWITCH_DEBOUNCE_MS);
  const selectModule = useThrottledCallback((module: HeaderModule) => onModuleSelect?.(module), MENU_CLICK_THROTTLE_MS);
  /** A plain click is the app's; modified and middle clicks on a link are the browser's (new tab, window). */
  const onLinkClick = (event: MouseEvent<HTMLElement>, isLink: boolean, run: () => void) => {
    if (isLink && !isPlainLeftClick(event)) return;
    if (isLink) event.preventDefault();
    run();
  };

  return (
    <Root data-component="Header" data-embedded={embedded || undefined} {...rest}>
      <Bar data-part="Bar">
        {embedded ? null : (
          <Brand data-part="Brand">
            <LogoButton
              {...(logoHref ? { as: linkComponent, href: logoHref } : { type: 'button' as const })}
              data-part="Logo"
              onClick={(event: MouseEvent<HTMLElement>) => onLinkClick(event, Boolean(logoHref), () => onLogoClick?.())}
              title={t('header.home')}
            >
              {logo}
              <ProductName>{productName}</ProductName>
            </LogoButton>
          </Brand>
        )}
        <Actions data-part="Actions">
          {hasDataScreen ? (
            <Button size="sm" variant="ghost" onClick={onOpenDataScreen}>
              {t('header.dataScreen')}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={onOpenTaskCentre}>
            {t('header.taskCentre')}
          </Button>
          {brands.length > 1 ? (
            <DropdownMenu.Root>
              <DropdownMenu.Trigger asChild>
                <Button
                  size="sm"
                  variant="secondary"
                  trailingVisual={<CaretDownIcon size={12} />}
                  aria-label={t('header.brand', { name: current?.brandName ?? '' })}
                >
                  {current?.brandName ?? t('header.switchBrand')}
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content align="end">
                <DropdownMenu.Label>{t('header.switchBrand')}</DropdownMenu.Label>
                {brands.map((brand) => (
                  <DropdownMenu.Item
                    key={brand.brandId}
                    disabled={!brand.isValid}
                    leadingVisual={brand.brandId === currentBrandId ? <CheckIcon size={14} /> : <span />}
                    onSelect={() => switchBrand(brand)}
                  >
                    {brand.brandName}
                    {brand.isValid ? '' : `（${t('header.brandDisabled')}）`}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          ) : null}
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild>
              <Button size="sm" variant="ghost" title={t('header.userMenu', { name: user.name })}>
                <Avatar size="sm" decorative name={user.name} {...(user.photoUrl ? { src: user.photoUrl } : {})} />
                {user.name}
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Content align="end">
              <DropdownMenu.Item onSelect={() => onOpenPersonalInfo?.()}>{t('header.personalInfo')}</DropdownMenu.Item>
              {hideLogout ? null : (
                <>
                  <DropdownMenu.Separator />
                  <DropdownMenu.Item tone="danger" onSelect={() => logout()}>
                    {t('header.logout')}
                  </DropdownMenu.Item>
                </>
              )}
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        </Actions>
      </Bar>
      {embedded || tabs.length === 0 ? null : (
        <Tabs data-part="Modules" aria-label={t('header.modules')}>
          {tabs.map((module) => (
            <Tab
              key={module.key}
              {...(module.href ? { as: linkComponent, href: module.href } : { type: 'button' as const })}
              data-part="Module"
              data-active={module.key === activeModuleKey || undefined}
              aria-current={module.key === activeModuleKey ? 'page' : undefined}
              onClick={(event: MouseEvent<HTMLElement>) =>
                onLinkClick(event, Boolean(module.href), () => selectModule(module))
              }
            >
              {module.label}
            </Tab>
          ))}
        </Tabs>
      )}
    </Root>
  );
}
