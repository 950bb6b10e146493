import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import * as Tabs from './Tabs.namespace';

/** The task centre's five tabs (spec §2). */
const zh = [
  { value: '1', label: '导出文件' },
  { value: '2', label: '标签任务' },
  { value: '3', label: '合并素材记录' },
  { value: '4', label: '拆分素材记录' },
  { value: '5', label: 'AI 创作记录' },
];
const en = [
  { value: '1', label: 'Export files' },
  { value: '2', label: 'Tag tasks' },
  { value: '3', label: 'Merge records' },
  { value: '4', label: 'Split records' },
  { value: '5', label: 'AI creation' },
];

interface ExampleProps {
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  items?: typeof zh;
  label?: string;
  disabledValue?: string;
}

function Example({ defaultValue = '1', onValueChange, items = zh, label = '任务中心', disabledValue }: ExampleProps) {
  return (
    <Tabs.Root defaultValue={defaultValue} {...(onValueChange ? { onValueChange } : {})}>
      <Tabs.List aria-label={label}>
        {items.map((item) => (
          <Tabs.Trigger key={item.value} value={item.value} disabled={item.value === disabledValue}>
            {item.label}
            {item.value === '1' ? <Badge count={2} tone="accent" label="2 个进行中" /> : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {items.map((item) => (
        <Tabs.Content key={item.value} value={item.value}>
          {item.label} 列表
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs.Root,
  subcomponents: { List: Tabs.List, Trigger: Tabs.Trigger, Content: Tabs.Content },
  render: (args) => <Example {...args} />,
  args: { onValueChange: fn() },
  argTypes: {
    items: { description: 'Story only: the tabs, each a `Trigger` and its `Content` (`value`, `label`).' },
    label: { description: "Story only: the `List`'s `aria-label`." },
    disabledValue: { description: 'Story only: the `value` of the tab shown disabled.' },
  },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

export const Playground: Story = { args: { defaultValue: '3', disabledValue: '5' } };

export const WithDisabledTab: Story = { args: { disabledValue: '4' } };

/** Tab into the list, arrows move and activate, End jumps, Tab moves into the panel. */
export const KeyboardArrows: Story = {
  args: { disabledValue: '4' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('tab', { name: /导出文件/ });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('tab', { name: '标签任务' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'AI 创作记录' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: /导出文件/ })).toHaveFocus();
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { items: en, label: 'Task centre' } };

export const Dark: Story = { globals: { theme: 'dark' } };
