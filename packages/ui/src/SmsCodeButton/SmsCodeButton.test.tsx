import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { SmsCodeButton } from './SmsCodeButton';

describeConformance({
  component: 'SmsCodeButton',
  render: (props) => <SmsCodeButton onSend={() => Promise.resolve()} {...(props as object)} />,
});

describe('SmsCodeButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const flush = () => act(async () => {});

  it('counts down 60 s after the code was sent, then offers to send again', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<SmsCodeButton onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button', { name: '60 秒后重新获取' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('验证码已发送，请注意查收');
    act(() => vi.advanceTimersByTime(1010));
    expect(button).toHaveAccessibleName('59 秒后重新获取');
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button')).toBeEnabled();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('reports a failed send and does not start counting', async () => {
    const onError = vi.fn();
    renderWithProviders(<SmsCodeButton onSend={() => Promise.reject(new Error('发送过于频繁'))} onError={onError} />, {
      locale: 'en',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await flush();
    expect(onError).toHaveBeenCalledWith('发送过于频繁');
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('sends once while a send is running', async () => {
    let resolve: () => void = () => {};
    const onSend = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    renderWithProviders(<SmsCodeButton onSend={onSend} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(onSend).toHaveBeenCalledTimes(1);
    await act(async () => resolve());
    expect(screen.getByRole('button')).toHaveAccessibleName('60 秒后重新获取');
  });

  it('stays disabled while the phone number is not valid', () => {
    const onSend = vi.fn();
    renderWithProviders(<SmsCodeButton disabled onSend={onSend} />);
    fireEvent.click(screen.getByRole('button'));
    expect(onSend).not.toHaveBeenCalled();
  });
});
