import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Alert } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'info', title: '导出已开始', description: '可在任务中心查看进度，文件可在 15 天内重复下载。' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
    action: { control: false },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { closable: true, banner: false, hideIcon: false } };

const tones = () => (
  <div style={{ display: 'grid', gap: 12 }}>
    <Alert tone="info" title="提示" description="可在任务中心查看导出进度。" />
    <Alert tone="success" title="修改成功" />
    <Alert tone="warning" title="下载链接已过期" description="过期文件需要重新导出。" />
    <Alert tone="danger" title="视频时长不符合拆分要求" description="视频时长至少 10 秒。" closable />
  </div>
);

export const Tones: Story = { tags: ['visual'], render: tones };

const onSetPassword = fn();

/** The password prompt banner (spec §2) with an action, reached by keyboard. */
export const PasswordBanner: Story = {
  args: {
    tone: 'warning',
    banner: true,
    closable: true,
    onClose: fn(),
    title: '您正在使用初始密码，为了账号安全，请尽快设置新密码。',
    description: undefined,
    action: (
      <Button size="sm" variant="primary" onClick={onSetPassword}>
        设置密码
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '设置密码' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSetPassword).toHaveBeenCalled();
    // The banner stays: setting the password is another page's business.
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

/** The password banner closed by keyboard: Tab past its action to ×, Enter; it is gone. */
export const PasswordBannerClose: Story = {
  args: { ...PasswordBanner.args, onClose: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '关闭提示' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { tone: 'success', title: 'Saved', description: 'Your changes are live.', closable: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: tones };
