import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { DetailPage, type DetailPageProps } from './DetailPage';
import { staffStatus, staffSummary, staffTabs } from './DetailPage.fixtures';

function renderPage(props: Partial<DetailPageProps> = {}) {
  return renderWithProviders(
    <DetailPage
      title="王芳"
      status={staffStatus}
      actions={<Button>编辑</Button>}
      summary={staffSummary}
      tabs={staffTabs}
      data-testid="page"
      {...props}
    />,
  );
}

describeConformance({
  component: 'DetailPage',
  render: (props) => <DetailPage title="王芳" summary={staffSummary} tabs={staffTabs} {...(props as object)} />,
});

describe('DetailPage', () => {
  it('shows the header, the summary and the first tab', () => {
    renderPage({ back: { onClick: () => {} } });
    expect(screen.getByRole('heading', { level: 1, name: '王芳' })).toBeInTheDocument();
    expect(screen.getByText('在职')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: '概要' });
    expect(within(summary).getByText('工号').tagName).toBe('DT');
    expect(screen.getByRole('tablist', { name: '相关信息' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '上传的素材 12' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('12 个素材');
  });

  it('switches tabs and reports the key', async () => {
    const user = userEvent.setup();
    const onTabChange = vi.fn();
    renderPage({ onTabChange });
    await user.click(screen.getByRole('tab', { name: '任务 3' }));
    expect(onTabChange).toHaveBeenCalledWith('tasks');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('3 个任务');
  });

  it('follows a controlled tab (kept in the URL by the app)', async () => {
    const user = userEvent.setup();
    const onTabChange = vi.fn();
    renderPage({ tab: 'logs', onTabChange });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('操作日志');
    await user.click(screen.getByRole('tab', { name: '任务 3' }));
    expect(onTabChange).toHaveBeenCalledWith('tasks');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('操作日志');
  });

  it('falls back to the first tab when the controlled key is unknown', () => {
    renderPage({ tab: 'gone' });
    expect(screen.getByRole('tab', { name: '上传的素材 12' })).toHaveAttribute('aria-selected', 'true');
  });

  describe('while loading', () => {
    it('is busy, keeps an h1, hides the actions and shows skeletons for the header and summary', () => {
      renderPage({ loading: true, title: undefined, summary: undefined });
      expect(screen.getByTestId('page')).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('heading', { level: 1, name: '正在加载详情' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
      const summary = screen.getByRole('region', { name: '概要' });
      expect(summary.querySelectorAll('[data-component="Skeleton"]')).toHaveLength(6);
    });
  });

  describe('given an error', () => {
    it('shows an error result with retry and back', async () => {
      const user = userEvent.setup();
      const onRetry = vi.fn();
      const onBack = vi.fn();
      renderPage({ error: true, onRetry, back: { onClick: onBack } });
      expect(screen.getByRole('heading', { level: 1, name: '详情加载失败' })).toBeInTheDocument();
      expect(screen.getByText('请检查网络后重试')).toBeInTheDocument();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '重试' }));
      expect(onRetry).toHaveBeenCalledOnce();
      await user.click(screen.getByRole('button', { name: '返回' }));
      expect(onBack).toHaveBeenCalledOnce();
    });

    it('uses the error node as the description', () => {
      renderPage({ error: '服务器繁忙（502）' });
      expect(screen.getByText('服务器繁忙（502）')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    });
  });

  it('shows a 404 result with the back link when not found', () => {
    renderPage({ notFound: true, back: { href: '/staff', label: '返回员工列表' } });
    expect(screen.getByRole('heading', { level: 1, name: '内容不存在或已被删除' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回员工列表' })).toHaveAttribute('href', '/staff');
    expect(screen.getByTestId('page')).toHaveAttribute('data-state', 'not-found');
  });

  it('translates its states to English', () => {
    renderWithProviders(<DetailPage error onRetry={() => {}} />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'The details could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
