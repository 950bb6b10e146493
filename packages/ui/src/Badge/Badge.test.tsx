import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Badge } from './Badge';

describeConformance({ component: 'Badge', render: (props) => <Badge count={3} {...(props as object)} /> });

describe('Badge', () => {
  it('shows the count', () => {
    renderWithProviders(<Badge count={8} />);
    // Once visible (hidden from AT), once for AT.
    expect(screen.getAllByText('8')).toHaveLength(2);
  });

  it('caps the number at max', () => {
    renderWithProviders(<Badge count={150} />);
    expect(screen.getAllByText('99+')).toHaveLength(2);
    renderWithProviders(<Badge count={150} max={999} />);
    expect(screen.getAllByText('150')).toHaveLength(2);
  });

  it('hides a zero count unless asked', () => {
    const { container, unmount } = renderWithProviders(<Badge count={0} />);
    expect(container.querySelector('[data-part="Count"]')).toBeNull();
    unmount();
    renderWithProviders(<Badge count={0} showZero data-testid="b" />);
    expect(screen.getByTestId('b').querySelector('[data-part="Count"]')).not.toBeNull();
  });

  it('names a dot for assistive technology in the current language', () => {
    renderWithProviders(<Badge dot />, { locale: 'en' });
    expect(screen.getByText('New')).toBeInTheDocument();
  });

  it('uses a given label and attaches to its child', () => {
    renderWithProviders(
      <Badge count={7} label="7 个任务进行中" data-testid="b">
        <button type="button">任务中心</button>
      </Badge>,
    );
    expect(screen.getByText('7 个任务进行中')).toBeInTheDocument();
    expect(screen.getByTestId('b')).toHaveAttribute('data-attached', 'true');
  });
});
