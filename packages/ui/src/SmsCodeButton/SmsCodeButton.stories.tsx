import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SmsCodeButton } from './SmsCodeButton';

const meta = {
  title: 'SignIn/SmsCodeButton',
  component: SmsCodeButton,
  args: { onSend: fn(() => Promise.resolve()), onError: fn() },
} satisfies Meta<typeof SmsCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The phone number is not valid yet. */
export const Disabled: Story = { args: { disabled: true } };

/** Sending takes a while: the button is busy. */
export const Sending: Story = {
  args: { onSend: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Keyboard: Enter sends and the countdown starts. */
export const KeyboardCountdown: Story = {
  play: async ({ args, canvasElement }) => {
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(await within(canvasElement).findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };
