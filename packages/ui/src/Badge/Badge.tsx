import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { dataCatalogues } from '../i18n/messages/data';
import { Count, Root } from './Badge.styles';

export type BadgeTone = 'danger' | 'accent' | 'neutral';

export interface BadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The number shown; above `max` it reads `99+`. */
  count?: number;
  /** The largest number shown in full.
   * @default 99 */
  max?: number;
  /** A plain dot instead of a number (something new, without a count). */
  dot?: boolean;
  /** Show the badge when the count is 0.
   * @default false */
  showZero?: boolean;
  /** Colour role.
   * @default 'danger' */
  tone?: BadgeTone;
  /** Text for assistive technology, e.g. 5 条未读; defaults to the number, or 有新内容 for a dot. */
  label?: string;
  /** What the badge is attached to (an icon button, an avatar); the badge sits on its top-right corner. */
  children?: ReactNode;
}

/** A count or dot on top of something, such as unread messages on the task-centre button. */
export function Badge({
  count,
  max = 99,
  dot = false,
  showZero = false,
  tone = 'danger',
  label,
  children,
  ...rest
}: BadgeProps) {
  const t = useUiTranslate(dataCatalogues);
  const hidden = !dot && (count === undefined || (count <= 0 && !showZero));
  const text = count !== undefined && count > max ? `${max}+` : String(count ?? '');
  const spoken = label ?? (dot ? t('badge.dot') : text);
  return (
    <Root data-component="Badge" data-attached={children ? 'true' : undefined} {...rest}>
      {children}
      {hidden ? null : (
        <Count data-part="Count" data-tone={tone} data-dot={dot || undefined}>
          {dot ? null : <span aria-hidden="true">{text}</span>}
          <VisuallyHidden>{spoken}</VisuallyHidden>
        </Count>
      )}
    </Root>
  );
}
