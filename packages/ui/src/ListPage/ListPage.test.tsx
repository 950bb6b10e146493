import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test-utils/axe';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { ListPage, type ListBatchAction, type ListPageProps } from './ListPage';
import { makeOrders, orderColumns, ORDER_QUERY_DEFAULTS, queryOrders, type OrderRow } from './ListPage.fixtures';
import { defaultListQuery, type ListQuery } from './listQuery';

const orders = makeOrders(37);
const columns = orderColumns();
const start = defaultListQuery(ORDER_QUERY_DEFAULTS);

/** A ListPage whose query lives in state and whose rows come from the stand-in server. */
function Harness({
  onQuery,
  initial = start,
  ...props
}: Partial<ListPageProps<OrderRow>> & { onQuery?: (q: ListQuery) => void; initial?: ListQuery }) {
  const [query, setQuery] = useState(initial);
  const { records, total } = queryOrders(orders, query);
  return (
    <ListPage<OrderRow>
      title="订单列表"
      columns={columns}
      data={records}
      total={total}
      getRowId={(r) => r.id}
      getRowLabel={(r) => r.orderNo}
      query={query}
      onQueryChange={(next) => {
        onQuery?.(next);
        setQuery(next);
      }}
      {...props}
    />
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describeConformance({
  component: 'ListPage',
  render: (props) => (
    <ListPage
      columns={columns}
      data={orders.slice(0, 2)}
      total={2}
      getRowId={(r) => r.id}
      query={start}
      onQueryChange={() => {}}
      aria-label="订单"
      {...(props as object)}
    />
  ),
});

describe('ListPage', () => {
  it('names the page with one h1 and draws each value type in its cell', async () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('heading', { level: 1, name: '订单列表' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '订单列表' });
    const first = within(table).getAllByRole('row')[1]!;
    const cells = within(first).getAllByRole('cell');
    const text = cells.map((c) => c.textContent);
    // money in fen ÷100 with two decimals; counts below 10,000 grouped; status by its dictionary label
    expect(text).toContain('99.00');
    expect(text).toContain('0%');
    expect(text).toContain('待支付');
    expect(text).toContain('2026-01-01 08:00:00');
    expect(within(first).getByRole('link', { name: '回单-1' })).toHaveAttribute('href', '#receipt-o1');
    expect(text.some((t) => t?.endsWith('王芳'))).toBe(true);
    // The hidden-by-default duration column is not drawn.
    expect(within(table).queryByRole('columnheader', { name: '视频时长' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows large counts with 万 and percentages from fractions', () => {
    renderWithProviders(<Harness initial={{ ...start, sort: { key: 'accounts', desc: true } }} />);
    const texts = bodyRows().flatMap((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(texts.some((t) => /万$/.test(t ?? ''))).toBe(true);
    expect(texts.some((t) => /^\d+%$/.test(t ?? ''))).toBe(true);
  });

  describe('given searchable columns', () => {
    it('generates a field per searchable column and applies them on Search from page 1', async () => {
      const user = userEvent.setup();
      const onQuery = vi.fn();
      renderWithProviders(<Harness onQuery={onQuery} initial={{ ...start, page: 3 }} />);
      const form = screen.getByRole('search', { name: '订单列表筛选' });
      expect(within(form).getByLabelText('订单号')).toBeInTheDocument();
      expect(within(form).getByText('金额（元）')).toBeInTheDocument();
      await user.type(within(form).getByLabelText('订单号'), 'BC2026100001');
      await user.click(within(form).getByRole('button', { name: /查询/ }));
      expect(onQuery).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 1, filters: { orderNo: 'BC2026100001' } }),
      );
      expect(bodyRows()).toHaveLength(1);
    });

    it('refuses a wrong number range with 请规范输入内容 and applies nothing', async () => {
      const user = userEvent.setup();
      const onQuery = vi.fn();
      renderWithProviders(<Harness onQuery={onQuery} />);
      const form = screen.getByRole('search');
      await user.type(within(form).getByRole('textbox', { name: '最小值' }), '500');
      await user.type(within(form).getByRole('textbox', { name: '最大值' }), '100');
      expect(within(form).getByText('请规范输入内容')).toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: /查询/ }));
      expect(onQuery).not.toHaveBeenCalled();
    });

    it('starts over on Reset but keeps filters set by a link that the form does not show', async () => {
      const user = userEvent.setup();
      const onQuery = vi.fn();
      renderWithProviders(
        <Harness onQuery={onQuery} initial={{ ...start, filters: { orderNo: 'BC', from: 'record' } }} />,
      );
      expect(screen.getByLabelText('订单号')).toHaveValue('BC');
      await user.click(screen.getByRole('button', { name: '重置' }));
      expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, filters: { from: 'record' } }));
    });

    it('follows the applied filters when they change from outside (back and forward)', () => {
      const { rerender } = renderWithProviders(
        <ListPage<OrderRow>
          columns={columns}
          data={[]}
          total={0}
          getRowId={(r) => r.id}
          query={{ ...start, filters: { orderNo: 'A' } }}
          onQueryChange={() => {}}
          aria-label="订单"
        />,
      );
      expect(screen.getByLabelText('订单号')).toHaveValue('A');
      rerender(
        <ListPage<OrderRow>
          columns={columns}
          data={[]}
          total={0}
          getRowId={(r) => r.id}
          query={{ ...start, filters: { orderNo: 'B' } }}
          onQueryChange={() => {}}
          aria-label="订单"
        />,
      );
      expect(screen.getByLabelText('订单号')).toHaveValue('B');
    });
  });

  describe('given paging and sorting', () => {
    it('pages through the server total and goes back to page 1 when the size changes', async () => {
      const user = userEvent.setup();
      const onQuery = vi.fn();
      renderWithProviders(<Harness onQuery={onQuery} />);
      expect(screen.getByText('共 37 条')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '下一页' }));
      expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, pageSize: 10 }));
      expect(bodyRows()[0]).toHaveTextContent('BC2026100010');
    });

    it('sorts through a sortable header, from page 1', async () => {
      const user = userEvent.setup();
      const onQuery = vi.fn();
      renderWithProviders(<Harness onQuery={onQuery} initial={{ ...start, page: 2 }} />);
      const header = screen.getByRole('columnheader', { name: /金额/ });
      await user.click(within(header).getByRole('button'));
      expect(onQuery).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 1, sort: { key: 'amount', desc: false } }),
      );
      expect(header).toHaveAttribute('aria-sort', 'ascending');
    });
  });

  describe('given batch actions', () => {
    const exportAction = vi.fn();
    const remove = vi.fn();
    const actions: ListBatchAction<OrderRow>[] = [
      { key: 'export', label: '导出所选', onSelect: exportAction },
      { key: 'delete', label: '删除', tone: 'danger', confirm: '删除后不可恢复，是否确认?', onSelect: remove },
    ];

    it('keeps a selection across pages and hands every selected id and row to the action', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Harness batchActions={actions} />);
      await user.click(screen.getByRole('checkbox', { name: /BC2026100000/ }));
      await user.click(screen.getByRole('button', { name: '下一页' }));
      await user.click(screen.getByRole('checkbox', { name: /BC2026100010/ }));
      const bar = screen.getByRole('region', { name: '批量操作' });
      expect(within(bar).getByText('已选 2 项')).toBeInTheDocument();
      await user.click(within(bar).getByRole('button', { name: '导出所选' }));
      expect(exportAction).toHaveBeenCalledWith(['o1', 'o11'], [orders[0], orders[10]]);
    });

    it('asks before a destructive action and runs it only when confirmed', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Harness batchActions={actions} />);
      await user.click(screen.getByRole('checkbox', { name: /BC2026100001/ }));
      await user.click(screen.getByRole('button', { name: '删除' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent('删除后不可恢复，是否确认?');
      expect(remove).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole('button', { name: '确认' }));
      expect(remove).toHaveBeenCalledWith(['o2'], [orders[1]]);
    });

    it('clears the selection when a new search is applied', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Harness batchActions={actions} />);
      await user.click(screen.getByRole('checkbox', { name: /BC2026100001/ }));
      expect(screen.getByRole('region', { name: '批量操作' })).toBeInTheDocument();
      await user.type(screen.getByLabelText('订单号'), 'BC');
      await user.click(screen.getByRole('button', { name: /查询/ }));
      expect(screen.queryByRole('region', { name: '批量操作' })).not.toBeInTheDocument();
    });
  });

  it('switches to the page’s grid and back through the view switch', async () => {
    const user = userEvent.setup();
    const onQuery = vi.fn();
    renderWithProviders(<Harness views={['table', 'grid']} grid={<ul aria-label="卡片视图" />} onQuery={onQuery} />);
    const group = screen.getByRole('group', { name: '视图' });
    await user.click(within(group).getByRole('button', { name: '宫格' }));
    expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ view: 'grid' }));
    expect(screen.getByRole('list', { name: '卡片视图' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(group).getByRole('button', { name: '宫格' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('hides and shows columns from the column menu', async () => {
    const user = userEvent.setup();
    const onVisibility = vi.fn();
    renderWithProviders(<Harness onColumnVisibilityChange={onVisibility} />);
    await user.click(screen.getByRole('button', { name: '列设置' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: '商品' }));
    expect(onVisibility).toHaveBeenLastCalledWith(expect.objectContaining({ product: false }));
    expect(screen.queryByRole('columnheader', { name: '商品' })).not.toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithProviders(<Harness data={[]} total={0} error onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('数据加载失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('moves between tabs from page 1 and shows the list under the chosen one', async () => {
    const user = userEvent.setup();
    const onQuery = vi.fn();
    renderWithProviders(
      <Harness
        onQuery={onQuery}
        initial={{ ...start, page: 2 }}
        tabs={[
          { key: 'all', label: '全部' },
          { key: 'mine', label: '我的', count: 3 },
        ]}
      />,
    );
    await user.click(screen.getByRole('tab', { name: /我的/ }));
    expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ tab: 'mine', page: 1 }));
    expect(within(screen.getByRole('tabpanel')).getByRole('table')).toBeInTheDocument();
  });

  it('speaks English', () => {
    renderWithProviders(<Harness columns={orderColumns(true)} batchActions={[]} views={['table', 'grid']} />, {
      locale: 'en',
    });
    expect(screen.getByRole('group', { name: 'View' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument();
    expect(screen.getAllByText('Awaiting payment').length).toBeGreaterThan(0);
  });

  it('refreshes on request', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    renderWithProviders(<Harness onRefresh={onRefresh} />);
    await act(() => user.click(screen.getByRole('button', { name: '刷新' })));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
