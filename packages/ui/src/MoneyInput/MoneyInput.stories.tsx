import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { MoneyInput } from './MoneyInput';

const meta = {
  title: 'Components/MoneyInput',
  component: MoneyInput,
  args: { 'aria-label': '商品价格', onValueChange: fn(), onBlur: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
} satisfies Meta<typeof MoneyInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { defaultValue: 1250, min: 0, max: 1_000_000, showUnit: true, size: 'md', disabled: false, invalid: false },
};

/** A value in fen shown as yuan with two decimals and thousands separators. */
export const WithValue: Story = {
  tags: ['visual'],
  render: (args) => (
    <FormField label="活动预算" hint="单位：元，最多两位小数" required>
      <MoneyInput {...args} aria-label={undefined} defaultValue={12345678} showUnit />
    </FormField>
  ),
};

/** The amount is above `max`: red border and the reason in the description. */
export const Invalid: Story = {
  render: (args) => (
    <FormField label="单笔限额" hint="不超过 ¥100.00">
      <MoneyInput {...args} aria-label={undefined} max={10000} defaultValue={25000} />
    </FormField>
  ),
};

/** A FormField error marks it too. */
export const WithFieldError: Story = {
  render: (args) => (
    <FormField label="商品价格" error="请填写商品价格" required>
      <MoneyInput {...args} aria-label={undefined} />
    </FormField>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 9900 } };

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 9900 } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <MoneyInput {...args} size="sm" aria-label="小" defaultValue={100} />
      <MoneyInput {...args} size="md" aria-label="中" defaultValue={100} />
      <MoneyInput {...args} size="lg" aria-label="大" defaultValue={100} />
    </div>
  ),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Price', defaultValue: 1999, showUnit: true },
};

export const Dark: Story = {
  tags: ['visual'],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <FormField label="活动预算">
        <MoneyInput {...args} aria-label={undefined} defaultValue={500000} showUnit />
      </FormField>
      <FormField label="单笔限额">
        <MoneyInput {...args} aria-label={undefined} max={10000} defaultValue={25000} />
      </FormField>
      <MoneyInput {...args} aria-label="禁用" disabled defaultValue={100} />
    </div>
  ),
};

/** Types yuan, gets fen; blur formats the text. */
export const TypingAndFormatting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '商品价格' });
    await userEvent.click(input);
    await userEvent.keyboard('1234.5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(123450);
    await userEvent.tab();
    await expect(input).toHaveValue('1,234.50');
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

/** Three decimals: the field turns invalid, says why, and the value stays at the last valid amount. */
export const InvalidText: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '商品价格' });
    await userEvent.click(input);
    await userEvent.keyboard('0.295');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/金额最多保留两位小数/);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(29);
    await userEvent.keyboard('{Backspace}');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
