import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { NumberInput } from './NumberInput';

const meta = {
  title: 'Components/NumberInput',
  component: NumberInput,
  args: { 'aria-label': '数量', onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'], args: { defaultValue: 5 } };

export const Playground: Story = {
  args: { defaultValue: 1, min: 0, max: 10, step: 1, disabled: false, invalid: false },
};

export const Decimal: Story = { args: { defaultValue: 9.9, step: 0.1, precision: 2, min: 0 } };

export const Empty: Story = { args: { placeholder: '不限' } };

export const Invalid: Story = {
  render: (args) => (
    <FormField label="数量" error="数量不能为空">
      <NumberInput {...args} aria-label={undefined} />
    </FormField>
  ),
};

export const Disabled: Story = { args: { defaultValue: 3, disabled: true } };

export const English: Story = { globals: { locale: 'en' }, args: { 'aria-label': 'Count', defaultValue: 2 } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 3 } };

/** Arrow keys step within min/max; blur clamps typed values. */
export const KeyboardStepping: Story = {
  args: { defaultValue: 9, min: 0, max: 10 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: '数量' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('10');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(9);
    await userEvent.clear(input);
    await userEvent.type(input, '50');
    await userEvent.tab();
    await expect(input).toHaveValue('10');
  },
};
