import { useEffect, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { shellCatalogues } from '../i18n/messages/shell';
import { Spinner } from '../Spinner/Spinner';
import { Logo, Name, Root } from './Splash.styles';

/** How long the splash takes to fade once the app shows. */
export const SPLASH_FADE_MS = 240;

export interface SplashProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** True until the app is ready to show. */
  visible: boolean;
  /** The product name under the logo (it changes for the alternate brand and system version 2). */
  productName?: ReactNode;
  /** The logo. */
  logo?: ReactNode;
}

/**
 * The splash shown while the console starts: logo, product name and a spinner. When `visible`
 * turns false it fades out and leaves the page (and the accessibility tree).
 */
export function Splash({ visible, productName, logo, ...rest }: SplashProps) {
  const t = useUiTranslate(shellCatalogues);
  const [mounted, setMounted] = useState(visible);
  if (visible && !mounted) setMounted(true);

  useEffect(() => {
    if (visible) return undefined;
    const timer = setTimeout(() => setMounted(false), SPLASH_FADE_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  if (!mounted) return null;
  return (
    <Root
      data-component="Splash"
      data-state={visible ? 'visible' : 'hiding'}
      aria-hidden={visible ? undefined : true}
      aria-busy={visible || undefined}
      {...rest}
    >
      {logo ? <Logo data-part="Logo">{logo}</Logo> : null}
      <Name data-part="Name">{productName ?? t('splash.productName')}</Name>
      <Spinner size="lg" label={t('splash.loading')} />
    </Root>
  );
}
