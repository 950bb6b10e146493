import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { SearchIcon } from '../internal/icons';
import { TextInput } from './TextInput';

const meta = {
  title: 'Components/TextInput',
  component: TextInput,
  args: { 'aria-label': '名称', placeholder: '请输入名称', onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { size: 'md', clearable: true, maxLength: 10, invalid: false, disabled: false, readOnly: false },
};

export const WithFormField: Story = {
  tags: ['visual'],
  render: (args) => (
    <FormField label="显示名称" hint="最多10个字符" required>
      <TextInput {...args} aria-label={undefined} maxLength={10} defaultValue="品牌小助手" clearable />
    </FormField>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <TextInput {...args} size="sm" aria-label="小" placeholder="sm" />
      <TextInput {...args} size="md" aria-label="中" placeholder="md" />
      <TextInput {...args} size="lg" aria-label="大" placeholder="lg" />
    </div>
  ),
};

export const Invalid: Story = {
  render: (args) => (
    <FormField label="显示名称" error="显示名称不能为空">
      <TextInput {...args} aria-label={undefined} />
    </FormField>
  ),
};

export const Visuals: Story = {
  args: { leadingVisual: <SearchIcon />, trailingVisual: '元', placeholder: '搜索' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '不可编辑' } };

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: '只读内容' } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Name', placeholder: 'Enter a name', clearable: true, maxLength: 10, defaultValue: 'Brand' },
};

export const Dark: Story = {
  tags: ['visual'],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <FormField label="显示名称" hint="最多10个字符">
        <TextInput {...args} aria-label={undefined} clearable maxLength={10} defaultValue="品牌" />
      </FormField>
      <FormField label="错误" error="显示名称不能为空">
        <TextInput {...args} aria-label={undefined} />
      </FormField>
      <TextInput {...args} aria-label="禁用" disabled defaultValue="禁用" />
    </div>
  ),
};

/** Types, counts, then clears with the keyboard; focus returns to the input. */
export const KeyboardClear: Story = {
  args: { clearable: true, maxLength: 10 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '名称' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('abc');
    await expect(canvas.getByText('3/10')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '清空' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};
