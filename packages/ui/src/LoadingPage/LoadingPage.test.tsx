import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { LoadingPage } from './LoadingPage';

describeConformance({ component: 'LoadingPage', render: (props) => <LoadingPage {...(props as object)} /> });

describe('LoadingPage', () => {
  it('announces that the console is opening, under the product name', () => {
    renderWithProviders(<LoadingPage productName="矩阵获客" />);
    expect(screen.getByRole('heading', { name: '矩阵获客' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('正在进入系统…');
  });

  it('shows a failure as text with retry and back to login', async () => {
    const onRetry = vi.fn();
    const onBackToLogin = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <LoadingPage status="failed" message="<script>x</script>" onRetry={onRetry} onBackToLogin={onBackToLogin} />,
      { locale: 'en' },
    );
    expect(screen.getByRole('heading', { name: 'Could not open the console' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('<script>x</script>');
    expect(container.querySelector('script')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onBackToLogin).toHaveBeenCalledTimes(1);
  });
});
