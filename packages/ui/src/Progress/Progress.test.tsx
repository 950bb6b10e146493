import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Progress } from './Progress';

describeConformance({ component: 'Progress', render: (props) => <Progress value={40} {...(props as object)} /> });

describe('Progress', () => {
  it('is a named progress bar with its value', () => {
    renderWithProviders(<Progress value={66} />);
    const bar = screen.getByRole('progressbar', { name: '进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '66');
    expect(bar).toHaveAttribute('aria-valuetext', '66%');
    expect(screen.getByText('66%')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes a custom name and clamps the value', () => {
    renderWithProviders(<Progress value={140} label="导出会员列表" data-testid="p" />);
    expect(screen.getByRole('progressbar', { name: '导出会员列表' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('p')).toHaveAttribute('data-state', 'complete');
  });

  it('has no value when indeterminate', () => {
    renderWithProviders(<Progress value={null} />, { locale: 'en' });
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(screen.queryByText('%', { exact: false })).not.toBeInTheDocument();
  });

  it('carries the tone and passes the value as a CSS variable', () => {
    renderWithProviders(<Progress value={33} tone="danger" data-testid="p" />);
    expect(screen.getByTestId('p')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByTestId('p').style.getPropertyValue('--bc-progress-value')).toBe('33');
  });
});
