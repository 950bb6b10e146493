import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import * as DataScreen from './DataScreen.namespace';

describeConformance({
  component: 'DataScreen',
  render: (props) => (
    <DataScreen.Root title="数据大屏" subtitle="星河美妆" {...(props as object)}>
      <DataScreen.Figures label="核心指标">
        <DataScreen.Figure label="素材总数" value={1234} valueType="count" />
      </DataScreen.Figures>
    </DataScreen.Root>
  ),
});

describeConformance({
  component: 'DataScreen.Figures',
  render: (props) => (
    <DataScreen.Figures label="核心指标" {...(props as object)}>
      <DataScreen.Figure label="素材总数" value={1234} />
    </DataScreen.Figures>
  ),
});

describeConformance({
  component: 'DataScreen.Figure',
  render: (props) => <DataScreen.Figure label="成员" value={12} description="品牌成员" {...(props as object)} />,
});

describeConformance({
  component: 'DataScreen.Panel',
  render: (props) => (
    <DataScreen.Panel {...(props as object)}>
      <p>图表</p>
    </DataScreen.Panel>
  ),
});

/** Pretends the browser allows full screen, and records the calls. */
function stubFullscreen() {
  let element: Element | null = null;
  const request = vi.fn(async () => {
    element = document.documentElement;
    document.dispatchEvent(new Event('fullscreenchange'));
  });
  const exit = vi.fn(async () => {
    element = null;
    document.dispatchEvent(new Event('fullscreenchange'));
  });
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
  Object.defineProperty(document.documentElement, 'requestFullscreen', { configurable: true, value: request });
  return { request, exit };
}

afterEach(() => {
  for (const key of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen'] as const) {
    Reflect.deleteProperty(document, key);
  }
  Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
});

