import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Result } from './Result';

const onPrimary = fn();

const meta = {
  title: 'Components/Result',
  component: Result,
  args: { status: 'success', title: '提交成功', description: '审核结果会通过站内信通知你，一般需要 1–3 个工作日。' },
  argTypes: {
    status: { control: 'select', options: ['success', 'error', 'info', 'warning', '403', '404', '500'] },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
  },
} satisfies Meta<typeof Result>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    actions: (
      <>
        <Button>查看详情</Button>
        <Button variant="primary" onClick={onPrimary}>
          返回列表
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '提交成功' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '返回列表' }));
    await expect(onPrimary).toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { status: 'info', headingLevel: 2, title: '任务已创建' } };

export const Failed: Story = {
  args: {
    status: 'error',
    title: '提交失败',
    description: '请核对以下信息后重新提交。',
    actions: <Button variant="primary">返回修改</Button>,
    children: (
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        <li>营业执照已过期</li>
        <li>联系人手机号格式不正确</li>
      </ul>
    ),
  },
};

export const Info: Story = {
  args: { status: 'info', title: '导出任务已开始', description: '完成后可在任务中心下载。' },
};

export const Warning: Story = {
  args: { status: 'warning', title: '部分素材未能同步', description: '3 个素材因格式不支持被跳过。' },
};

export const Forbidden: Story = {
  args: { status: '403', title: undefined, description: '请联系管理员开通权限。', actions: <Button>返回首页</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '抱歉，你无权访问此页面' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { status: '404', title: undefined, description: undefined, actions: <Button>返回首页</Button> },
};

export const ServerError: Story = {
  args: { status: '500', title: undefined, description: '请稍后再试。', actions: <Button>重试</Button> },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { status: '404', title: undefined, description: undefined, actions: <Button>Home</Button> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Sorry, the page you visited does not exist' }),
    ).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { status: 'error', title: '提交失败', actions: <Button variant="primary">返回修改</Button> },
};
