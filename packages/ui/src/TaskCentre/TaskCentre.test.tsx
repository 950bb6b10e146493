import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/render';
import { exportProgress, isTaskRunning, taskOutcome } from './status';
import { StatefulTaskCentre } from './TaskCentre.fixtures';

describe('task-centre statuses', () => {
  it('maps export rows to the spec’s progress', () => {
    expect(exportProgress(1)).toBe(0);
    expect([0, 1, 2, 3].map((sub) => exportProgress(2, sub))).toEqual([33, 33, 66, 99]);
    expect([3, 4, 5, 6].map((status) => exportProgress(status))).toEqual([100, 0, 0, 100]);
  });

  it('knows which rows are still running, per tab', () => {
    expect([1, 2, 3, 4, 5, 6].filter((s) => isTaskRunning(1, s))).toEqual([1, 2]);
    expect([1, 2, 3, 4].filter((s) => isTaskRunning(2, s))).toEqual([1, 2]);
    expect([1, 2, 3, 4].filter((s) => isTaskRunning(3, s))).toEqual([1, 4]);
    expect([1, 2, 3].filter((s) => isTaskRunning(5, s))).toEqual([1]);
    expect(taskOutcome(2, 4)).toBe('completed');
    expect(taskOutcome(3, 2)).toBe('completed');
    expect(taskOutcome(4, 3)).toBe('failed');
    expect(taskOutcome(3, 4)).toBe('running');
  });
});

