import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils/render';
import type { CoverBackground } from '../model';
import { BackgroundPanel, type BackgroundPanelProps } from './BackgroundPanel';
import { PanelState, sampleDocument } from './panels.fixtures';

const gradient: CoverBackground = {
  kind: 'gradient',
  angle: 90,
  stops: [
    { offset: 0, color: '#ff0000' },
    { offset: 1, color: '#0000ff' },
  ],
};
const image: CoverBackground = {
  kind: 'image',
  src: '/covers/bg.png',
  fit: 'cover',
  focusX: 0.5,
  focusY: 0.5,
  color: '#ffffff',
};

const setup = (
  background: CoverBackground = { kind: 'color', color: '#ffffff' },
  props: Partial<BackgroundPanelProps> = {},
  locale: 'zh-CN' | 'en' = 'zh-CN',
) => {
  const onCommand = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <PanelState initial={sampleDocument({ background })} onCommand={onCommand}>
      {(state) => <BackgroundPanel {...state} {...props} />}
    </PanelState>,
    { locale },
  );
  return { onCommand, user };
};

const bg = (background: CoverBackground) => ({ type: 'background', background });

describe('BackgroundPanel', () => {
  it('edits the colour, coalesced', async () => {
    const { onCommand, user } = setup();
    const hex = screen.getByRole('textbox', { name: '背景颜色' });
    await user.clear(hex);
    await user.type(hex, '#102030');
    expect(onCommand).toHaveBeenCalledWith(bg({ kind: 'color', color: '#102030' }), {
      coalesceKey: 'background:color',
    });
  });

  it('switches to a gradient starting from the colour', async () => {
    const { onCommand, user } = setup({ kind: 'color', color: '#abcdef' });
    await user.click(screen.getByRole('radio', { name: '渐变' }));
    expect(onCommand).toHaveBeenCalledWith(
      bg({
        kind: 'gradient',
        angle: 90,
        stops: [
          { offset: 0, color: '#abcdef' },
          { offset: 1, color: '#000000' },
        ],
      }),
      undefined,
    );
    expect(screen.getByRole('spinbutton', { name: '渐变角度 (°)' })).toHaveValue('90');
    // Back to colour restores the colour it had.
    await user.click(screen.getByRole('radio', { name: '纯色' }));
    expect(onCommand).toHaveBeenLastCalledWith(bg({ kind: 'color', color: '#abcdef' }), undefined);
  });

  it('edits the gradient angle and stops, adds up to 5 and keeps at least 2', async () => {
    const { onCommand, user } = setup(gradient);
    const angle = screen.getByRole('spinbutton', { name: '渐变角度 (°)' });
    await user.clear(angle);
    await user.type(angle, '45');
    expect(onCommand).toHaveBeenLastCalledWith(bg({ ...gradient, angle: 45 }), { coalesceKey: 'background:angle' });
    await user.clear(angle);
    await user.type(angle, '400');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入 0–360 之间的数值');
    expect(onCommand).toHaveBeenLastCalledWith(bg({ ...gradient, angle: 40 }), { coalesceKey: 'background:angle' });

    expect(screen.getByRole('button', { name: '删除色标 1' })).toBeDisabled();
    const offset = screen.getByRole('spinbutton', { name: '色标 2 位置 (%)' });
    await user.clear(offset);
    await user.type(offset, '80');
    expect(onCommand).toHaveBeenLastCalledWith(
      bg({
        ...gradient,
        angle: 40,
        stops: [
          { offset: 0, color: '#ff0000' },
          { offset: 0.8, color: '#0000ff' },
        ],
      }),
      { coalesceKey: 'background:stop:1:offset' },
    );
    const add = screen.getByRole('button', { name: '添加色标' });
    await user.click(add);
    expect(onCommand).toHaveBeenLastCalledWith(
      bg({
        ...gradient,
        angle: 40,
        stops: [
          { offset: 0, color: '#ff0000' },
          { offset: 0.8, color: '#0000ff' },
          { offset: 0.4, color: '#0000ff' },
        ],
      }),
      undefined,
    );
    await user.click(add);
    await user.click(add);
    expect(add).toBeDisabled();
    expect(screen.getAllByRole('spinbutton', { name: /^色标 \d 位置/ })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: '删除色标 5' }));
    expect(screen.getAllByRole('spinbutton', { name: /^色标 \d 位置/ })).toHaveLength(4);
  });

  it('uploads a PNG as the background image', async () => {
    const onUploadImage = vi.fn(async () => ({ src: '/uploads/a.png', width: 100, height: 100 }));
    const { onCommand, user } = setup({ kind: 'color', color: '#eeeeee' }, { onUploadImage });
    await user.click(screen.getByRole('radio', { name: '图片' }));
    expect(onCommand).not.toHaveBeenCalled();
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    await user.upload(input, file);
    await waitFor(() =>
      expect(onCommand).toHaveBeenCalledWith(
        bg({ kind: 'image', src: '/uploads/a.png', fit: 'cover', focusX: 0.5, focusY: 0.5, color: '#eeeeee' }),
        undefined,
      ),
    );
    expect(onUploadImage).toHaveBeenCalledWith(file);
  });

  it('refuses a file over 20 MB or of another type, with an error next to the button', async () => {
    const onUploadImage = vi.fn();
    const { onCommand } = setup(image, { onUploadImage });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('图片不能超过 20 MB');
    expect(screen.getByRole('button', { name: '上传图片' })).toHaveAccessibleDescription('图片不能超过 20 MB');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('请选择 PNG、JPG 或 WEBP 图片');
    expect(onUploadImage).not.toHaveBeenCalled();
    expect(onCommand).not.toHaveBeenCalled();
  });

  it('picks from the library when a picker is given, keeping the material id', async () => {
    const onPickImage = vi.fn(async () => ({ src: '/m/7.jpg', width: 10, height: 10, materialId: 7 }));
    const { onCommand, user } = setup({ kind: 'color', color: '#000000' }, { onPickImage });
    await user.click(screen.getByRole('radio', { name: '图片' }));
    expect(screen.queryByRole('button', { name: '上传图片' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '从素材库选择' }));
    await waitFor(() =>
      expect(onCommand).toHaveBeenCalledWith(
        bg({ kind: 'image', src: '/m/7.jpg', fit: 'cover', focusX: 0.5, focusY: 0.5, color: '#000000', materialId: 7 }),
        undefined,
      ),
    );
  });

  it('edits the fit, focus and the colour behind an image', async () => {
    const { onCommand, user } = setup(image);
    await user.click(screen.getByRole('radio', { name: '完整显示' }));
    expect(onCommand).toHaveBeenLastCalledWith(bg({ ...image, fit: 'contain' }), undefined);
    const focusX = screen.getByRole('spinbutton', { name: '焦点水平位置 (%)' });
    await user.clear(focusX);
    await user.type(focusX, '25');
    expect(onCommand).toHaveBeenLastCalledWith(bg({ ...image, fit: 'contain', focusX: 0.25 }), {
      coalesceKey: 'background:focusX',
    });
    const behind = screen.getByRole('textbox', { name: '图片后的颜色' });
    await user.clear(behind);
    await user.type(behind, '#000000');
    expect(onCommand).toHaveBeenLastCalledWith(bg({ ...image, fit: 'contain', focusX: 0.25, color: '#000000' }), {
      coalesceKey: 'background:imageColor',
    });
  });

  it('renders in English', () => {
    setup(gradient, {}, 'en');
    expect(screen.getByRole('radio', { name: 'Gradient' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Add stop' })).toBeInTheDocument();
  });
});
