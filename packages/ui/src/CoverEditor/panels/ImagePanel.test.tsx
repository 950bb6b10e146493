import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils/render';
import type { CoverImage } from '../model';
import { ImagePanel } from './ImagePanel';
import { sampleDocument, sampleImage } from './panels.fixtures';

const setup = (image: CoverImage = sampleImage, locale: 'zh-CN' | 'en' = 'zh-CN') => {
  const onCommand = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <ImagePanel document={sampleDocument()} selection={[image.id]} image={image} onCommand={onCommand} />,
    { locale },
  );
  return { onCommand, user };
};
const update = (patch: object) => ({ type: 'update', changes: [{ id: 'photo', patch }] });

describe('ImagePanel', () => {
  it('flips with pressed toggle buttons', async () => {
    const { onCommand, user } = setup({ ...sampleImage, flipY: true });
    expect(screen.getByRole('button', { name: '垂直翻转' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '水平翻转' }));
    await user.click(screen.getByRole('button', { name: '垂直翻转' }));
    expect(onCommand.mock.calls).toEqual([
      [update({ flipX: true }), { coalesceKey: 'image:photo:flipX' }],
      [update({ flipY: false }), { coalesceKey: 'image:photo:flipY' }],
    ]);
  });

  it('crops in percent of the image', async () => {
    const { onCommand, user } = setup();
    const width = screen.getByRole('spinbutton', { name: '裁剪宽度 (%)' });
    expect(width).toHaveValue('100');
    await user.clear(width);
    await user.type(width, '50');
    expect(onCommand).toHaveBeenLastCalledWith(update({ crop: { x: 0, y: 0, width: 0.5, height: 1 } }), {
      coalesceKey: 'image:photo:crop.width',
    });
  });

  it('refuses a crop that leaves the image, with the error next to the field', async () => {
    const { onCommand, user } = setup({ ...sampleImage, crop: { x: 0.2, y: 0, width: 0.6, height: 1 } });
    const x = screen.getByRole('spinbutton', { name: '裁剪起点 X (%)' });
    await user.clear(x);
    onCommand.mockClear();
    await user.type(x, '50');
    expect(screen.getByRole('alert')).toHaveTextContent('裁剪区域不能超出图片');
    expect(x).toHaveAccessibleDescription('裁剪区域不能超出图片');
    // "5" fits (5 + 60 ≤ 100) and is sent; "50" does not and is not.
    expect(onCommand.mock.calls.map((c) => c[0])).toEqual([update({ crop: { x: 0.05, y: 0, width: 0.6, height: 1 } })]);
  });

  it('resets the crop to null', async () => {
    const { onCommand, user } = setup({ ...sampleImage, crop: { x: 0.1, y: 0.1, width: 0.5, height: 0.5 } });
    await user.click(screen.getByRole('button', { name: '重置裁剪' }));
    expect(onCommand).toHaveBeenCalledWith(update({ crop: null }), { coalesceKey: 'image:photo:crop' });
  });

  it('sets the size keeping the ratio unless turned off, the position, rotation and opacity', async () => {
    const { onCommand, user } = setup();
    const width = screen.getByRole('spinbutton', { name: '宽 (px)' });
    await user.clear(width);
    await user.type(width, '300');
    expect(onCommand).toHaveBeenLastCalledWith(update({ width: 300, height: 200 }), {
      coalesceKey: 'image:photo:size',
    });
    await user.click(screen.getByRole('button', { name: '锁定比例' }));
    expect(screen.getByRole('button', { name: '锁定比例' })).toHaveAttribute('aria-pressed', 'false');
    const height = screen.getByRole('spinbutton', { name: '高 (px)' });
    await user.clear(height);
    await user.type(height, '50');
    expect(onCommand).toHaveBeenLastCalledWith(update({ height: 50 }), { coalesceKey: 'image:photo:size' });
    const x = screen.getByRole('spinbutton', { name: 'X (px)' });
    await user.clear(x);
    await user.type(x, '-20');
    expect(onCommand).toHaveBeenLastCalledWith(update({ x: -20 }), { coalesceKey: 'image:photo:x' });
    const rotation = screen.getByRole('spinbutton', { name: '旋转 (°)' });
    await user.type(rotation, '5');
    expect(onCommand).toHaveBeenLastCalledWith(update({ rotation: 5 }), { coalesceKey: 'image:photo:rotation' });
    const opacity = screen.getByRole('spinbutton', { name: '不透明度 (%)' });
    await user.clear(opacity);
    await user.type(opacity, '40');
    expect(onCommand).toHaveBeenLastCalledWith(update({ opacity: 0.4 }), { coalesceKey: 'image:photo:opacity' });
  });

  it('renders in English', () => {
    setup(sampleImage, 'en');
    expect(screen.getByRole('button', { name: 'Reset crop' })).toBeDisabled();
  });
});
