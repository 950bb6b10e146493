import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { UpgradeAnnouncement } from './UpgradeAnnouncement';

const notices = [
  {
    id: 'v3.2',
    title: 'V3.2 版本升级',
    publishTime: '2026-11-20',
    content: '1. 新增封面制作\n2. 任务中心支持取消导出',
  },
  { id: 'v3.1', title: 'V3.1 版本升级', content: '<script>alert(1)</script>修复若干问题' },
];

describeConformance({
  component: 'UpgradeAnnouncement',
  render: (props) => <UpgradeAnnouncement notices={notices} {...(props as object)} />,
});

describe('UpgradeAnnouncement', () => {
  it('lists the notices with their text as text, keeping line breaks', () => {
    const { container } = renderWithProviders(<UpgradeAnnouncement notices={notices} />);
    expect(screen.getByRole('heading', { level: 1, name: '升级公告' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'V3.2 版本升级',
      'V3.1 版本升级',
    ]);
    expect(
      screen.getByText('1. 新增封面制作\n2. 任务中心支持取消导出', { normalizer: (text) => text }),
    ).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>修复若干问题/)).toBeInTheDocument();
  });

  it('acknowledges all of them at once', async () => {
    const onAcknowledge = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<UpgradeAnnouncement notices={notices} onAcknowledge={onAcknowledge} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onAcknowledge).toHaveBeenCalledWith(['v3.2', 'v3.1']);
  });

  it('says when there is nothing new', () => {
    renderWithProviders(<UpgradeAnnouncement notices={[]} onAcknowledge={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('暂无升级公告');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
