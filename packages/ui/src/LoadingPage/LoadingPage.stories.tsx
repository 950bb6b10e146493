import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadingPage } from './LoadingPage';

const meta = {
  title: 'SignIn/LoadingPage',
  component: LoadingPage,
  parameters: { layout: 'fullscreen' },
  args: { productName: '品牌内容营销平台', onRetry: fn(), onBackToLogin: fn() },
} satisfies Meta<typeof LoadingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { tags: ['visual'] };

/** System version 2 has its own product name. */
export const CutShadow: Story = { args: { productName: '剪影 · 智能创作' } };

export const Failed: Story = {
  tags: ['visual'],
  args: { status: 'failed', message: '网络请求失败，请检查网络连接后重试' },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { productName: 'Brand Content Marketing Console' },
};

export const EnglishFailed: Story = {
  globals: { locale: 'en' },
  args: { status: 'failed', message: 'Network request failed. Check the connection and try again.' },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const KeyboardRetry: Story = {
  args: { status: 'failed', message: '系统繁忙' },
  play: async ({ args, canvasElement }) => {
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await expect(within(canvasElement).getByRole('button', { name: '重试' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
