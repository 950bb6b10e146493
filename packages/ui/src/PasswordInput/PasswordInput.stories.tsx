import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Components/PasswordInput',
  component: PasswordInput,
  args: { 'aria-label': '密码', placeholder: '请输入密码', onValueChange: fn(), onVisibleChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { size: 'md', defaultValue: 'secret123', disabled: false, invalid: false } };

export const Visible: Story = { tags: ['visual'], args: { defaultValue: 'secret123', defaultVisible: true } };

export const Invalid: Story = {
  render: (args) => (
    <FormField label="新密码" error="密码长度最少8位">
      <PasswordInput {...args} aria-label={undefined} defaultValue="abc" />
    </FormField>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'secret123' } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Password', placeholder: 'Password' },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 'secret123' } };

/** Shows and hides the password with the keyboard; the toggle reports aria-pressed. */
export const KeyboardToggle: Story = {
  args: { defaultValue: 'secret123' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('密码', { selector: 'input' });
    await userEvent.tab();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onVisibleChange).toHaveBeenCalledTimes(2);
  },
};
