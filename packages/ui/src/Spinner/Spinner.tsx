import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { dataCatalogues } from '../i18n/messages/data';
import { Label, Ring, Root } from './Spinner.styles';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Diameter: 14, 20 or 32 px.
   * @default 'md' */
  size?: SpinnerSize;
  /** What is loading; announced to assistive technology. Defaults to 加载中 / "Loading". */
  label?: ReactNode;
  /** Show the label next to the ring instead of only announcing it. */
  showLabel?: boolean;
}

/** A loading indicator with an accessible label (a polite `status` region). */
export function Spinner({ size = 'md', label, showLabel = false, ...rest }: SpinnerProps) {
  const t = useUiTranslate(dataCatalogues);
  const text = label ?? t('spinner.label');
  return (
    <Root role="status" data-component="Spinner" data-size={size} {...rest}>
      <Ring aria-hidden="true" data-part="Ring" />
      {showLabel ? <Label data-part="Label">{text}</Label> : <VisuallyHidden>{text}</VisuallyHidden>}
    </Root>
  );
}
