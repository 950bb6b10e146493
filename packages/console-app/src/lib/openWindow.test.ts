import { afterEach, describe, expect, it, vi } from 'vitest';
import { openWindowAfter } from './openWindow';

function fakeWindow() {
  return { opener: {} as unknown, close: vi.fn(), location: { replace: vi.fn() } };
}

describe('openWindowAfter', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the window before the call answers, then sends it to the answer without an opener', async () => {
    const popup = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    let answer!: (value: { url: string }) => void;
    const pending = openWindowAfter(
      () => new Promise<{ url: string }>((resolve) => (answer = resolve)),
      (r) => r.url,
    );
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(popup.location.replace).not.toHaveBeenCalled();
    answer({ url: '/platform/stand-in/dy/authorize?state=x' });
    await expect(pending).resolves.toEqual({ url: '/platform/stand-in/dy/authorize?state=x' });
    expect(popup.opener).toBeNull();
    expect(popup.location.replace).toHaveBeenCalledWith(
      `${window.location.origin}/platform/stand-in/dy/authorize?state=x`,
    );
  });

  it('closes the window and throws when the call fails', async () => {
    const popup = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await expect(openWindowAfter(() => Promise.reject(new Error('refused')), String)).rejects.toThrow('refused');
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.replace).not.toHaveBeenCalled();
  });

  it('still answers when the browser blocked the window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(openWindowAfter(() => Promise.resolve('https://shop.example/x'), String)).resolves.toBe(
      'https://shop.example/x',
    );
  });
});
