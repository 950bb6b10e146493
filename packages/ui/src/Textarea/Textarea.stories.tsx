import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { Textarea } from './Textarea';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { 'aria-label': '备注', placeholder: '请输入备注', onValueChange: fn() },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { maxLength: 200, autosize: false, minRows: 3, maxRows: 8, invalid: false, disabled: false },
};

export const WithCounter: Story = {
  tags: ['visual'],
  render: (args) => (
    <FormField label="视频描述" hint="将展示在视频下方">
      <Textarea {...args} aria-label={undefined} maxLength={100} defaultValue="秋季新品发布，欢迎关注。" />
    </FormField>
  ),
};

export const Autosize: Story = {
  args: { autosize: true, minRows: 2, maxRows: 6, defaultValue: '第一行\n第二行\n第三行' },
};

export const Invalid: Story = {
  render: (args) => (
    <FormField label="视频描述" error="请输入视频描述">
      <Textarea {...args} aria-label={undefined} />
    </FormField>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '不可编辑' } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Notes', placeholder: 'Notes', maxLength: 50 },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { maxLength: 100, defaultValue: '深色模式' } };

export const KeyboardTyping: Story = {
  args: { maxLength: 20 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '备注' })).toHaveFocus();
    await userEvent.keyboard('你好');
    await expect(canvas.getByText('2/20')).toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('你好');
  },
};
