import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Thumbnail } from '../Thumbnail/Thumbnail';
import { ListPage, type ListBatchAction, type ListPageProps } from './ListPage';
import { makeOrders, orderColumns, useOrderQuery, type OrderRow } from './ListPage.fixtures';
import type { ListQuery } from './listQuery';

const orders = makeOrders(137);

const batch: ListBatchAction<OrderRow>[] = [
  { key: 'export', label: '导出所选', onSelect: () => {} },
  {
    key: 'close',
    label: '关闭订单',
    tone: 'danger',
    confirm: (n) => `关闭所选的 ${n} 个订单？关闭后不可恢复。`,
    disabled: (_ids, rows) => rows.some((r) => r.status === 3),
    onSelect: () => {},
  },
];

type StoryArgs = Partial<ListPageProps<OrderRow>> & {
  english?: boolean;
  rows?: readonly OrderRow[];
  initial?: Partial<ListQuery>;
};

/** A ListPage on a stand-in server: the query lives in state (the console keeps it in the URL). */
function Example({ english = false, rows = orders, initial, ...props }: StoryArgs) {
  const { query, setQuery, records, total } = useOrderQuery(rows, initial);
  const columns = useMemo(() => orderColumns(english), [english]);
  return (
    <ListPage<OrderRow>
      title={english ? 'Orders' : '订单列表'}
      description={english ? 'Every order of the brand, newest first.' : '品牌的全部订单。'}
      actions={<Button variant="primary">{english ? 'Recharge' : '充值'}</Button>}
      columns={columns}
      data={records}
      total={total}
      getRowId={(r) => r.id}
      getRowLabel={(r) => r.orderNo}
      query={query}
      onQueryChange={setQuery}
      rowActions={(r) => [
        { label: english ? 'Detail' : '详情', onSelect: () => {} },
        { label: english ? 'Receipt' : '回单', onSelect: () => {}, disabled: r.status !== 3 },
        { label: english ? 'Close' : '关闭', tone: 'danger', onSelect: () => {} },
      ]}
      {...props}
    />
  );
}

const meta = {
  title: 'Templates/ListPage',
  component: ListPage,
  parameters: { layout: 'padded' },
  render: (args) => <Example {...(args as unknown as StoryArgs)} />,
  args: {} as never,
} satisfies Meta<typeof ListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '订单列表' })).toBeInTheDocument();
    await expect(canvas.getByText('共 137 条')).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { batchActions: batch, views: ['table', 'grid'], onRefresh: () => {} } as never,
};

/** Search: type an order number, press 查询; the list and the total follow. */
export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('search');
    await userEvent.type(within(form).getByLabelText('订单号'), 'BC202610001');
    await userEvent.click(within(form).getByRole('button', { name: /查询/ }));
    await expect(await canvas.findByText('共 10 条')).toBeInTheDocument();
  },
};

/** More fields than fit: the form opens to show them all. */
export const SearchExpanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '展开' }));
    await expect(canvas.getByText('下单人', { selector: 'label' })).toBeVisible();
  },
};

/** A selection across pages: the batch bar counts it and offers the batch actions. */
export const WithSelection: Story = {
  args: { batchActions: batch } as never,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /BC2026100000/ }));
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: /BC2026100011/ }));
    const bar = canvas.getByRole('region', { name: '批量操作' });
    await expect(within(bar).getByText('已选 2 项')).toBeInTheDocument();
  },
};

export const FirstLoad: Story = { args: { data: [], total: 0, loading: true } as never };

export const LoadingOverRows: Story = { args: { loading: true } as never };

export const Empty: Story = { args: { data: [], total: 0 } as never };

export const LoadError: Story = {
  args: { data: [], total: 0, error: true, onRetry: () => {} } as never,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('数据加载失败');
  },
};

/** The page's own card grid instead of the table, paged the same way. */
export const GridView: Story = {
  args: { views: ['table', 'grid'], initial: { view: 'grid' } } as never,
  render: (args) => {
    function Grid() {
      const { query, setQuery, records, total } = useOrderQuery(orders, { view: 'grid' });
      const columns = useMemo(() => orderColumns(), []);
      return (
        <ListPage<OrderRow>
          title="订单列表"
          columns={columns}
          data={records}
          total={total}
          getRowId={(r) => r.id}
          query={query}
          onQueryChange={setQuery}
          views={['table', 'grid']}
          grid={
            <ul
              aria-label="订单卡片"
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
                gap: 12,
                listStyle: 'none',
                margin: 0,
                padding: 0,
              }}
            >
              {records.map((r) => (
                <li key={r.id}>
                  <Card>
                    <Thumbnail src={r.coverUrl} alt={r.product} />
                    <p style={{ margin: '8px 0 0' }}>{r.orderNo}</p>
                  </Card>
                </li>
              ))}
            </ul>
          }
          {...(args as object)}
        />
      );
    }
    return <Grid />;
  },
};

export const WithTabs: Story = {
  args: {
    tabs: [
      { key: 'all', label: '全部' },
      { key: 'unpaid', label: '待支付', count: 28 },
      { key: 'paid', label: '已支付' },
    ],
  } as never,
};

/** 10,000 rows at once (no paging): the body is virtualised inside a scrolling region. */
export const TenThousandRows: Story = {
  args: { rows: makeOrders(10_000), paginated: false, maxHeight: 480, initial: { pageSize: 10_000 } } as never,
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { english: true, batchActions: batch, views: ['table', 'grid'] } as never,
};

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['visual'], args: { batchActions: batch } as never };
