import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { dataCatalogues } from '../i18n/messages/data';
import { EmptyBoxIcon } from '../internal/icons';
import { Action, Description, Illustration, Root, Title } from './Empty.styles';

export interface EmptyProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** A short heading above the description. */
  title?: ReactNode;
  /** The sentence shown; defaults to 暂无数据 / "No data". */
  description?: ReactNode;
  /** A decorative picture; defaults to an empty-box icon. Pass `null` to hide it. */
  illustration?: ReactNode;
  /** A follow-up action, such as a button to create the first item. */
  action?: ReactNode;
  /** `sm` for tight places (menus, small cards).
   * @default 'md' */
  size?: 'sm' | 'md';
}

/** Shown when a list, table or search has nothing to show. */
export function Empty({ title, description, illustration, action, size = 'md', ...rest }: EmptyProps) {
  const t = useUiTranslate(dataCatalogues);
  const picture =
    illustration === undefined ? <EmptyBoxIcon size={size === 'sm' ? 32 : 56} strokeWidth={1} /> : illustration;
  return (
    <Root data-component="Empty" data-size={size} {...rest}>
      {picture ? (
        <Illustration data-part="Illustration" aria-hidden="true">
          {picture}
        </Illustration>
      ) : null}
      {title ? <Title data-part="Title">{title}</Title> : null}
      <Description data-part="Description">{description ?? t('empty.description')}</Description>
      {action ? <Action data-part="Action">{action}</Action> : null}
    </Root>
  );
}
