import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps, ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { openModal } from '../test-utils/modal';
import { TaskCentre } from './TaskCentre';
import { StatefulTaskCentre } from './TaskCentre.fixtures';

const meta = {
  title: 'TaskCentre/TaskCentre',
  // The docs page documents the kit's TaskCentre; the stories render it through the fixture that holds its tab,
  // page, range and scope state as an app would, whose props are the args.
  component: TaskCentre as ComponentType<ComponentProps<typeof StatefulTaskCentre>>,
  render: (args) => <StatefulTaskCentre {...args} />,
  args: { onCancelExport: fn(), onDownload: fn(), onView: fn(), onOpenSource: fn(), onRetry: fn() },
  argTypes: {
    initialTab: { description: 'Story only: the tab shown first (1 exports … 5 AI creation).' },
    state: { description: 'Story only: rows, an empty list, loading or a failed load on every tab.' },
  },
  // Open at rest: each story in its own iframe on the docs page, not stacked over it.
  parameters: { docs: { story: { inline: false, iframeHeight: 600 } } },
} satisfies Meta<typeof StatefulTaskCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Exports in every status: waiting 0 %, in progress 33/66/99 %, done with download, cancelled, failed, expired. */
export const Exports: Story = { tags: ['visual'], args: { initialTab: 1 } };

/** An admin chooses whose export records to see. */
export const ExportsAdmin: Story = { args: { initialTab: 1, isAdmin: true } };

export const TagTasks: Story = { tags: ['visual'], args: { initialTab: 2 } };

export const MergeRecords: Story = { args: { initialTab: 3 } };

/**
 * Merges in progress show their render's progress and can be cancelled (confirmed first, naming
 * the sources); a failed one says why.
 */
export const CancelMerge: Story = {
  args: { initialTab: 3, onCancelRecord: fn() },
  play: async ({ args, canvasElement }) => {
    const body = within(await openModal(canvasElement, '任务中心'));
    await expect(body.getByRole('progressbar', { name: '春季新品口播A.mp4 +1 处理进度 42%' })).toBeVisible();
    await expect(body.getByText('素材文件无法读取')).toBeVisible();
    await userEvent.click(body.getAllByRole('button', { name: '取消' })[0]!);
    const confirm = within(await openModal(canvasElement, '提示'));
    await expect(confirm.getByText('确定取消合并「春季新品口播A.mp4 +1」吗？已生成的部分不会保留。')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: '确认' }));
    await expect(args.onCancelRecord).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 3);
  },
};

export const SplitRecords: Story = { tags: ['visual'], args: { initialTab: 4 } };

export const AiCreation: Story = { args: { initialTab: 5 } };

export const Empty: Story = { args: { state: 'empty' } };

export const Loading: Story = { args: { state: 'loading' } };

export const Failed: Story = { args: { state: 'error' } };

export const English: Story = { globals: { locale: 'en' }, args: { initialTab: 1, isAdmin: true } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { initialTab: 4 } };

/** Keyboard: arrows move between tabs; a completed merge record offers "view". */
export const KeyboardTabsAndView: Story = {
  // Open at rest, and its play follows keyboard focus, which the dialog iframes of a docs page take
  // from each other as they load: kept off the docs page (its canvas and the test run show it).
  tags: ['!autodocs'],
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const user = userEvent.setup();
    body.getByRole('tab', { name: '下载任务' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await expect(body.getByRole('tab', { name: '素材合并' })).toHaveAttribute('aria-selected', 'true');
    await user.click(body.getByRole('button', { name: '查看' }));
    await expect(args.onView).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), 3);
  },
};

/**
 * Cancel is offered only for waiting and running exports, and asks first (提示, 确认 and 取消);
 * once confirmed, the row shows cancelled.
 */
export const CancelExport: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(await openModal(canvasElement, '任务中心'));
    await expect(body.getAllByRole('button', { name: '取消' })).toHaveLength(4);
    await userEvent.click(body.getAllByRole('button', { name: '取消' })[0]!);
    const confirm = within(await openModal(canvasElement, '提示'));
    await expect(confirm.getByText('确定取消导出「员工运营分析_20261123.xlsx」吗？取消后需重新导出。')).toBeVisible();
    await expect(args.onCancelExport).not.toHaveBeenCalled();
    await userEvent.click(confirm.getByRole('button', { name: '确认' }));
    await expect(args.onCancelExport).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    const row = body.getByRole('row', { name: /员工运营分析_20261123/ });
    await waitFor(() => expect(within(row).getByText('已取消')).toBeVisible());
  },
};

/** The confirmation before cancelling, open for review. */
export const CancelConfirmation: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const body = within(await openModal(canvasElement, '任务中心'));
    await userEvent.click(body.getAllByRole('button', { name: '取消' })[1]!);
    await openModal(canvasElement, '提示');
  },
};

/**
 * `onCancelExport` rejected (here as a server would refuse a job that finished meanwhile): its
 * message is shown in the confirmation, which stays open for another try or to be dismissed.
 */
export const CancelRefused: Story = {
  tags: ['!autodocs'],
  args: { onCancelExport: fn(() => Promise.reject(new Error('只有进行中的任务可以取消'))) },
  play: async ({ canvasElement }) => {
    const body = within(await openModal(canvasElement, '任务中心'));
    await userEvent.click(body.getAllByRole('button', { name: '取消' })[1]!);
    const confirm = within(await openModal(canvasElement, '提示'));
    await userEvent.click(confirm.getByRole('button', { name: '确认' }));
    await expect(await confirm.findByRole('alert')).toHaveTextContent('只有进行中的任务可以取消');
  },
};
