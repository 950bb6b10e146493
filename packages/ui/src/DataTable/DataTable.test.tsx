import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { axeViolations } from '../test-utils/axe';
import { DataTable } from './DataTable';
import { exportColumns, makeExportRows } from './DataTable.fixtures';

const rows = makeExportRows(12);
const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[0]?.textContent);

describeConformance({
  component: 'DataTable',
  render: (props) => (
    <DataTable aria-label="导出文件" data={rows.slice(0, 3)} columns={exportColumns} {...(props as object)} />
  ),
});

describe('DataTable', () => {
  it('renders a named table with headers, rows and row counts', async () => {
    renderWithProviders(<DataTable aria-label="导出文件" data={rows.slice(0, 3)} columns={exportColumns} />);
    const table = screen.getByRole('table', { name: '导出文件' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['文件名称', '导出时间', '状态', '大小', '操作人']);
    expect(table).toHaveAttribute('aria-rowcount', '4');
    expect(screen.getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByText('员工运营分析_00001.xlsx')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  describe('given sortable columns', () => {
    it('sorts on the client through the header button and reports aria-sort', async () => {
      const user = userEvent.setup();
      const onSortingChange = vi.fn();
      renderWithProviders(
        <DataTable aria-label="t" data={rows} columns={exportColumns} onSortingChange={onSortingChange} />,
      );
      const header = screen.getByRole('columnheader', { name: /大小/ });
      expect(header).toHaveAttribute('aria-sort', 'none');
      expect(screen.getByRole('columnheader', { name: '状态' })).not.toHaveAttribute('aria-sort');
      await user.click(within(header).getByRole('button'));
      expect(header).toHaveAttribute('aria-sort', 'ascending');
      const sizes = screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => Number.parseFloat(r.querySelectorAll('td')[3]?.textContent ?? ''));
      expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
      expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'size', desc: false }]);
    });

    it('leaves the order to the server when sorting is manual', async () => {
      const user = userEvent.setup();
      const onSortingChange = vi.fn();
      renderWithProviders(
        <DataTable
          aria-label="t"
          data={rows.slice(0, 5)}
          columns={exportColumns}
          rowCount={12}
          defaultPagination={{ pageIndex: 0, pageSize: 5 }}
          onSortingChange={onSortingChange}
        />,
      );
      const before = firstColumn();
      await user.click(within(screen.getByRole('columnheader', { name: /文件名称/ })).getByRole('button'));
      await user.click(within(screen.getByRole('columnheader', { name: /文件名称/ })).getByRole('button'));
      expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'fileName', desc: true }]);
      expect(firstColumn()).toEqual(before);
    });
  });

  describe('given row selection', () => {
    it('selects all rows of the page from the header and reports the ids', async () => {
      const user = userEvent.setup();
      const onRowSelectionChange = vi.fn();
      renderWithProviders(
        <DataTable
          aria-label="t"
          data={rows.slice(0, 3)}
          columns={exportColumns}
          enableRowSelection
          onRowSelectionChange={onRowSelectionChange}
        />,
      );
      await user.click(screen.getByRole('checkbox', { name: '选择本页全部行' }));
      expect(onRowSelectionChange).toHaveBeenLastCalledWith({ 'task-1': true, 'task-2': true, 'task-3': true });
      expect(screen.getByText('已选择 3 项')).toBeInTheDocument();
      expect(screen.getAllByRole('row')[1]).toHaveAttribute('data-state', 'selected');
    });

    it('shows a partly selected page as indeterminate', async () => {
      const user = userEvent.setup();
      renderWithProviders(
        <DataTable
          aria-label="t"
          data={rows.slice(0, 3)}
          columns={exportColumns}
          enableRowSelection
          getRowLabel={(r) => r.fileName}
        />,
      );
      await user.click(screen.getByRole('checkbox', { name: '选择 视频任务数据_00002.xlsx' }));
      const all = screen.getByRole('checkbox', { name: '选择本页全部行' }) as HTMLInputElement;
      expect(all.checked).toBe(false);
      expect(all.indeterminate).toBe(true);
    });

    it('selects a range with Shift+click', async () => {
      const user = userEvent.setup();
      const onRowSelectionChange = vi.fn();
      renderWithProviders(
        <DataTable
          aria-label="t"
          data={rows.slice(0, 5)}
          columns={exportColumns}
          enableRowSelection
          onRowSelectionChange={onRowSelectionChange}
        />,
      );
      await user.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
      await user.keyboard('{Shift>}');
      await user.click(screen.getByRole('checkbox', { name: '选择第 4 行' }));
      await user.keyboard('{/Shift}');
      expect(onRowSelectionChange).toHaveBeenLastCalledWith({ 'task-2': true, 'task-3': true, 'task-4': true });
    });

    it('disables rows that may not be selected', () => {
      renderWithProviders(
        <DataTable
          aria-label="t"
          data={rows.slice(0, 2)}
          columns={exportColumns}
          enableRowSelection={(row) => row.id !== 'task-2'}
        />,
      );
      expect(screen.getByRole('checkbox', { name: '选择第 1 行' })).toBeEnabled();
      expect(screen.getByRole('checkbox', { name: '选择第 2 行' })).toBeDisabled();
    });
  });

  describe('given server paging', () => {
    it('asks for the next page and a new page size, starting again at the first page', async () => {
      const user = userEvent.setup();
      const onPaginationChange = vi.fn();
      renderWithProviders(
        <DataTable
          aria-label="t"
          data={rows.slice(5, 10)}
          columns={exportColumns}
          rowCount={52}
          pagination={{ pageIndex: 1, pageSize: 5 }}
          onPaginationChange={onPaginationChange}
          pageSizeOptions={[5, 10, 20, 50]}
        />,
      );
      expect(screen.getByText('共 52 条')).toBeInTheDocument();
      expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '53');
      expect(screen.getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '7');
      await user.click(screen.getByRole('button', { name: '下一页' }));
      expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 5 });
      await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '20');
      expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 20 });
      expect(screen.getAllByRole('row')).toHaveLength(6);
    });
  });

  describe('given client paging', () => {
    it('slices the rows and moves between pages', async () => {
      const user = userEvent.setup();
      renderWithProviders(
        <DataTable
          aria-label="t"
          data={rows}
          columns={exportColumns}
          defaultPagination={{ pageIndex: 0, pageSize: 5 }}
        />,
      );
      expect(screen.getAllByRole('row')).toHaveLength(6);
      await user.click(screen.getByRole('button', { name: '第 3 页' }));
      expect(screen.getAllByRole('row')).toHaveLength(3);
      expect(screen.getByText('会员列表_00011.xlsx')).toBeInTheDocument();
      expect(screen.queryByText('员工运营分析_00001.xlsx')).not.toBeInTheDocument();
    });
  });

  describe('given no rows', () => {
    it('shows the empty state in the current language', () => {
      renderWithProviders(<DataTable aria-label="t" data={[]} columns={exportColumns} />, { locale: 'en' });
      expect(screen.getByText('No data')).toBeInTheDocument();
    });
  });

  describe('given loading', () => {
    it('shows skeleton rows hidden from assistive technology, and announces loading', () => {
      renderWithProviders(<DataTable aria-label="t" data={[]} columns={exportColumns} loading />);
      expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('加载中');
      expect(document.querySelectorAll('[data-part="SkeletonRow"]')).toHaveLength(5);
      expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
    });

    it('keeps the current rows under a spinner', () => {
      renderWithProviders(<DataTable aria-label="t" data={rows.slice(0, 2)} columns={exportColumns} loading />);
      expect(screen.getByText('员工运营分析_00001.xlsx')).toBeInTheDocument();
      expect(document.querySelector('[data-part="LoadingOverlay"]')).not.toBeNull();
    });
  });

  describe('given an error', () => {
    it('shows the message and retries', async () => {
      const user = userEvent.setup();
      const onRetry = vi.fn();
      renderWithProviders(
        <DataTable aria-label="t" data={rows.slice(0, 2)} columns={exportColumns} error onRetry={onRetry} />,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('数据加载失败');
      expect(screen.queryByText('员工运营分析_00001.xlsx')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '重试' }));
      expect(onRetry).toHaveBeenCalledOnce();
    });
  });

  describe('given row actions', () => {
    it('shows the first actions inline and the rest in a menu', async () => {
      const user = userEvent.setup();
      const onView = vi.fn();
      const onDelete = vi.fn();
      renderWithProviders(
        <DataTable
          aria-label="t"
          data={rows.slice(0, 1)}
          columns={exportColumns}
          rowActions={(row) => [
            { label: '查看', onSelect: () => onView(row.id) },
            { label: '下载', onSelect: () => undefined, disabled: true },
            { label: '重新导出', onSelect: () => undefined },
            { label: '删除', tone: 'danger', onSelect: () => onDelete(row.id) },
          ]}
        />,
      );
      expect(screen.getByRole('columnheader', { name: '操作' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '查看' }));
      expect(onView).toHaveBeenCalledWith('task-1');
      expect(screen.getByRole('button', { name: '下载' })).toBeDisabled();
      const more = screen.getByRole('button', { name: '更多操作' });
      more.focus();
      await user.keyboard('{Enter}');
      const item = await screen.findByRole('menuitem', { name: '删除' });
      expect(item).toHaveAttribute('data-tone', 'danger');
      await user.click(item);
      expect(onDelete).toHaveBeenCalledWith('task-1');
    });

    it('names an action after its row when given an accessible name, inline and in the menu', async () => {
      const user = userEvent.setup();
      renderWithProviders(
        <DataTable
          aria-label="t"
          data={rows.slice(0, 2)}
          columns={exportColumns}
          maxInlineActions={1}
          rowActions={(row) => [
            { label: '重命名', ariaLabel: `重命名 ${row.id}`, onSelect: () => undefined },
            { label: '关联', onSelect: () => undefined },
            { label: '删除', ariaLabel: `删除 ${row.id}`, onSelect: () => undefined },
          ]}
        />,
      );
      expect(screen.getByRole('button', { name: '重命名 task-1' })).toHaveTextContent('重命名');
      expect(screen.getByRole('button', { name: '重命名 task-2' })).toBeInTheDocument();
      await user.click(screen.getAllByRole('button', { name: '更多操作' })[1]!);
      expect(await screen.findByRole('menuitem', { name: '删除 task-2' })).toBeInTheDocument();
      expect(screen.getByRole('menuitem', { name: '关联' })).toBeInTheDocument();
    });
  });

  describe('given the column menu', () => {
    it('hides a column by keyboard and reports visibility', async () => {
      const user = userEvent.setup();
      const onColumnVisibilityChange = vi.fn();
      renderWithProviders(
        <DataTable
          aria-label="t"
          data={rows.slice(0, 2)}
          columns={exportColumns}
          showColumnToggle
          onColumnVisibilityChange={onColumnVisibilityChange}
        />,
      );
      screen.getByRole('button', { name: '列设置' }).focus();
      await user.keyboard('{Enter}');
      await user.click(await screen.findByRole('menuitemcheckbox', { name: '操作人' }));
      expect(onColumnVisibilityChange).toHaveBeenLastCalledWith({ operator: false });
      expect(screen.queryByRole('columnheader', { name: '操作人' })).not.toBeInTheDocument();
      expect(screen.getByRole('menuitemcheckbox', { name: '操作人' })).toHaveAttribute('aria-checked', 'false');
    });
  });

  describe('given many rows', () => {
    it('renders only a window of rows while announcing the full count', async () => {
      // happy-dom has no layout: give every element a 400 px box so the virtualiser has a viewport.
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
      const many = makeExportRows(10_000);
      renderWithProviders(<DataTable aria-label="t" data={many} columns={exportColumns} maxHeight={400} />);
      const table = screen.getByRole('table');
      expect(table).toHaveAttribute('data-virtualized', 'true');
      expect(table).toHaveAttribute('aria-rowcount', '10001');
      await waitFor(() => expect(table.querySelectorAll('tbody tr[aria-rowindex]').length).toBeGreaterThan(0));
      expect(table.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(200);
      expect(screen.getByRole('region', { name: 't' })).toHaveAttribute('tabindex', '0');
      vi.restoreAllMocks();
    });

    it('does not virtualise short lists', () => {
      renderWithProviders(<DataTable aria-label="t" data={rows} columns={exportColumns} />);
      expect(screen.getByRole('table')).not.toHaveAttribute('data-virtualized');
      expect(screen.getAllByRole('row')).toHaveLength(13);
    });
  });
});
