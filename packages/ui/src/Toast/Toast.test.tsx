import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/render';
import { createToaster, TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from './toaster';

describe('createToaster', () => {
  it('queues toasts with the 3 s default duration', () => {
    const toaster = createToaster();
    toaster.error('失败');
    expect(toaster.getSnapshot()).toEqual([
      expect.objectContaining({ tone: 'error', message: '失败', duration: 3000 }),
    ]);
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('replaces an identical visible toast instead of stacking a burst', () => {
    const toaster = createToaster();
    for (let i = 0; i < 20; i += 1) toaster.error('网络请求失败');
    expect(toaster.getSnapshot()).toHaveLength(1);
  });

  it(`keeps at most ${TOAST_MAX_VISIBLE}, dropping the oldest`, () => {
    const toaster = createToaster();
    for (let i = 0; i < 8; i += 1) toaster.info(`m${i}`);
    expect(toaster.getSnapshot().map((t) => t.message)).toEqual(['m3', 'm4', 'm5', 'm6', 'm7']);
  });

  it('notifies subscribers and stops after unsubscribe', () => {
    const toaster = createToaster();
    const listener = vi.fn();
    const off = toaster.subscribe(listener);
    const id = toaster.success('好');
    toaster.dismiss(id);
    off();
    toaster.success('再来');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('ToastProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast raised from outside React and removes an error after 3 s', async () => {
    const toaster = createToaster();
    renderWithProviders(<div />, { toaster });
    act(() => {
      toaster.error('网络请求失败，请检查网络连接后重试');
    });
    expect(await screen.findByText('网络请求失败，请检查网络连接后重试')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    });
    expect(screen.getByText('网络请求失败，请检查网络连接后重试')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(toaster.getSnapshot()).toHaveLength(0);
  });

  it('renders the message as text, never HTML', async () => {
    const toaster = createToaster();
    renderWithProviders(<div />, { toaster });
    act(() => {
      toaster.warning('<img src=x onerror=alert(1)>');
    });
    const message = await screen.findByText('<img src=x onerror=alert(1)>');
    expect(message.querySelector('img')).toBeNull();
  });

  it('has a translated dismiss button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const toaster = createToaster();
    renderWithProviders(<div />, { toaster, locale: 'en' });
    act(() => {
      toaster.success('Saved');
    });
    const region = screen.getByRole('region');
    await user.click(await within(region).findByRole('button', { name: 'Dismiss notification' }));
    expect(toaster.getSnapshot()).toHaveLength(0);
  });

  it.each([
    ['zh-CN', '通知 (F8)', '通知'],
    ['en', 'Notifications (F8)', 'Notification'],
  ] as const)(
    'names the region and announces each toast in %s, with the hotkey filled in',
    async (locale, region, label) => {
      const toaster = createToaster();
      renderWithProviders(<div />, { toaster, locale });
      expect(screen.getByRole('region', { name: region })).toBeInTheDocument();
      act(() => {
        toaster.error('网络请求失败');
      });
      // Radix announces a toast through a live status node: "<label> <message>", never a placeholder.
      await vi.waitFor(() => {
        const announced = [...document.querySelectorAll('[role="status"]')].map((node) => node.textContent ?? '');
        expect(announced).toContain(`${label} 网络请求失败`);
      });
      expect(document.body.textContent).not.toContain('{hotkey}');
    },
  );
});