describe('TaskCentre', () => {
  it('shows exports with progress, cancel only while waiting or running, download when done, the expiry state', async () => {
    const onCancelExport = vi.fn();
    const onDownload = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<StatefulTaskCentre onCancelExport={onCancelExport} onDownload={onDownload} />);
    const dialog = screen.getByRole('dialog', { name: '任务中心' });
    expect(within(dialog).getByText('导出的文件可在 15 天内重复下载，过期后需重新导出。')).toBeInTheDocument();
    const bars = within(dialog).getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['0', '33', '66', '99', '100']);
    expect(within(dialog).getAllByRole('button', { name: '取消' })).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: '下载' }));
    expect(onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
    await user.click(within(dialog).getByRole('button', { name: /下一页|Next/ }));
    expect(within(dialog).getByRole('button', { name: '已过期，请重新导出' })).toBeDisabled();
  });

  describe('given an export in progress', () => {
    it('asks for confirmation before cancelling it, naming the file', async () => {
      const onCancelExport = vi.fn();
      const user = userEvent.setup();
      renderWithProviders(<StatefulTaskCentre onCancelExport={onCancelExport} />);
      await user.click(screen.getAllByRole('button', { name: '取消' })[1]!);
      const confirm = await screen.findByRole('alertdialog', { name: '提示' });
      expect(confirm).toHaveTextContent('确定取消导出「视频任务数据_20261123.xlsx」吗？取消后需重新导出。');
      expect(onCancelExport).not.toHaveBeenCalled();
      await user.click(within(confirm).getByRole('button', { name: '确认' }));
      expect(onCancelExport).toHaveBeenCalledTimes(1);
      expect(onCancelExport).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      // The row is cancelled and its cancel button gone: the focus goes to the open tab, not out of the dialog.
      const row = screen.getByRole('row', { name: /视频任务数据_20261123/ });
      expect(within(row).getByText('已取消')).toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: '取消' })).toBeNull();
      await waitFor(() => expect(screen.getByRole('tab', { name: '下载任务' })).toHaveFocus());
    });

    it('cancels nothing when the confirmation is dismissed, by its button or Esc', async () => {
      const onCancelExport = vi.fn();
      const user = userEvent.setup();
      renderWithProviders(<StatefulTaskCentre onCancelExport={onCancelExport} />);
      await user.click(screen.getAllByRole('button', { name: '取消' })[0]!);
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await user.click(screen.getAllByRole('button', { name: '取消' })[0]!);
      await screen.findByRole('alertdialog');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(onCancelExport).not.toHaveBeenCalled();
      // Only the confirmation closed: the task centre is still open.
      expect(screen.getByRole('dialog', { name: '任务中心' })).toBeInTheDocument();
    });

    it('keeps the confirmation open with the reason when the cancellation is refused', async () => {
      const onCancelExport = vi.fn().mockRejectedValue(new Error('只有进行中的任务可以取消'));
      const user = userEvent.setup();
      renderWithProviders(<StatefulTaskCentre onCancelExport={onCancelExport} />);
      await user.click(screen.getAllByRole('button', { name: '取消' })[0]!);
      const confirm = await screen.findByRole('alertdialog');
      await user.click(within(confirm).getByRole('button', { name: '确认' }));
      expect(await within(confirm).findByRole('alert')).toHaveTextContent('只有进行中的任务可以取消');
    });

    it('asks in English too', async () => {
      const user = userEvent.setup();
      renderWithProviders(<StatefulTaskCentre onCancelExport={vi.fn()} />, { locale: 'en' });
      await user.click(screen.getAllByRole('button', { name: 'Cancel' })[0]!);
      expect(await screen.findByRole('alertdialog', { name: 'Notice' })).toHaveTextContent(
        'Cancel the export “员工运营分析_20261123.xlsx”? To get the file you will have to export it again.',
      );
    });
  });

  it('offers the data scope to admins only', () => {
    const { unmount } = renderWithProviders(<StatefulTaskCentre />);
    expect(screen.queryByRole('combobox', { name: '数据范围' })).toBeNull();
    unmount();
    renderWithProviders(<StatefulTaskCentre isAdmin />);
    expect(screen.getByRole('combobox', { name: '数据范围' })).toBeInTheDocument();
  });

  it('views only completed merge records, and opens a source thumbnail', async () => {
    const onView = vi.fn();
    const onOpenSource = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<StatefulTaskCentre initialTab={3} onView={onView} onOpenSource={onOpenSource} />);
    expect(screen.getAllByRole('button', { name: '查看' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '查看' }));
    expect(onView).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), 3);
    await user.click(screen.getAllByRole('button', { name: '查看源素材：春季新品口播A.mp4' })[0]!);
    expect(onOpenSource).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
  });

  it('shows a running merge’s progress and a failed one’s reason', () => {
    renderWithProviders(<StatefulTaskCentre initialTab={3} />);
    expect(screen.getByRole('progressbar', { name: '春季新品口播A.mp4 +1 处理进度 42%' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    expect(screen.getByText('素材文件无法读取')).toBeInTheDocument();
  });

  it('cancels a merge or split in progress once confirmed, and offers nothing without the callback', async () => {
    const onCancelRecord = vi.fn();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<StatefulTaskCentre initialTab={4} />);
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    unmount();
    renderWithProviders(<StatefulTaskCentre initialTab={4} onCancelRecord={onCancelRecord} />);
    // Rows 1 (processing) and 4 (queued) are in progress; completed and failed ones cannot be cancelled.
    expect(screen.getAllByRole('button', { name: '取消' })).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: '取消' })[1]!);
    expect(await screen.findByText('确定取消拆分「春季新品口播A.mp4」吗？已生成的部分不会保留。')).toBeInTheDocument();
    expect(onCancelRecord).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '确认' }));
    expect(onCancelRecord).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }), 4);
  });

  it('shows split durations in seconds and tag progress as completed/total, in English too', async () => {
    const { unmount } = renderWithProviders(<StatefulTaskCentre initialTab={4} />);
    expect(screen.getByText('15 秒')).toBeInTheDocument();
    unmount();
    renderWithProviders(<StatefulTaskCentre initialTab={2} />, { locale: 'en' });
    expect(screen.getByRole('dialog', { name: 'Task centre' })).toBeInTheDocument();
    expect(screen.getByText('In progress (37/80)')).toBeInTheDocument();
  });

  it('says when there is nothing, and lets a failed load be retried', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<StatefulTaskCentre state="empty" />);
    expect(screen.getByText('暂无任务')).toBeInTheDocument();
    unmount();
    renderWithProviders(<StatefulTaskCentre state="error" onRetry={onRetry} />);
    expect(screen.getByText('网络请求失败，请检查网络连接后重试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重试|重新加载|Retry/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
