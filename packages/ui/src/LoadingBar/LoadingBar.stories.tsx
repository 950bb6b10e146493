import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LoadingBar } from './LoadingBar';

const meta = {
  title: 'Shell/LoadingBar',
  component: LoadingBar,
  args: { active: true },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { active: true, label: '路由加载中' } };

export const Idle: Story = { args: { active: false } };

/** Start and finish a load from the keyboard, as a route change would. */
export const StartAndFinish: Story = {
  render: () => {
    function Demo() {
      const [active, setActive] = useState(false);
      return (
        <>
          <LoadingBar active={active} />
          <Button onClick={() => setActive((a) => !a)}>{active ? '完成加载' : '开始加载'}</Button>
        </>
      );
    }
    return <Demo />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    await expect(await canvas.findByRole('progressbar', { name: '页面加载中' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };
