import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginTip } from './LoginTip';

const meta = {
  title: 'SignIn/LoginTip',
  component: LoginTip,
  parameters: { layout: 'fullscreen' },
  args: { onRelogin: fn() },
} satisfies Meta<typeof LoginTip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The work-platform session expired. */
export const Expired: Story = { tags: ['visual'], args: { onRelogin: undefined } };

/** Automatic login failed: the request id in brackets, then the server's message. */
export const AutoLoginFailed: Story = {
  tags: ['visual'],
  args: { requestId: 'req-8f3a2c91', message: '工作台授权已失效，请从工作台重新进入' },
};

/** Server text is shown as text, never as markup. */
export const ServerTextIsText: Story = {
  args: { requestId: 'req-1', message: '<img src=x onerror=alert(1)>失败' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByText(/<img src=x onerror=alert\(1\)>失败/)).toBeVisible();
  },
};

export const WithReloginOutsideWorkPlatform: Story = {};

export const English: Story = {
  globals: { locale: 'en' },
  args: { requestId: 'req-8f3a2c91', message: 'Authorisation expired' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { requestId: 'req-8f3a2c91', message: '工作台授权已失效' },
};

/** Keyboard: Tab to "sign in again" and press Enter. */
export const KeyboardRelogin: Story = {
  play: async ({ args, canvasElement }) => {
    const user = userEvent.setup();
    await user.tab();
    await expect(within(canvasElement).getByRole('button', { name: '重新登录' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(args.onRelogin).toHaveBeenCalledTimes(1);
  },
};
