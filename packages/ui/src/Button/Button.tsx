import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { commonCatalogues } from '../i18n/messages/common';
import { InlineSpinner } from '../internal/Spinner';
import { StyledButton, Visual } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  /** Visual emphasis: one `primary` per view, `danger` for destructive actions.
   * @default 'secondary' */
  variant?: ButtonVariant;
  /** Height and type size: 24, 32 or 40 px.
   * @default 'md' */
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and ignores clicks, while keeping focus and the accessible name. */
  loading?: boolean;
  /** An icon before the label. */
  leadingVisual?: ReactNode;
  /** An icon after the label. */
  trailingVisual?: ReactNode;
  /** Stretch to the width of the container. */
  block?: boolean;
  /** The native button type.
   * @default 'button' */
  type?: 'button' | 'submit' | 'reset';
}

/** The console's button. Icon-only buttons must carry an `aria-label`. */
export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  leadingVisual,
  trailingVisual,
  block = false,
  type = 'button',
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  const t = useUiTranslate(commonCatalogues);
  const iconOnly = children == null || children === false;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      data-component="Button"
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      data-block={block || undefined}
      data-icon-only={iconOnly || undefined}
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? (
        <Visual data-part="LoadingVisual">
          <InlineSpinner />
          <VisuallyHidden>{t('button.loading')}</VisuallyHidden>
        </Visual>
      ) : leadingVisual ? (
        <Visual data-part="LeadingVisual">{leadingVisual}</Visual>
      ) : null}
      {iconOnly ? null : <span data-part="Label">{children}</span>}
      {trailingVisual ? <Visual data-part="TrailingVisual">{trailingVisual}</Visual> : null}
    </StyledButton>
  );
}
