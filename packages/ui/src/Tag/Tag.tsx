import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { dataCatalogues } from '../i18n/messages/data';
import { CloseIcon } from '../internal/icons';
import { CloseButton, Dot, Label, Root } from './Tag.styles';

export type TagTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

export interface TagProps extends ComponentPropsWithRef<'span'> {
  /** Colour role; every tone keeps AA contrast in light and dark.
   * @default 'neutral' */
  tone?: TagTone;
  /** Height: 22 or 26 px.
   * @default 'sm' */
  size?: 'sm' | 'md';
  /** A small dot before the label, for statuses. */
  dot?: boolean;
  /** Shows a × button; called when it is pressed. */
  onClose?: () => void;
  /** Accessible name of the × button; defaults to 移除 {label} when the label is text. */
  closeLabel?: string;
  /** The label. */
  children?: ReactNode;
}

/** A short label: a category, a tag name or (through `StatusTag`) a status. */
export function Tag({ tone = 'neutral', size = 'sm', dot = false, onClose, closeLabel, children, ...rest }: TagProps) {
  const t = useUiTranslate(dataCatalogues);
  const name =
    closeLabel ??
    (typeof children === 'string' || typeof children === 'number'
      ? t('tag.close', { label: children })
      : t('tag.closeFallback'));
  return (
    <Root data-component="Tag" data-tone={tone} data-size={size} {...rest}>
      {dot ? <Dot data-part="Dot" aria-hidden="true" /> : null}
      <Label data-part="Label">{children}</Label>
      {onClose ? (
        <CloseButton type="button" data-part="CloseButton" aria-label={name} onClick={onClose}>
          <CloseIcon size={12} />
        </CloseButton>
      ) : null}
    </Root>
  );
}
