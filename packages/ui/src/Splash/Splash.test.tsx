import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { SPLASH_FADE_MS, Splash } from './Splash';

describeConformance({ component: 'Splash', render: (props) => <Splash visible {...(props as object)} /> });

describe('Splash', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the product name and an announced loading state', () => {
    renderWithProviders(<Splash visible />);
    expect(screen.getByText('品牌内容营销平台')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('正在加载…');
  });

  it('takes the product name of the alternate brand or system version', () => {
    renderWithProviders(<Splash visible productName="矩阵获客" />, { locale: 'en' });
    expect(screen.getByText('矩阵获客')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('fades out and leaves once the app shows', () => {
    const { rerender, container } = renderWithProviders(<Splash visible />);
    rerender(<Splash visible={false} />);
    const root = container.querySelector('[data-component="Splash"]');
    expect(root).toHaveAttribute('data-state', 'hiding');
    expect(root).toHaveAttribute('aria-hidden', 'true');
    act(() => vi.advanceTimersByTime(SPLASH_FADE_MS));
    expect(container.querySelector('[data-component="Splash"]')).toBeNull();
  });
});
