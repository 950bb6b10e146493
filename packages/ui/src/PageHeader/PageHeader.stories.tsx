import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Descriptions } from '../Descriptions/Descriptions';
import { StatusTag } from '../StatusTag/StatusTag';
import { PageHeader } from './PageHeader';

const statuses = [
  { value: 1, zh: '使用中', en: 'In use', tone: 'success' },
  { value: 2, zh: '已停用', en: 'Disabled', tone: 'warning' },
];

const onBack = fn();

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: { title: '素材库' },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2, 3] } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '素材库' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: {
    title: '门店探访_春季新品',
    description: '春季新品在 12 家门店的探访视频与图片。',
    headingLevel: 1,
    status: <StatusTag value={1} dictionary={statuses} />,
    actions: (
      <>
        <Button>编辑</Button>
        <Button variant="primary">发布</Button>
      </>
    ),
    back: { onClick: onBack },
  },
};

export const WithActions: Story = {
  args: {
    title: '员工管理',
    description: '管理品牌下的员工账号、部门与角色。',
    actions: (
      <>
        <Button>导出</Button>
        <Button variant="primary">新增员工</Button>
      </>
    ),
  },
};

/** A detail page's header: back button, status and actions. Pressing back calls `back.onClick`. */
export const WithBackAndStatus: Story = {
  args: {
    title: '王芳',
    status: <StatusTag value={2} dictionary={statuses} />,
    back: { label: '返回员工列表', onClick: onBack },
    actions: <Button variant="danger">删除</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '返回员工列表' }));
    await expect(onBack).toHaveBeenCalled();
  },
};

export const BackAsLink: Story = {
  args: { title: '品牌设置', back: { href: '#/brands' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '返回' })).toHaveAttribute('href', '#/brands');
  },
};

export const WithSummary: Story = {
  args: {
    title: '门店探访_春季新品.mp4',
    status: <StatusTag value={1} dictionary={statuses} />,
    children: (
      <Descriptions
        items={[
          { label: '类型', value: '视频' },
          { label: '时长', value: '01:05' },
          { label: '上传人', value: '王芳' },
        ]}
      />
    ),
  },
};

/** Many actions wrap under the title instead of overflowing. */
export const NarrowWrapping: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  args: {
    title: '一个很长很长的页面标题，用来检查换行',
    actions: (
      <>
        <Button>导出</Button>
        <Button>批量导入</Button>
        <Button variant="primary">新增</Button>
      </>
    ),
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Fang Wang',
    description: 'Store manager, Shanghai',
    status: <StatusTag value={1} dictionary={statuses} />,
    back: { onClick: onBack },
    actions: <Button variant="primary">Edit</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Back' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    title: '王芳',
    description: '上海 · 门店店长',
    status: <StatusTag value={1} dictionary={statuses} />,
    back: { onClick: onBack },
    actions: <Button variant="primary">编辑</Button>,
  },
};
