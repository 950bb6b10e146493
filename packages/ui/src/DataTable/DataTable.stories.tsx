import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ComponentType } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Empty } from '../Empty/Empty';
import { DataTable, type DataTablePaginationState, type DataTableProps, type DataTableSortingState } from './DataTable';
import { exportColumns, exportColumnsEn, makeExportRows, sortRows, type ExportRow } from './DataTable.fixtures';

const rows52 = makeExportRows(52);
const rows8 = rows52.slice(0, 8);
const rows10k = makeExportRows(10_000);
const TASK_CENTRE_PAGE_SIZES = [5, 10, 20, 50] as const;
const getRowLabel = (row: ExportRow) => row.fileName;

/** Presses Tab until `target` has focus (keyboard only; fails after 60 presses). */
async function tabTo(target: Element) {
  for (let i = 0; i < 60 && document.activeElement !== target; i += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

const meta = {
  title: 'Components/DataTable',
  // The kit's DataTable, typed for the export rows the stories show.
  component: DataTable as ComponentType<DataTableProps<ExportRow>>,
  args: { data: rows8, columns: exportColumns, 'aria-label': '导出文件' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    data: { control: false },
    columns: { control: false },
  },
} satisfies Meta<DataTableProps<ExportRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

export const Playground: Story = {
  args: {
    data: rows52,
    defaultPagination: { pageIndex: 0, pageSize: 10 },
    pageSizeOptions: [5, 10, 20, 50],
    enableRowSelection: true,
    showColumnToggle: true,
    loading: false,
    stickyHeader: true,
    size: 'md',
    maxHeight: 360,
  },
};

export const Loading: Story = {
  args: { data: [], loading: true, defaultPagination: { pageIndex: 0, pageSize: 5 }, pageSizeOptions: [5, 10] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '导出文件' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('加载中');
  },
};

/** Loading the next page: the current rows stay, under a spinner. */
export const LoadingOverlay: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(9);
  },
};

export const EmptyState: Story = {
  name: 'Empty',
  tags: ['visual'],
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
  },
};

export const EmptyWithAction: Story = {
  args: {
    data: [],
    emptyContent: <Empty title="还没有导出记录" description="在列表页点击导出后会出现在这里" />,
  },
};

const onRetry = fn();

export const ErrorState: Story = {
  name: 'Error',
  args: { error: '网络请求失败，请检查网络连接后重试', onRetry },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络请求失败');
    const retry = canvas.getByRole('button', { name: '重试' });
    await tabTo(retry);
    await userEvent.keyboard('{Enter}');
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const Selection: Story = {
  tags: ['visual'],
  args: { enableRowSelection: true, defaultRowSelection: { 'task-2': true }, getRowLabel },
};

/** Space on the header checkbox selects the page; the count is announced. */
export const KeyboardSelection: Story = {
  args: { data: rows52.slice(0, 5), enableRowSelection: true, getRowLabel },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: '选择本页全部行' });
    await tabTo(all);
    await userEvent.keyboard(' ');
    await expect(all).toBeChecked();
    await expect(canvas.getByText('已选择 5 项')).toBeInTheDocument();
    const first = canvas.getByRole('checkbox', { name: `选择 ${rows52[0]?.fileName}` });
    await tabTo(first);
    await userEvent.keyboard(' ');
    await expect(first).not.toBeChecked();
    await expect(all).toHaveProperty('indeterminate', true);
  },
};

export const Sorting: Story = {
  args: { defaultSorting: [{ id: 'exportTime', desc: true }] },
};

/** Enter on a header sorts ascending, again descending, again clears. */
export const KeyboardSorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /文件名称/ });
    const button = within(header).getByRole('button');
    await tabTo(button);
    const names = () =>
      canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent);
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = names();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(names()).toEqual([...ascending].reverse());
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'none');
  },
};

interface PageResult {
  key: string;
  rows: ExportRow[];
  total: number;
}

/** A fake server over 52 fixed rows: pages and sorts after a short delay. */
function fetchPage(pagination: DataTablePaginationState, sorting: DataTableSortingState): Promise<PageResult> {
  const key = JSON.stringify([pagination, sorting]);
  const sorted = sortRows(rows52, sorting);
  const start = pagination.pageIndex * pagination.pageSize;
  return new Promise((resolve) =>
    setTimeout(
      () => resolve({ key, rows: sorted.slice(start, start + pagination.pageSize), total: rows52.length }),
      150,
    ),
  );
}

