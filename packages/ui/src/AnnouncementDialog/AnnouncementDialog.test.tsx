import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { AnnouncementDialog } from './AnnouncementDialog';
import { announcements } from './AnnouncementDialog.fixtures';

describeConformance({
  component: 'AnnouncementDialog',
  render: (props) => (
    <AnnouncementDialog open announcements={announcements} onAcknowledge={() => {}} {...(props as object)} />
  ),
});

describe('AnnouncementDialog', () => {
  it('is 560 px wide and shows the first announcement with its time', () => {
    renderWithProviders(<AnnouncementDialog open announcements={announcements} onAcknowledge={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: '系统公告' });
    expect(dialog).toHaveAttribute('data-size', 'md');
    expect(within(dialog).getByRole('heading', { name: '春节期间服务安排' })).toBeInTheDocument();
    expect(within(dialog).getByText('发布于 2026-01-20 10:00')).toBeInTheDocument();
    expect(within(dialog).getByText('第 1 条，共 3 条')).toBeInTheDocument();
  });

  it('renders the server content as text, never as HTML', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AnnouncementDialog open announcements={announcements} onAcknowledge={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: '下一条' }));
    await user.click(screen.getByRole('button', { name: '下一条' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('img')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(within(dialog).getByRole('document', { name: '服务器维护通知' }).textContent).toBe(
      '<img src=x onerror=alert(1)> 3 月 11 日 0:00–2:00 系统维护，期间可能无法登录。',
    );
    expect(screen.getByRole('button', { name: '下一条' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '上一条' })).toBeEnabled();
  });

  it('pages back and forth, announcing the position politely', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AnnouncementDialog open announcements={announcements} onAcknowledge={vi.fn()} />);
    expect(screen.getByRole('button', { name: '上一条' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '下一条' }));
    expect(screen.getByRole('heading', { name: '素材库新增拆分与合并' })).toBeInTheDocument();
    const position = screen.getByText('第 2 条，共 3 条');
    expect(position).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: '上一条' }));
    expect(screen.getByRole('heading', { name: '春节期间服务安排' })).toBeInTheDocument();
  });

  it('marks every message read once on "got it" and closes', async () => {
    const onAcknowledge = vi.fn();
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <AnnouncementDialog
        open
        announcements={announcements}
        onAcknowledge={onAcknowledge}
        onOpenChange={onOpenChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: '我知道了' }));
    expect(onAcknowledge).toHaveBeenCalledTimes(1);
    expect(onAcknowledge).toHaveBeenCalledWith([1, 2, 3]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('marks them read when closed with Escape or the close button too', async () => {
    const onAcknowledge = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(
      <AnnouncementDialog open announcements={announcements.slice(0, 1)} onAcknowledge={onAcknowledge} />,
    );
    expect(screen.queryByRole('button', { name: '下一条' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(onAcknowledge).toHaveBeenLastCalledWith([1]);
    rerender(<AnnouncementDialog open={false} announcements={[]} onAcknowledge={onAcknowledge} />);
    rerender(<AnnouncementDialog open announcements={announcements.slice(1, 2)} onAcknowledge={onAcknowledge} />);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(onAcknowledge).toHaveBeenLastCalledWith([2]);
  });

  it('takes another title for upgrade notices', () => {
    renderWithProviders(
      <AnnouncementDialog open title="升级公告" announcements={announcements} onAcknowledge={vi.fn()} />,
    );
    expect(screen.getByRole('dialog', { name: '升级公告' })).toBeInTheDocument();
  });

  it('shows nothing without messages', () => {
    renderWithProviders(<AnnouncementDialog open announcements={[]} onAcknowledge={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks English', () => {
    renderWithProviders(<AnnouncementDialog open announcements={announcements} onAcknowledge={vi.fn()} />, {
      locale: 'en',
    });
    expect(screen.getByRole('dialog', { name: 'Announcements' })).toBeInTheDocument();
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Got it' })).toBeInTheDocument();
  });
});
