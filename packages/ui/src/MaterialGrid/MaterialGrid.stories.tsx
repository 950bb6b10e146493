import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState, type ComponentType } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Empty } from '../Empty/Empty';
import { MaterialGrid, type MaterialGridItem, type MaterialGridProps } from './MaterialGrid';
import { makeMaterials, mixedMaterials, NOW } from './MaterialGrid.fixtures';

const materials10k = makeMaterials(10_000);
const page24 = makeMaterials(24);

/** Presses Tab until `target` has focus (keyboard only; fails after 60 presses). */
async function tabTo(target: Element) {
  for (let i = 0; i < 60 && document.activeElement !== target; i += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

const cardsIn = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[role="listitem"]').length;

const meta = {
  title: 'Materials/MaterialGrid',
  // The kit's MaterialGrid, typed for the material items the stories show.
  component: MaterialGrid as ComponentType<MaterialGridProps<MaterialGridItem>>,
  args: { items: mixedMaterials, 'aria-label': '素材库', now: NOW, onOpen: fn() },
  argTypes: {
    items: { control: false },
    now: { control: false },
  },
} satisfies Meta<MaterialGridProps<MaterialGridItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Videos, images, audio, text and fonts; some expired; one name too long for its card. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: '素材库' });
    const first = within(list).getAllByRole('listitem')[0];
    await expect(first).toHaveAttribute('aria-setsize', '12');
    await expect(within(list).getAllByText('已过期').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: '门店陈列图_00002' }));
    await expect(args.onOpen).toHaveBeenCalledWith(mixedMaterials[1]);
  },
};

export const Playground: Story = {
  args: {
    items: page24,
    defaultSelection: {},
    onSelectionChange: fn(),
    hasMore: false,
    loadingMore: false,
    loading: false,
    maxHeight: 480,
    minCardWidth: 200,
  },
};

/** Selection in DataTable's shape; Tab reaches a card's checkbox and Space selects it. */
export const Selected: Story = {
  args: { defaultSelection: { '2': true, '5': true }, onSelectionChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: '选择 门店陈列图_00002' })).toBeChecked();
    const first = canvas.getByRole('checkbox', { name: '选择 春季新品口播_00001' });
    await tabTo(first);
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ '1': true, '2': true, '5': true });
    await expect(first.closest('[role="listitem"]')).toHaveAttribute('data-state', 'selected');
  },
};

const onDownload = fn();
const onDelete = fn();

function actionsFor(item: MaterialGridItem) {
  return [
    { label: '下载', onSelect: () => onDownload(item.id) },
    { label: '拆分', onSelect: () => undefined, disabled: item.type !== 1 },
    { label: '打标签', onSelect: () => undefined },
    { label: '删除', tone: 'danger' as const, onSelect: () => onDelete(item.id) },
  ];
}

/** DataTable's action rule: two inline, the rest in a 更多操作 menu, opened and used by keyboard. */
export const WithActions: Story = {
  args: { actions: actionsFor, defaultSelection: {}, onSelectionChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getAllByRole('button', { name: '更多操作' })[0];
    if (!more) throw new Error('no menu trigger');
    await tabTo(more);
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: '删除' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledWith(mixedMaterials[0]?.id);
    await waitFor(() => expect(more).toHaveFocus());
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: '素材库' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载素材');
  },
};

const onRetry = fn();

export const ErrorState: Story = {
  name: 'Error',
  args: { items: [], error: '网络请求失败，请检查网络连接后重试', onRetry },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络请求失败');
    await tabTo(canvas.getByRole('button', { name: '重试' }));
    await userEvent.keyboard('{Enter}');
    await expect(onRetry).toHaveBeenCalled();
  },
};

