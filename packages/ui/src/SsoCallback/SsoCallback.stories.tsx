import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SsoCallback } from './SsoCallback';

const meta = {
  title: 'SignIn/SsoCallback',
  component: SsoCallback,
  parameters: { layout: 'fullscreen' },
  args: { provider: 'flyBook', status: 'pending', onRetry: fn(), onBackToLogin: fn() },
} satisfies Meta<typeof SsoCallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Exchanging the Feishu code for a session. */
export const Pending: Story = { tags: ['visual'] };

export const PendingEnterpriseWechat: Story = { args: { provider: 'enterpriseWechat' } };

/** The server refused: its message with the request id. */
export const Failed: Story = {
  tags: ['visual'],
  args: { status: 'failed', message: '该账号暂未开通权限', requestId: 'req-77c1' },
};

export const FailedWithoutMessage: Story = { args: { status: 'failed', provider: 'enterpriseWechat' } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { status: 'failed', message: 'The account has no permission opened', requestId: 'req-77c1' },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { status: 'failed', message: '该账号暂未开通权限' } };

/** Keyboard: back to login first, then retry. */
export const KeyboardRetry: Story = {
  args: { status: 'failed', message: '网络请求失败' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.tab();
    await expect(canvas.getByRole('button', { name: '返回登录' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
