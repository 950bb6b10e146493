import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Alert } from './Alert';

describeConformance({ component: 'Alert', render: (props) => <Alert title="提示" {...(props as object)} /> });

describe('Alert', () => {
  it('announces warnings and dangers at once, others politely', () => {
    const { unmount } = renderWithProviders(<Alert tone="danger" title="失败" />);
    expect(screen.getByRole('alert')).toHaveTextContent('失败');
    unmount();
    renderWithProviders(<Alert tone="success" title="成功" />);
    expect(screen.getByRole('status')).toHaveTextContent('成功');
  });

  it('shows title, description and action', () => {
    renderWithProviders(<Alert title="标题" description="说明" action={<button type="button">去设置</button>} />);
    expect(screen.getByText('标题')).toBeInTheDocument();
    expect(screen.getByText('说明')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去设置' })).toBeInTheDocument();
  });

  it('closes itself from a translated button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Alert tone="warning" title="过期" closable onClose={onClose} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays visible when controlled until the parent hides it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Alert title="提示" closable open onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: '关闭提示' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
