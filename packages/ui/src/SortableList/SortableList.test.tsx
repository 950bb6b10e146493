import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { SortableList, type SortableListProps } from './SortableList';

interface Row {
  id: number;
  label: string;
  enabled: boolean;
}
const ROWS: Row[] = [
  { id: 1, label: '潜在客户', enabled: true },
  { id: 2, label: '意向客户', enabled: false },
  { id: 3, label: '成交客户', enabled: true },
];

function Ordered({ onOrder, ...props }: Partial<SortableListProps<Row>> & { onOrder?: (ids: number[]) => void }) {
  const [items, setItems] = useState(ROWS);
  return (
    <SortableList<Row>
      aria-label="客户阶段"
      items={items}
      getId={(r) => r.id}
      getLabel={(r) => r.label}
      renderItem={(r) => <span>{r.label}</span>}
      isItemMuted={(r) => !r.enabled}
      onReorder={(next) => {
        setItems(next);
        onOrder?.(next.map((r) => r.id));
      }}
      {...props}
    />
  );
}

describeConformance({
  component: 'SortableList',
  render: (props) => (
    <SortableList
      aria-label="列表"
      items={ROWS}
      getId={(r) => r.id}
      getLabel={(r) => r.label}
      renderItem={(r) => r.label}
      onReorder={() => undefined}
      {...(props as object)}
    />
  ),
});

const labels = () =>
  within(screen.getByRole('list', { name: '客户阶段' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('SortableList', () => {
  it('lists the items in order, each with a named drag handle, muted ones marked', () => {
    renderWithProviders(<Ordered />);
    expect(labels()).toEqual(['潜在客户', '意向客户', '成交客户']);
    expect(screen.getByRole('button', { name: '拖动排序：意向客户' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[1]).toHaveAttribute('data-disabled', 'true');
  });

  it('moves an item one place with Alt and the arrow keys, and tells the new order', async () => {
    const user = userEvent.setup();
    const onOrder = vi.fn();
    renderWithProviders(<Ordered onOrder={onOrder} />);
    screen.getByRole('button', { name: '拖动排序：成交客户' }).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(labels()).toEqual(['潜在客户', '成交客户', '意向客户']);
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(onOrder).toHaveBeenLastCalledWith([3, 1, 2]);
    // Already first: nothing moves.
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(onOrder).toHaveBeenCalledTimes(2);
  });

  it('does not move while disabled', async () => {
    const user = userEvent.setup();
    const onOrder = vi.fn();
    renderWithProviders(<Ordered onOrder={onOrder} disabled />);
    const handle = screen.getByRole('button', { name: '拖动排序：成交客户' });
    expect(handle).toBeDisabled();
    act(() => handle.focus());
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(onOrder).not.toHaveBeenCalled();
  });

  it('shows its empty content without items', () => {
    const { container } = renderWithProviders(<Ordered items={[]} emptyContent="还没有字典项" />);
    expect(screen.getByText('还没有字典项')).toHaveAttribute('data-state', 'empty');
    expect(container.querySelector('[data-component="SortableList"] li')).toBeNull();
  });

  it('names its handles and explains the keys in English', () => {
    renderWithProviders(<Ordered />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Drag to reorder: 潜在客户' })).toHaveAccessibleDescription(
      /Press Space to pick up/,
    );
  });
});
