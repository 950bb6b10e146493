import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test-utils/axe';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { MaterialGrid } from './MaterialGrid';
import { makeMaterials, mixedMaterials, NOW } from './MaterialGrid.fixtures';

const few = mixedMaterials.slice(0, 3);
const cards = () => screen.queryAllByRole('listitem');

// happy-dom has no layout: give every element an 800 × 400 px box so the grid has columns and a viewport.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Scrolls the grid's region to `top` (or the end) as the browser would, and lets the virtualiser catch up. */
async function scrollGrid(name: string, top: number | 'end') {
  const region = screen.getByRole('region', { name });
  const list = within(region).getByRole('list');
  region.scrollTop = top === 'end' ? Number.parseFloat(list.style.height) - 400 : top;
  fireEvent.scroll(region);
  await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
}

describeConformance({
  component: 'MaterialGrid',
  render: (props) => <MaterialGrid aria-label="素材库" items={few} now={NOW} {...(props as object)} />,
});

describe('MaterialGrid', () => {
  it('lists the materials as cards with their position, type, size, duration and expiry', async () => {
    renderWithProviders(<MaterialGrid aria-label="素材库" items={mixedMaterials} now={NOW} />);
    const list = screen.getByRole('list', { name: '素材库' });
    expect(screen.getByRole('region', { name: '素材库' })).toHaveAttribute('tabindex', '0');
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', '12');
    expect(within(first).getByText('春季新品口播_00001')).toHaveAttribute('title', '春季新品口播_00001');
    expect(first.querySelector('[data-part="Meta"]')?.textContent).toMatch(/^视频 · [\d.]+ (KB|MB) · \d\d:\d\d$/);
    const audio = within(list).getByText('轻快背景音乐_00003').closest('[role="listitem"]') as HTMLElement;
    expect(audio).toHaveTextContent('音频 · 背景音乐');
    const expired = within(list).getByText('品牌标题字体_00005').closest('[role="listitem"]') as HTMLElement;
    expect(within(expired).getByText('已过期')).toBeInTheDocument();
    expect(expired).toHaveAttribute('data-expired', 'true');
    expect(within(first).queryByText('已过期')).not.toBeInTheDocument();
    expect(screen.getByText('没有更多素材了')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('has no checkboxes, name buttons or actions unless asked', () => {
    renderWithProviders(<MaterialGrid aria-label="素材库" items={few} />);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  describe('given selection', () => {
    it('reports the selection in the DataTable shape, keyed by String(id)', async () => {
      const user = userEvent.setup();
      const onSelectionChange = vi.fn();
      renderWithProviders(
        <MaterialGrid aria-label="素材库" items={few} selection={{}} onSelectionChange={onSelectionChange} />,
      );
      await user.click(screen.getByRole('checkbox', { name: '选择 门店陈列图_00002' }));
      expect(onSelectionChange).toHaveBeenLastCalledWith({ '2': true });
    });

    it('shows a controlled selection and removes the key of a cleared material', async () => {
      const user = userEvent.setup();
      const onSelectionChange = vi.fn();
      renderWithProviders(
        <MaterialGrid
          aria-label="素材库"
          items={few}
          selection={{ '1': true, '3': true }}
          onSelectionChange={onSelectionChange}
        />,
      );
      const first = screen.getByRole('checkbox', { name: '选择 春季新品口播_00001' });
      expect(first).toBeChecked();
      expect(first.closest('[role="listitem"]')).toHaveAttribute('data-state', 'selected');
      expect(screen.getByRole('checkbox', { name: '选择 门店陈列图_00002' })).not.toBeChecked();
      await user.click(first);
      expect(onSelectionChange).toHaveBeenLastCalledWith({ '3': true });
    });

    it('toggles by keyboard when uncontrolled', async () => {
      const user = userEvent.setup();
      const onSelectionChange = vi.fn();
      renderWithProviders(
        <MaterialGrid
          aria-label="素材库"
          items={few}
          defaultSelection={{ '2': true }}
          onSelectionChange={onSelectionChange}
        />,
      );
      const box = screen.getByRole('checkbox', { name: '选择 春季新品口播_00001' });
      box.focus();
      await user.keyboard(' ');
      expect(box).toBeChecked();
      expect(onSelectionChange).toHaveBeenLastCalledWith({ '2': true, '1': true });
      await user.keyboard(' ');
      expect(onSelectionChange).toHaveBeenLastCalledWith({ '2': true });
    });
  });

  it('opens a material from its name', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderWithProviders(<MaterialGrid aria-label="素材库" items={few} onOpen={onOpen} />);
    await user.click(screen.getByRole('button', { name: '门店陈列图_00002' }));
    expect(onOpen).toHaveBeenCalledWith(few[1]);
  });

  it('shows two actions inline and the rest in the 更多操作 menu', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    const onDelete = vi.fn();
    renderWithProviders(
      <MaterialGrid
        aria-label="素材库"
        items={few.slice(0, 1)}
        actions={(item) => [
          { label: '下载', onSelect: () => onDownload(item.id) },
          { label: '移动', onSelect: () => undefined, disabled: true },
          { label: '打标签', onSelect: () => undefined },
          { label: '删除', tone: 'danger', onSelect: () => onDelete(item.id) },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: '下载' }));
    expect(onDownload).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: '移动' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    screen.getByRole('button', { name: '更多操作' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: '删除' }));
    expect(onDelete).toHaveBeenCalledWith(1);
  });

  describe('given more to load', () => {
    const page = makeMaterials(60);

    it('asks for more when scrolled near the end, once per items array', async () => {
      const onLoadMore = vi.fn();
      const { rerender } = renderWithProviders(
        <MaterialGrid aria-label="素材库" items={page} hasMore onLoadMore={onLoadMore} />,
      );
      expect(onLoadMore).not.toHaveBeenCalled();
      await scrollGrid('素材库', 'end');
      await waitFor(() => expect(onLoadMore).toHaveBeenCalledOnce());
      rerender(<MaterialGrid aria-label="素材库" items={page} hasMore onLoadMore={onLoadMore} />);
      expect(onLoadMore).toHaveBeenCalledOnce();
      const next = [...page, ...makeMaterials(3, 60)];
      rerender(<MaterialGrid aria-label="素材库" items={next} hasMore onLoadMore={onLoadMore} />);
      await waitFor(() => expect(onLoadMore).toHaveBeenCalledTimes(2));
    });

    it('does not ask while the next page is loading, and says so', async () => {
      const onLoadMore = vi.fn();
      renderWithProviders(
        <MaterialGrid aria-label="素材库" items={page} hasMore loadingMore onLoadMore={onLoadMore} />,
      );
      await scrollGrid('素材库', 'end');
      expect(screen.getByRole('status')).toHaveTextContent('正在加载更多素材…');
      expect(onLoadMore).not.toHaveBeenCalled();
    });

    it('does not ask when there is no more, and says so', async () => {
      const onLoadMore = vi.fn();
      renderWithProviders(<MaterialGrid aria-label="素材库" items={page} hasMore={false} onLoadMore={onLoadMore} />);
      await scrollGrid('素材库', 'end');
      expect(screen.getByText('没有更多素材了')).toBeInTheDocument();
      expect(onLoadMore).not.toHaveBeenCalled();
    });

    it('fills a short first page at once and leaves the set size unknown', async () => {
      const onLoadMore = vi.fn();
      renderWithProviders(<MaterialGrid aria-label="素材库" items={few} hasMore onLoadMore={onLoadMore} />);
      await waitFor(() => expect(onLoadMore).toHaveBeenCalledOnce());
      expect(cards()[0]).toHaveAttribute('aria-setsize', '-1');
    });

    it('takes the set size from the server total when given', () => {
      renderWithProviders(<MaterialGrid aria-label="素材库" items={few} hasMore total={240} />);
      expect(cards()[2]).toHaveAttribute('aria-setsize', '240');
    });
  });

  describe('given 10,000 materials', () => {
    it('renders only a window of cards while announcing the full count', async () => {
      const many = makeMaterials(10_000);
      renderWithProviders(<MaterialGrid aria-label="素材库" items={many} maxHeight={400} />);
      await waitFor(() => expect(cards().length).toBeGreaterThan(0));
      expect(cards().length).toBeLessThanOrEqual(30);
      expect(cards()[0]).toHaveAttribute('aria-setsize', '10000');
      await scrollGrid('素材库', 'end');
      const last = await screen.findByText('双十一口播文案_10000');
      expect(last.closest('[role="listitem"]')).toHaveAttribute('aria-posinset', '10000');
      expect(cards().length).toBeLessThanOrEqual(30);
    });

    it('keeps the card with keyboard focus when it scrolls out of view', async () => {
      const many = makeMaterials(10_000);
      renderWithProviders(<MaterialGrid aria-label="素材库" items={many} selection={{}} onSelectionChange={vi.fn()} />);
      const box = screen.getByRole('checkbox', { name: '选择 春季新品口播_00001' });
      box.focus();
      await scrollGrid('素材库', 'end');
      await screen.findByText('双十一口播文案_10000');
      expect(box).toBeInTheDocument();
      expect(box).toHaveFocus();
    });
  });

  describe('given loading', () => {
    it('shows skeleton cards hidden from assistive technology, and announces loading', () => {
      renderWithProviders(<MaterialGrid aria-label="素材库" items={[]} loading />);
      expect(screen.getByRole('list', { name: '素材库' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('正在加载素材');
      expect(document.querySelectorAll('[data-part="SkeletonCard"]')).toHaveLength(6);
      expect(screen.queryByText('暂无素材')).not.toBeInTheDocument();
    });

    it('keeps the current cards under a spinner', () => {
      renderWithProviders(<MaterialGrid aria-label="素材库" items={few} loading />);
      expect(screen.getByRole('list', { name: '素材库' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByText('春季新品口播_00001')).toBeInTheDocument();
      expect(document.querySelector('[data-part="LoadingOverlay"]')).not.toBeNull();
    });
  });

  describe('given an error', () => {
    it('replaces an empty grid with the message and retries', async () => {
      const user = userEvent.setup();
      const onRetry = vi.fn();
      renderWithProviders(<MaterialGrid aria-label="素材库" items={[]} error onRetry={onRetry} />);
      expect(screen.getByRole('alert')).toHaveTextContent('素材加载失败');
      await user.click(screen.getByRole('button', { name: '重试' }));
      expect(onRetry).toHaveBeenCalledOnce();
    });

    it('keeps loaded cards, shows a failed next page at the end and stops asking for more', async () => {
      const user = userEvent.setup();
      const onRetry = vi.fn();
      const onLoadMore = vi.fn();
      renderWithProviders(
        <MaterialGrid
          aria-label="素材库"
          items={few}
          hasMore
          onLoadMore={onLoadMore}
          error="网络请求失败"
          onRetry={onRetry}
        />,
      );
      expect(screen.getByText('春季新品口播_00001')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('网络请求失败');
      await user.click(screen.getByRole('button', { name: '重试' }));
      expect(onRetry).toHaveBeenCalledOnce();
      expect(onLoadMore).not.toHaveBeenCalled();
    });
  });

  describe('given no materials', () => {
    it('shows the empty state, or the one given', () => {
      const { rerender } = renderWithProviders(<MaterialGrid aria-label="素材库" items={[]} />);
      expect(screen.getByText('暂无素材')).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: '素材库' })).not.toBeInTheDocument();
      rerender(<MaterialGrid aria-label="素材库" items={[]} empty={<p>这个文件夹还是空的</p>} />);
      expect(screen.getByText('这个文件夹还是空的')).toBeInTheDocument();
    });
  });

  describe('in English', () => {
    it('labels checkboxes, types, expiry and the end of the list', () => {
      renderWithProviders(
        <MaterialGrid
          aria-label="Materials"
          items={mixedMaterials}
          now={NOW}
          selection={{}}
          onSelectionChange={vi.fn()}
        />,
        { locale: 'en' },
      );
      expect(screen.getByRole('checkbox', { name: 'Select 春季新品口播_00001' })).toBeInTheDocument();
      expect(cards()[0]?.querySelector('[data-part="Meta"]')?.textContent).toMatch(/^Video · /);
      expect(cards()[2]).toHaveTextContent('Audio · BGM');
      expect(screen.getAllByText('Expired').length).toBeGreaterThan(0);
      expect(screen.getByText('No more materials')).toBeInTheDocument();
    });

    it('says loading, empty and failed in English', () => {
      const { rerender } = renderWithProviders(<MaterialGrid aria-label="Materials" items={[]} loading />, {
        locale: 'en',
      });
      expect(screen.getByRole('status')).toHaveTextContent('Loading materials');
      rerender(<MaterialGrid aria-label="Materials" items={[]} />);
      expect(screen.getByText('No materials')).toBeInTheDocument();
      rerender(<MaterialGrid aria-label="Materials" items={[]} error onRetry={vi.fn()} />);
      expect(screen.getByRole('alert')).toHaveTextContent('The materials could not be loaded');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });
  });
});
