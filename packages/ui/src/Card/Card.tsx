import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Body, Extra, Footer, Header, Root, Title } from './Card.styles';

export interface CardProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The heading in the header. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline.
   * @default 'h3' */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Content at the end of the header: a link, buttons, a menu. */
  extra?: ReactNode;
  /** Content at the bottom, right-aligned (usually buttons). */
  footer?: ReactNode;
  /** Body padding: `none` for tables and lists that bring their own.
   * @default 'md' */
  padding?: 'none' | 'sm' | 'md';
  /** A shadow instead of a border.
   * @default false */
  elevated?: boolean;
}

/** A surface grouping related content under a title, with optional header actions and footer. */
export function Card({
  title,
  titleAs = 'h3',
  extra,
  footer,
  padding = 'md',
  elevated = false,
  children,
  ...rest
}: CardProps) {
  return (
    <Root data-component="Card" data-padding={padding} data-elevated={elevated} {...rest}>
      {title || extra ? (
        <Header data-part="Header">
          {title ? (
            <Title as={titleAs} data-part="Title">
              {title}
            </Title>
          ) : (
            <span style={{ flex: 1 }} />
          )}
          {extra ? <Extra data-part="Extra">{extra}</Extra> : null}
        </Header>
      ) : null}
      <Body data-part="Body">{children}</Body>
      {footer ? <Footer data-part="Footer">{footer}</Footer> : null}
    </Root>
  );
}