describe('DataScreen.Root', () => {
  it('is a dark page of its own: a banner with the one h1 and the main region', () => {
    renderWithProviders(
      <DataScreen.Root title="数据大屏" subtitle="星河美妆 · 2026-10-22 至 2026-11-20" data-testid="screen">
        <DataScreen.Panel>内容</DataScreen.Panel>
      </DataScreen.Root>,
    );
    const root = screen.getByTestId('screen');
    expect(root).toHaveAttribute('data-bc-theme', 'dark');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('heading', { level: 1, name: '数据大屏' })).toBeInTheDocument();
    expect(within(banner).getByText('星河美妆 · 2026-10-22 至 2026-11-20')).toHaveAttribute('data-part', 'Subtitle');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(screen.getByRole('main')).getByText('内容')).toBeInTheDocument();
  });

  it('says when the figures were fetched, in the display zone (UTC+8), and how often they refresh', () => {
    renderWithProviders(
      <DataScreen.Root title="数据大屏" updatedAt={Date.UTC(2026, 10, 20, 2, 1, 5)} refreshIntervalMs={60_000} />,
    );
    const time = screen.getByText('更新于 10:01:05');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-11-20T02:01:05.000Z');
    expect(screen.getByText('每 60 秒自动刷新')).toBeInTheDocument();
  });

  it('shows no time before the first answer', () => {
    renderWithProviders(<DataScreen.Root title="数据大屏" updatedAt={null} />);
    expect(screen.queryByText(/更新于/)).toBeNull();
  });

  it('refreshes on request, and shows the refresh under way without dropping the figures', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    const { rerender } = renderWithProviders(
      <DataScreen.Root title="数据大屏" onRefresh={onRefresh}>
        <DataScreen.Figures label="核心指标">
          <DataScreen.Figure label="成员" value={12} />
        </DataScreen.Figures>
      </DataScreen.Root>,
    );
    await user.click(screen.getByRole('button', { name: '立即刷新' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    rerender(
      <DataScreen.Root title="数据大屏" onRefresh={onRefresh} refreshing>
        <DataScreen.Figures label="核心指标">
          <DataScreen.Figure label="成员" value={12} />
        </DataScreen.Figures>
      </DataScreen.Root>,
    );
    expect(screen.getByRole('button', { name: /立即刷新/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('12')).toBeInTheDocument();
  });

  it('announces a failed refresh in its status region and keeps the screen', () => {
    const { rerender } = renderWithProviders(<DataScreen.Root title="数据大屏" data-testid="screen" />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    rerender(<DataScreen.Root title="数据大屏" data-testid="screen" error="网络请求失败，请检查网络后重试" />);
    expect(status).toHaveTextContent('网络请求失败，请检查网络后重试');
    expect(screen.getByTestId('screen')).toHaveAttribute('data-state', 'error');
  });

  it('offers full screen where the browser allows it, and follows the document’s state', async () => {
    const user = userEvent.setup();
    const { request, exit } = stubFullscreen();
    renderWithProviders(<DataScreen.Root title="数据大屏" />);
    await user.click(screen.getByRole('button', { name: '全屏显示' }));
    expect(request).toHaveBeenCalledTimes(1);
    await user.click(await screen.findByRole('button', { name: '退出全屏' }));
    expect(exit).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: '全屏显示' })).toBeInTheDocument();
  });

  it('leaves full screen out where the API is missing, or when asked to', () => {
    const { rerender } = renderWithProviders(<DataScreen.Root title="数据大屏" />);
    expect(screen.queryByRole('button', { name: '全屏显示' })).toBeNull();
    stubFullscreen();
    rerender(<DataScreen.Root title="数据大屏" allowFullscreen={false} />);
    expect(screen.queryByRole('button', { name: '全屏显示' })).toBeNull();
  });

  it('speaks English', () => {
    stubFullscreen();
    renderWithProviders(
      <DataScreen.Root
        title="Data screen"
        updatedAt="2026-11-20 10:01:05"
        refreshIntervalMs={30_000}
        onRefresh={() => {}}
      />,
      { locale: 'en' },
    );
    expect(screen.getByText('Updated 10:01:05')).toBeInTheDocument();
    expect(screen.getByText('Refreshes every 30 s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });
});

describe('DataScreen.Figures and DataScreen.Figure', () => {
  it('is a named list of tiles, each a figure formatted by its type with trend and footnote', () => {
    renderWithProviders(
      <DataScreen.Figures label="核心指标">
        <DataScreen.Figure label="素材总数" value={123_456} valueType="count" description="占用 1.2 GB" />
        <>
          <DataScreen.Figure
            label="近 30 天新增素材"
            value={42}
            trend={-0.25}
            trendLabel="较前 30 天"
            accent={3}
            data-testid="new"
          />
        </>
      </DataScreen.Figures>,
    );
    const list = screen.getByRole('list', { name: '核心指标' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('12.3万');
    expect(within(items[0]!).getByText('占用 1.2 GB')).toHaveAttribute('data-part', 'Description');
    const tile = screen.getByTestId('new');
    expect(tile).toHaveAttribute('data-accent', '3');
    expect(within(tile).getByText('下降 25%')).toBeInTheDocument();
  });

  it('shows a placeholder while loading', () => {
    renderWithProviders(<DataScreen.Figure label="成员" value={0} loading data-testid="tile" />);
    expect(screen.getByTestId('tile').querySelector('[data-component="Statistic"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});

describe('DataScreen.Panel', () => {
  it('spans the given columns of twelve, clamped', () => {
    const { rerender } = renderWithProviders(<DataScreen.Panel span={8} data-testid="panel" />);
    const panel = screen.getByTestId('panel');
    expect(panel).toHaveAttribute('data-span', '8');
    expect(panel.style.getPropertyValue('--bc-data-screen-span')).toBe('8');
    rerender(<DataScreen.Panel span={20} data-testid="panel" />);
    expect(panel).toHaveAttribute('data-span', '12');
    act(() => rerender(<DataScreen.Panel span={0} data-testid="panel" />));
    expect(panel).toHaveAttribute('data-span', '1');
  });
});
