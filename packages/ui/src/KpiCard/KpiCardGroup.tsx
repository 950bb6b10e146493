import {
  Children,
  Fragment,
  isValidElement,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Item, List } from './KpiCard.styles';

export interface KpiCardGroupProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  /** The list's accessible name (核心指标, Key figures); or point `aria-labelledby` at a visible heading. */
  label?: string;
  /** The narrowest a card may get before the grid drops a column (number = px); sets `--bc-kpi-min-width`.
   * @default 200 */
  minItemWidth?: number | string;
  /** The cards, usually `KpiCard`s; each becomes a list item. */
  children?: ReactNode;
}

/** The cards, with fragments opened, so `<>{a}{b}</>` makes two list items. */
function cardsOf(children: ReactNode): ReactNode[] {
  return Children.toArray(children).flatMap((child) =>
    isValidElement(child) && child.type === Fragment
      ? cardsOf((child as ReactElement<{ children?: ReactNode }>).props.children)
      : [child],
  );
}

const toCss = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/** A responsive grid of KPI cards, announced as a list of figures with a name. */
export function KpiCardGroup({ label, minItemWidth = 200, style, children, ...rest }: KpiCardGroupProps) {
  return (
    <List
      // An unstyled list loses its list role in Safari; say it.
      role="list"
      aria-label={label}
      data-component="KpiCardGroup"
      style={{ '--bc-kpi-min-width': toCss(minItemWidth), ...style } as CSSProperties}
      {...rest}
    >
      {cardsOf(children).map((child, index) => (
        <Item key={isValidElement(child) && child.key != null ? child.key : index} data-part="Item">
          {child}
        </Item>
      ))}
    </List>
  );
}
