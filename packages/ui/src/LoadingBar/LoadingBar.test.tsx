import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { LOADING_BAR_STEP_MS, LoadingBar } from './LoadingBar';

describeConformance({ component: 'LoadingBar', render: (props) => <LoadingBar active {...(props as object)} /> });

describe('LoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing while idle', () => {
    renderWithProviders(<LoadingBar active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('creeps towards 90 % every 500 ms while loading, fills when done, then leaves', () => {
    const { rerender } = renderWithProviders(<LoadingBar active />);
    const bar = screen.getByRole('progressbar', { name: '页面加载中' });
    expect(bar).toHaveAttribute('aria-valuenow', '8');
    const values: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      act(() => vi.advanceTimersByTime(LOADING_BAR_STEP_MS));
      values.push(Number(bar.getAttribute('aria-valuenow')));
    }
    expect(values[0]).toBeGreaterThan(8);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(Math.max(...values)).toBeLessThanOrEqual(90);
    rerender(<LoadingBar active={false} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('is named in English', () => {
    renderWithProviders(<LoadingBar active />, { locale: 'en' });
    expect(screen.getByRole('progressbar', { name: 'Page loading' })).toBeInTheDocument();
  });
});