/** A next page failed: the loaded cards stay, the error and retry show at the end. */
export const LoadMoreError: Story = {
  args: { items: page24, hasMore: true, onLoadMore: fn(), error: true, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('素材加载失败');
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const EmptyState: Story = {
  name: 'Empty',
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无素材')).toBeInTheDocument();
  },
};

export const EmptyWithAction: Story = {
  args: {
    items: [],
    empty: (
      <Empty
        title="这个文件夹还没有素材"
        description="上传视频、图片或音频后会出现在这里"
        action={<Button>上传素材</Button>}
      />
    ),
  },
};

/** The next page is on its way: a spinner at the end, and no second request. */
export const LoadingMore: Story = {
  args: { items: page24, hasMore: true, loadingMore: true, onLoadMore: fn(), maxHeight: 480 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载更多素材…');
    const scroller = canvas.getByRole('region', { name: '素材库' });
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getByText('商品主图_00021')).toBeInTheDocument());
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

const PAGE = 30;
const LAST_PAGE_END = 90;

/** A fake server: pages of 30 materials after a short delay, 90 in all. */
function InfiniteDemo() {
  const [items, setItems] = useState(() => makeMaterials(PAGE));
  const [loadingMore, setLoadingMore] = useState(false);
  const onLoadMore = useCallback(() => {
    setLoadingMore(true);
    setTimeout(() => {
      setItems((current) => [...current, ...makeMaterials(PAGE, current.length)]);
      setLoadingMore(false);
    }, 200);
  }, []);
  return (
    <MaterialGrid
      aria-label="素材库"
      items={items}
      hasMore={items.length < LAST_PAGE_END}
      loadingMore={loadingMore}
      onLoadMore={onLoadMore}
      total={LAST_PAGE_END}
      maxHeight={480}
      now={NOW}
      defaultSelection={{}}
    />
  );
}

/** Infinite scrolling: reaching the end loads the next page, until there is no more. */
export const InfiniteScroll: Story = {
  render: () => <InfiniteDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByRole('region', { name: '素材库' });
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '90');
    scroller.scrollTop = scroller.scrollHeight;
    await canvas.findByText('品牌标题字体_00033', {}, { timeout: 3000 });
    for (let i = 0; i < 10 && !canvas.queryByText('没有更多素材了'); i += 1) {
      scroller.scrollTop = scroller.scrollHeight;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await expect(await canvas.findByText('没有更多素材了')).toBeInTheDocument();
    scroller.scrollTop = scroller.scrollHeight;
    await expect(await canvas.findByText('品牌标题字体_00089')).toBeInTheDocument();
  },
};

/**
 * 10,000 materials: only the visible rows are in the DOM; Tab walks on into rows that were not
 * rendered yet, and scrolling reaches the last card.
 */
export const LongList: Story = {
  name: 'Long list (10,000)',
  args: { items: materials10k, maxHeight: 480, defaultSelection: {}, onSelectionChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '10000');
    await expect(cardsIn(canvasElement)).toBeLessThan(100);
    const scroller = canvas.getByRole('region', { name: '素材库' });
    // Two stops per card (checkbox, name): 100 presses from the first checkbox end on card 51's checkbox.
    await tabTo(canvas.getByRole('checkbox', { name: `选择 ${materials10k[0]?.name}` }));
    for (let i = 0; i < 100; i += 1) await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: `选择 ${materials10k[50]?.name}` })).toHaveFocus();
    await expect(scroller.scrollTop).toBeGreaterThan(0);
    await expect(cardsIn(canvasElement)).toBeLessThan(100);
    scroller.scrollTop = scroller.scrollHeight;
    const last = await canvas.findByText('双十一口播文案_10000');
    await expect(last.closest('[role="listitem"]')).toHaveAttribute('aria-posinset', '10000');
    await expect(cardsIn(canvasElement)).toBeLessThan(100);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Materials', actions: actionsFor, defaultSelection: { '3': true }, onSelectionChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Select 轻快背景音乐_00003' })).toBeChecked();
    await expect(canvas.getAllByText('Expired').length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: 'More actions' }).length).toBeGreaterThan(0);
    await expect(canvas.getByText('No more materials')).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { actions: actionsFor, defaultSelection: { '2': true }, onSelectionChange: fn() },
};
