import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import { Detail, Item, List, Root, Term, Title } from './Descriptions.styles';

/** One label/value pair. */
export interface DescriptionsItem {
  /** Stable key; defaults to the label when that is text. */
  key?: string;
  /** The label (dt). */
  label: ReactNode;
  /** The value (dd); empty values show a dash. */
  value: ReactNode;
  /** Columns this item spans.
   * @default 1 */
  span?: number;
}

export interface DescriptionsProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The pairs, in reading order. */
  items: readonly DescriptionsItem[];
  /** Columns in the grid; sets `--bc-descriptions-columns`.
   * @default 3 */
  columns?: number;
  /** Table-like boxes with shaded labels.
   * @default false */
  bordered?: boolean;
  /** Label beside (horizontal) or above (vertical) the value.
   * @default 'horizontal' */
  layout?: 'horizontal' | 'vertical';
  /** A heading above the list. */
  title?: ReactNode;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/** Read-only details as a description list (dl/dt/dd) in a grid: material details, user info. */
export function Descriptions({
  items,
  columns = 3,
  bordered = false,
  layout = 'horizontal',
  title,
  style,
  ...rest
}: DescriptionsProps) {
  return (
    <Root
      data-component="Descriptions"
      data-bordered={bordered}
      data-layout={layout}
      style={{ '--bc-descriptions-columns': columns, ...style } as CSSProperties}
      {...rest}
    >
      {title ? <Title data-part="Title">{title}</Title> : null}
      <List data-part="List">
        {items.map((item, index) => (
          <Item
            key={item.key ?? (typeof item.label === 'string' ? item.label : index)}
            data-part="Item"
            style={item.span && item.span > 1 ? { gridColumn: `span ${Math.min(item.span, columns)}` } : undefined}
          >
            <Term data-part="Label">{item.label}</Term>
            <Detail data-part="Value">{isEmpty(item.value) ? '-' : item.value}</Detail>
          </Item>
        ))}
      </List>
    </Root>
  );
}
