import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DetailPage, type DetailPageProps } from './DetailPage';
import { staffStatus, staffSummary, staffSummaryEn, staffTabs, staffTabsEn } from './DetailPage.fixtures';

const onBack = fn();
const onRetry = fn();
const onTabChange = fn();

const actions = (
  <>
    <Button variant="danger">停用</Button>
    <Button variant="primary">编辑</Button>
  </>
);

const meta = {
  title: 'Components/DetailPage',
  component: DetailPage,
  args: {
    title: '王芳',
    status: staffStatus,
    description: '品牌运营 · 上海',
    actions,
    back: { label: '返回员工列表', onClick: onBack },
    summary: staffSummary,
    tabs: staffTabs,
    onTabChange,
  },
} satisfies Meta<typeof DetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '王芳' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: '任务 3' }));
    await expect(onTabChange).toHaveBeenCalledWith('tasks');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('3 个任务');
  },
};

export const Playground: Story = { args: { loading: false, notFound: false, summaryColumns: 3 } };

export const Loading: Story = { args: { loading: true, title: undefined, summary: undefined } };

/** Loading failed: the page becomes an error result with back and retry. */
export const LoadError: Story = {
  args: { error: true, onRetry },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = { args: { notFound: true, back: { href: '#/staff', label: '返回员工列表' } } };

export const WithoutTabs: Story = { args: { tabs: undefined } };

function TabInUrl(args: DetailPageProps) {
  const [tab, setTab] = useState('tasks');
  return (
    <>
      <DetailPage {...args} tab={tab} onTabChange={setTab} />
      <p>
        地址：<output>?tab={tab}</output>
      </p>
    </>
  );
}

/** The app keeps the tab in the URL: `tab` and `onTabChange` are controlled. */
export const ControlledTab: Story = {
  render: (args) => <TabInUrl {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '任务 3' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '操作日志' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('?tab=logs');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Fang Wang',
    description: 'Brand operator · Shanghai',
    actions: <Button variant="primary">Edit</Button>,
    back: { label: 'Back to staff', onClick: onBack },
    summary: staffSummaryEn,
    tabs: staffTabsEn,
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkLoading: Story = { globals: { theme: 'dark' }, args: { loading: true, summary: undefined } };
