import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ComponentType } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastProvider, useToast } from './Toast';
import type { ToastTone } from './toaster';

interface DemoProps {
  tone: ToastTone;
  message: string;
  title?: string;
  /** Show one on mount (for visual review). */
  showOnMount?: boolean;
}

function ToastDemo({ tone, message, title, showOnMount }: DemoProps) {
  const toast = useToast();
  useEffect(() => {
    if (showOnMount) toast.show({ tone, message, ...(title ? { title } : {}), duration: 60_000 });
    return () => toast.clear();
  }, [showOnMount, tone, message, title, toast]);
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.show({ tone, message, ...(title ? { title } : {}) })}>显示通知</Button>
      <Button onClick={() => toast.error('网络请求失败，请检查网络连接后重试')}>错误</Button>
      <Button onClick={() => toast.success('修改成功')}>成功</Button>
      <Button onClick={() => toast.warning('暂未找到相关下载链接')}>警告</Button>
      <Button onClick={() => toast.info('已复制')}>提示</Button>
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  // The docs page documents the kit's ToastProvider (the preview wraps every story in one); the stories render
  // ToastDemo, which raises toasts through `useToast()`, and whose props are the args.
  component: ToastProvider as ComponentType<DemoProps>,
  render: (args) => <ToastDemo {...args} />,
  args: { tone: 'error', message: '网络请求失败，请检查网络连接后重试' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['error', 'success', 'warning', 'info'],
      description: 'Story only: the `tone` passed to `toast.show()` (icon and colour).',
    },
    message: { description: 'Story only: the `message` passed to `toast.show()`.' },
    title: { description: 'Story only: the bold `title` passed to `toast.show()`, above the message.' },
    showOnMount: { description: 'Story only: raise the toast on first render (shown for 60 s) instead of on a click.' },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 240 } } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { showOnMount: true } };

export const Error: Story = { tags: ['visual'], args: { showOnMount: true } };

export const Success: Story = { args: { tone: 'success', message: '修改成功', showOnMount: true } };

export const Warning: Story = { args: { tone: 'warning', message: '暂未找到相关下载链接', showOnMount: true } };

export const WithTitle: Story = {
  args: { tone: 'info', title: '导出已开始', message: '可在任务中心查看进度', showOnMount: true },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { tone: 'error', message: 'Network request failed. Please check the connection and retry.', showOnMount: true },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { tone: 'success', message: '设置成功', showOnMount: true },
};

/** Raised by a click, announced in a live region, dismissed with its close button. */
export const RaiseAndDismiss: Story = {
  // Shown inline in docs (the button alone), where Storybook does not autoplay: played in its iframe
  // beside the docs page's other toast iframes, it once lost its toast before the close click.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '成功' }));
    const region = await screen.findByRole('region');
    await expect(await within(region).findByText('修改成功')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: '关闭通知' }));
    await waitFor(() => expect(within(region).queryByText('修改成功')).not.toBeInTheDocument());
  },
};