function ServerPagingDemo() {
  const [pagination, setPagination] = useState<DataTablePaginationState>({ pageIndex: 0, pageSize: 5 });
  const [sorting, setSorting] = useState<DataTableSortingState>([]);
  const [result, setResult] = useState<PageResult | null>(null);
  const key = JSON.stringify([pagination, sorting]);
  useEffect(() => {
    let alive = true;
    void fetchPage(pagination, sorting).then((next) => alive && setResult(next));
    return () => {
      alive = false;
    };
  }, [pagination, sorting]);
  return (
    <DataTable
      aria-label="导出文件"
      data={result?.rows ?? []}
      columns={exportColumns}
      rowCount={result?.total ?? 0}
      loading={result?.key !== key}
      pagination={pagination}
      onPaginationChange={setPagination}
      pageSizeOptions={TASK_CENTRE_PAGE_SIZES}
      sorting={sorting}
      onSortingChange={setSorting}
    />
  );
}

/** Task-centre paging: page sizes 5/10/20/50, default 5; the server pages and sorts. Operated by keyboard. */
export const ServerPaging: Story = {
  render: () => <ServerPagingDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('员工运营分析_00001.xlsx');
    await expect(canvas.getByText('共 52 条')).toBeInTheDocument();
    const next = canvas.getByRole('button', { name: '下一页' });
    await tabTo(next);
    await userEvent.keyboard('{Enter}');
    await canvas.findByText('销售报表_00007.xlsx');
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '7');
    const size = canvas.getByRole('combobox', { name: '每页条数' });
    await userEvent.selectOptions(size, '10');
    await canvas.findByText('员工运营分析_00008.xlsx');
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy'));
  },
};

const onDownload = fn();
const onDelete = fn();

function actionsFor(row: ExportRow) {
  return [
    { label: '下载', onSelect: () => onDownload(row.id), disabled: row.status !== 2 },
    { label: '查看', onSelect: () => undefined },
    { label: '重新导出', onSelect: () => undefined },
    { label: '删除', tone: 'danger' as const, onSelect: () => onDelete(row.id) },
  ];
}

/** Two inline actions, the rest in a 更多 menu opened, used and closed by keyboard. */
export const RowActions: Story = {
  tags: ['visual'],
  args: { data: rows52.slice(0, 5), rowActions: actionsFor },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getAllByRole('button', { name: '更多操作' })[0];
    if (!more) throw new Error('no menu trigger');
    await tabTo(more);
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: '删除' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledWith(rows52[0]?.id);
    await waitFor(() => expect(more).toHaveFocus());
  },
};

/** 列设置: hide a column from the keyboard; Esc closes and focus returns. */
export const ColumnVisibility: Story = {
  args: { showColumnToggle: true, defaultColumnVisibility: { operator: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: '操作人' })).not.toBeInTheDocument();
    const trigger = canvas.getByRole('button', { name: '列设置' });
    await tabTo(trigger);
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    const size = screen.getByRole('menuitemcheckbox', { name: '大小' });
    while (document.activeElement !== size) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(size).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.queryByRole('columnheader', { name: /大小/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** 10,000 rows in a 400 px body: only the visible rows are in the DOM; scrolling reaches the last row. */
export const TenThousandRows: Story = {
  args: { data: rows10k, maxHeight: 400, enableRowSelection: true, getRowLabel },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '导出文件' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(table.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(200);
    const scroller = canvas.getByRole('region', { name: '导出文件' });
    scroller.scrollTop = scroller.scrollHeight;
    const last = await canvas.findByText('会员列表_10000.xlsx');
    await expect(last.closest('tr')).toHaveAttribute('aria-rowindex', '10001');
    await expect(table.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(200);
  },
};

export const Small: Story = { args: { size: 'sm', enableRowSelection: true } };

export const StickyHeader: Story = { args: { data: rows52, maxHeight: 300 } };

export const WithToolbar: Story = {
  args: {
    enableRowSelection: true,
    defaultRowSelection: { 'task-1': true, 'task-3': true },
    toolbar: (
      <Button size="sm" variant="primary">
        批量下载
      </Button>
    ),
    showColumnToggle: true,
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    'aria-label': 'Exported files',
    columns: exportColumnsEn,
    data: rows52,
    defaultPagination: { pageIndex: 0, pageSize: 5 },
    pageSizeOptions: [5, 10, 20, 50],
    enableRowSelection: true,
    showColumnToggle: true,
    rowActions: actionsFor,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('52 items')).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    data: rows52,
    defaultPagination: { pageIndex: 0, pageSize: 5 },
    pageSizeOptions: [5, 10, 20, 50],
    enableRowSelection: true,
    defaultRowSelection: { 'task-2': true },
    rowActions: actionsFor,
  },
};
