import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Skeleton } from './Skeleton';

describeConformance({ component: 'Skeleton', render: (props) => <Skeleton {...(props as object)} /> });

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    renderWithProviders(<Skeleton data-testid="s" />);
    expect(screen.getByTestId('s')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws one block per text line', () => {
    renderWithProviders(<Skeleton data-testid="s" lines={3} />);
    expect(screen.getByTestId('s').querySelectorAll('[data-part="Block"]')).toHaveLength(3);
  });

  it('draws a single block for shapes, ignoring lines', () => {
    renderWithProviders(<Skeleton data-testid="s" variant="circle" lines={4} />);
    expect(screen.getByTestId('s').querySelectorAll('[data-part="Block"]')).toHaveLength(1);
    expect(screen.getByTestId('s')).toHaveAttribute('data-variant', 'circle');
  });

  it('passes sizes through CSS variables', () => {
    renderWithProviders(<Skeleton data-testid="s" width={120} height="2em" />);
    const style = screen.getByTestId('s').style;
    expect(style.getPropertyValue('--bc-skeleton-width')).toBe('120px');
    expect(style.getPropertyValue('--bc-skeleton-height')).toBe('2em');
  });
});
