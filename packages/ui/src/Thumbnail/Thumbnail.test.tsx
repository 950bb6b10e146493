import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { formatDurationMs } from './formatDuration';
import { Thumbnail } from './Thumbnail';

describeConformance({
  component: 'Thumbnail',
  render: (props) => <Thumbnail src="/a.png" alt="素材" {...(props as object)} />,
});

describe('formatDurationMs', () => {
  it('formats milliseconds as mm:ss, with hours when needed', () => {
    expect(formatDurationMs(65_000)).toBe('01:05');
    expect(formatDurationMs(9_600)).toBe('00:10');
    expect(formatDurationMs(3_723_000)).toBe('1:02:03');
    expect(formatDurationMs(-5)).toBe('00:00');
    expect(formatDurationMs(Number.NaN)).toBe('00:00');
  });
});

describe('Thumbnail', () => {
  it('shows the image with its alt text', () => {
    renderWithProviders(<Thumbnail src="/a.png" alt="门店探访" />);
    expect(screen.getByRole('img', { name: '门店探访' })).toHaveAttribute('src', '/a.png');
  });

  it('falls back to a named icon when the source is missing or broken', () => {
    const { unmount } = renderWithProviders(<Thumbnail alt="素材" />);
    expect(screen.getByRole('img', { name: '素材（暂无封面）' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<Thumbnail src="/broken.png" alt="素材" data-testid="t" />);
    fireEvent.error(screen.getByRole('img', { name: '素材' }));
    expect(screen.getByTestId('t')).toHaveAttribute('data-state', 'fallback');
    expect(screen.getByRole('img', { name: '素材（暂无封面）' })).toBeInTheDocument();
  });

  it('shows a video duration as mm:ss', () => {
    renderWithProviders(<Thumbnail src="/v.png" alt="视频" type="video" durationMs={125_000} />);
    expect(screen.getByText('02:05')).toBeInTheDocument();
    expect(screen.getByText('时长')).toBeInTheDocument();
  });

  it('becomes a named button when clickable, by mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProviders(<Thumbnail src="/v.png" alt="视频" type="video" durationMs={65_000} onClick={onClick} />, {
      locale: 'en',
    });
    const button = screen.getByRole('button', { name: '视频, Duration 01:05' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('exposes size and ratio for styling', () => {
    renderWithProviders(<Thumbnail alt="x" size="lg" ratio="9:16" data-testid="t" />);
    expect(screen.getByTestId('t')).toHaveAttribute('data-size', 'lg');
    expect(screen.getByTestId('t')).toHaveAttribute('data-ratio', '9:16');
  });
});
