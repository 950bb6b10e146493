import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tag } from '../Tag';
import { SortableList } from './SortableList';

interface Stage {
  id: number;
  label: string;
  enabled: boolean;
}
const STAGES: Stage[] = [
  { id: 1, label: '潜在客户', enabled: true },
  { id: 2, label: '意向客户', enabled: true },
  { id: 3, label: '成交客户', enabled: true },
  { id: 4, label: '流失客户', enabled: false },
];

const onReorder = fn();

/** A dictionary's items: reordered by drag or keyboard, the order kept in the story's state. */
function StagesDemo({ initial = STAGES, disabled = false }: { initial?: Stage[]; disabled?: boolean }) {
  const [items, setItems] = useState(initial);
  return (
    <div style={{ maxWidth: 420 }}>
      <SortableList<Stage>
        aria-label="客户阶段"
        items={items}
        getId={(s) => s.id}
        getLabel={(s) => s.label}
        isItemMuted={(s) => !s.enabled}
        disabled={disabled}
        emptyContent="还没有字典项"
        renderItem={(s) => (
          <>
            <span style={{ flex: 1 }}>{s.label}</span>
            {s.enabled ? null : <Tag>已停用</Tag>}
          </>
        )}
        onReorder={(next, move) => {
          onReorder(
            next.map((s) => s.label),
            move,
          );
          setItems(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/SortableList',
  component: SortableList,
  args: {
    'aria-label': '客户阶段',
    items: STAGES,
    getId: (s: Stage) => s.id,
    getLabel: (s: Stage) => s.label,
    renderItem: (s: Stage) => s.label,
    onReorder: fn(),
  },
} satisfies Meta<typeof SortableList<Stage>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <StagesDemo /> };

export const Playground: Story = { args: { disabled: false } };

/** While a save is under way, or for a reader without the right: the handles are off. */
export const Disabled: Story = { render: () => <StagesDemo disabled /> };

export const Empty: Story = { render: () => <StagesDemo initial={[]} /> };

/** Space picks the focused row up, ↓ moves it, Space drops it; Alt+↑ moves one place at once. */
export const KeyboardReordering: Story = {
  tags: ['!autodocs'],
  render: () => <StagesDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = () => canvas.getAllByRole('listitem').map((li) => li.textContent?.replace('已停用', ''));
    const handle = canvas.getByRole('button', { name: '拖动排序：潜在客户' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(order()).toEqual(['意向客户', '潜在客户', '成交客户', '流失客户']));
    canvas.getByRole('button', { name: '拖动排序：流失客户' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(order()).toEqual(['意向客户', '潜在客户', '流失客户', '成交客户']);
    await expect(onReorder).toHaveBeenLastCalledWith(['意向客户', '潜在客户', '流失客户', '成交客户'], {
      from: 3,
      to: 2,
    });
  },
};

export const English: Story = { globals: { locale: 'en' }, render: () => <StagesDemo /> };
