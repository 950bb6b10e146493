import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { signInCatalogues } from '../i18n/messages/signIn';
import { Brand, Card, Footer, Root, Showcase, Side, Tagline, Title } from './LoginLayout.styles';

export interface LoginLayoutProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The system name (it changes for the alternate brand and system version 2). */
  productName: ReactNode;
  /** The logo beside the name (decorative). */
  logo?: ReactNode;
  /** The card's heading (the page's h1). */
  title?: ReactNode;
  /** A sentence on the showcase side; defaults by variant. */
  tagline?: ReactNode;
  /** `cutShadow`: the system version 2 login (/cutShadow_login) with its own look. */
  variant?: 'default' | 'cutShadow';
  /** Under the card (copyright, ICP number, client download). */
  footer?: ReactNode;
  children?: ReactNode;
}

/** The frame of every sign-in page: a showcase with the product name, and the card with the form. */
export function LoginLayout({
  productName,
  logo,
  title,
  tagline,
  variant = 'default',
  footer,
  children,
  ...rest
}: LoginLayoutProps) {
  const t = useUiTranslate(signInCatalogues);
  return (
    <Root data-component="LoginLayout" data-variant={variant} {...rest}>
      <Showcase data-part="Showcase">
        <Brand data-part="Brand">
          {logo ? <span aria-hidden="true">{logo}</span> : null}
          <span>{productName}</span>
        </Brand>
        <Tagline data-part="Tagline">
          {tagline ?? t(variant === 'cutShadow' ? 'loginLayout.cutShadowTagline' : 'loginLayout.tagline')}
        </Tagline>
        <span />
      </Showcase>
      <Side data-part="Side">
        <Card data-part="Card">
          {title ? <Title data-part="Title">{title}</Title> : null}
          {children}
          {footer ? <Footer data-part="Footer">{footer}</Footer> : null}
        </Card>
      </Side>
    </Root>
  );
}
