import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { NumberRange } from './NumberRange';

const meta = {
  title: 'Components/NumberRange',
  component: NumberRange,
  args: { 'aria-label': '播放量', onValueChange: fn() },
} satisfies Meta<typeof NumberRange>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultValue: { min: 100, max: 1000 }, size: 'md', disabled: false } };

export const WithFormField: Story = {
  render: (args) => (
    <FormField label="播放量">
      <NumberRange {...args} aria-label={undefined} defaultValue={{ min: 100, max: 5000 }} />
    </FormField>
  ),
};

export const Invalid: Story = { tags: ['visual'], args: { defaultValue: { min: 50, max: 10 } } };

export const Disabled: Story = { args: { disabled: true, defaultValue: { min: 1, max: 2 } } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Views', defaultValue: { min: 9, max: 1 } },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: { min: 50, max: 10 } } };

/** Typing a minimum above the maximum shows 请规范输入内容 and reports invalid; fixing it clears. */
export const KeyboardInvalidRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '最小值' })).toHaveFocus();
    await userEvent.keyboard('10');
    await userEvent.tab();
    await userEvent.keyboard('2');
    await expect(await canvas.findByText('请规范输入内容')).toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ min: 10, max: 2, invalid: true });
    await userEvent.keyboard('0');
    await expect(canvas.queryByText('请规范输入内容')).not.toBeInTheDocument();
  },
};
