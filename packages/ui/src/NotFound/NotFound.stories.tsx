import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'SignIn/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
  args: { onHome: fn(), onBack: fn() },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

/** Opened directly (no history): only "go to the home page". */
export const NoHistory: Story = { args: { onBack: undefined } };

export const English: Story = { globals: { locale: 'en' } };

export const Dark: Story = { tags: ['visual'], globals: { theme: 'dark' } };

export const KeyboardHome: Story = {
  play: async ({ args, canvasElement }) => {
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await expect(within(canvasElement).getByRole('button', { name: '返回首页' })).toHaveFocus();
    await user.keyboard(' ');
    await expect(args.onHome).toHaveBeenCalledTimes(1);
  },
};
