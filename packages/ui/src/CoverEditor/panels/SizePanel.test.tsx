import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils/render';
import { sampleDocument } from './panels.fixtures';
import { SizePanel } from './SizePanel';

const setup = (size = { width: 1080, height: 1440 }, locale: 'zh-CN' | 'en' = 'zh-CN') => {
  const onCommand = vi.fn();
  renderWithProviders(<SizePanel document={sampleDocument(size)} selection={[]} onCommand={onCommand} />, { locale });
  return { onCommand, user: userEvent.setup() };
};

describe('SizePanel', () => {
  it('marks the current preset and resizes to another', async () => {
    const { onCommand, user } = setup();
    expect(screen.getByRole('button', { name: '3:4 竖版 1080×1440' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '16:9 横屏 1920×1080' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: '9:16 竖屏 1080×1920' }));
    await user.click(screen.getByRole('button', { name: '1:1 方形 1080×1080' }));
    expect(onCommand.mock.calls).toEqual([
      [{ type: 'resize', width: 1080, height: 1920 }],
      [{ type: 'resize', width: 1080, height: 1080 }],
    ]);
  });

  it('takes a custom size in range, coalesced per side', async () => {
    const { onCommand, user } = setup({ width: 800, height: 600 });
    for (const button of within(screen.getByRole('group', { name: '常用尺寸' })).getAllByRole('button'))
      expect(button).toHaveAttribute('aria-pressed', 'false');
    const height = screen.getByRole('spinbutton', { name: '高度 (px)' });
    await user.clear(height);
    await user.type(height, '720');
    expect(onCommand).toHaveBeenLastCalledWith(
      { type: 'resize', width: 800, height: 720 },
      { coalesceKey: 'size:height' },
    );
  });

  it('refuses an out-of-range side with an error next to it and sends nothing', async () => {
    const { onCommand, user } = setup();
    const width = screen.getByRole('spinbutton', { name: '宽度 (px)' });
    await user.clear(width);
    await user.type(width, '50');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('请输入 100–4096 之间的数值');
    expect(width).toHaveValue('50');
    expect(width).toHaveAccessibleDescription('请输入 100–4096 之间的数值');
    expect(onCommand).not.toHaveBeenCalled();
    await user.clear(width);
    await user.type(width, '5000');
    expect(onCommand.mock.calls.map((c) => c[0])).toEqual([{ type: 'resize', width: 500, height: 1440 }]);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('renders in English', () => {
    setup(undefined, 'en');
    expect(screen.getByRole('button', { name: '3:4 portrait 1080×1440' })).toHaveAttribute('aria-pressed', 'true');
  });
});
