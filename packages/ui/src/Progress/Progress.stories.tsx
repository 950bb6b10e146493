import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Progress } from './Progress';

const meta = {
  title: 'Components/Progress',
  component: Progress,
  args: { value: 66 },
  argTypes: {
    tone: { control: 'inline-radio', options: ['accent', 'success', 'warning', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '进度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '66');
    await expect(bar).toHaveAttribute('aria-valuetext', '66%');
  },
};

export const Playground: Story = {
  args: { value: 33, tone: 'accent', showValue: true, size: 'md', label: '导出员工运营分析' },
};

/** The export list's steps: waiting 0 %, in progress 33/66/99 %, done 100 %. */
export const ExportSteps: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Progress value={0} label="等待中" />
      <Progress value={33} label="进行中 1" />
      <Progress value={66} label="进行中 2" />
      <Progress value={99} label="进行中 3" />
      <Progress value={100} tone="success" label="已完成" />
      <Progress value={0} tone="danger" label="失败" />
    </div>
  ),
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Progress value={40} tone="accent" label="accent" />
      <Progress value={100} tone="success" label="success" />
      <Progress value={70} tone="warning" label="warning" />
      <Progress value={20} tone="danger" label="danger" />
      <Progress value={50} size="sm" label="small" />
    </div>
  ),
};

export const Indeterminate: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Progress' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: ExportSteps.render! };
