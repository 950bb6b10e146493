import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils/render';
import { sampleDocument, sampleFonts, sampleText } from './panels.fixtures';
import { TextPanel } from './TextPanel';

beforeAll(() => {
  // Radix Select scrolls and captures the pointer; happy-dom has neither.
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

const setup = (text = sampleText, locale: 'zh-CN' | 'en' = 'zh-CN', fontStatus = {}) => {
  const onCommand = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <TextPanel
      document={sampleDocument()}
      selection={[text.id]}
      text={text}
      fonts={sampleFonts}
      fontStatus={fontStatus}
      onCommand={onCommand}
    />,
    { locale },
  );
  return { onCommand, user };
};

const update = (patch: object) => ({ type: 'update', changes: [{ id: 'title', patch }] });

describe('TextPanel', () => {
  it('sends the colour typed as hex, coalesced per field', async () => {
    const { onCommand, user } = setup();
    const hex = screen.getByRole('textbox', { name: '文字颜色' });
    await user.clear(hex);
    await user.type(hex, '#ff0000');
    expect(onCommand).toHaveBeenCalledTimes(1);
    expect(onCommand).toHaveBeenCalledWith(update({ color: '#ff0000' }), { coalesceKey: 'text:title:color' });
  });

  it('takes a short hex when the field is left', async () => {
    const { onCommand, user } = setup();
    const hex = screen.getByRole('textbox', { name: '文字颜色' });
    await user.clear(hex);
    await user.type(hex, '#0af');
    expect(onCommand).not.toHaveBeenCalled();
    await user.tab();
    expect(onCommand).toHaveBeenCalledWith(update({ color: '#00aaff' }), { coalesceKey: 'text:title:color' });
  });

  it('shows an error next to an invalid hex and sends nothing', async () => {
    const { onCommand, user } = setup();
    const hex = screen.getByRole('textbox', { name: '文字颜色' });
    await user.clear(hex);
    await user.type(hex, '#12{Enter}');
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('请输入有效的十六进制颜色');
    expect(hex).toHaveAttribute('aria-invalid', 'true');
    expect(hex.getAttribute('aria-describedby')).toContain(error.id);
    expect(onCommand).not.toHaveBeenCalled();
  });

  it('sends the colour picked on the swatch', async () => {
    const { onCommand } = setup();
    const swatch = screen.getByLabelText('文字颜色取色器');
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.input(swatch, { target: { value: '#336699' } });
    expect(onCommand).toHaveBeenCalledWith(update({ color: '#336699' }), { coalesceKey: 'text:title:color' });
  });

  it('toggles bold and italic and sets the alignment with pressed buttons', async () => {
    const { onCommand, user } = setup();
    expect(screen.getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '居中' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '加粗' }));
    await user.click(screen.getByRole('button', { name: '斜体' }));
    await user.click(screen.getByRole('button', { name: '右对齐' }));
    expect(onCommand.mock.calls).toEqual([
      [update({ fontWeight: 'normal' }), { coalesceKey: 'text:title:fontWeight' }],
      [update({ italic: true }), { coalesceKey: 'text:title:italic' }],
      [update({ align: 'right' }), { coalesceKey: 'text:title:align' }],
    ]);
  });

  it('sends the text content as it is typed', async () => {
    const { onCommand, user } = setup();
    await user.type(screen.getByRole('textbox', { name: '文字内容' }), '!');
    expect(onCommand).toHaveBeenCalledWith(update({ text: '春季新品发布!' }), { coalesceKey: 'text:title:text' });
  });

  it('refuses a font size out of range with an error next to the field', async () => {
    const { onCommand, user } = setup();
    const size = screen.getByRole('spinbutton', { name: '字号 (px)' });
    await user.clear(size);
    await user.type(size, '3000');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入 1–2000 之间的数值');
    expect(onCommand.mock.calls.map((c) => c[0])).toEqual([
      update({ fontSize: 3 }),
      update({ fontSize: 30 }),
      update({ fontSize: 300 }),
    ]);
    await user.tab();
    expect(onCommand).toHaveBeenCalledTimes(3);
    expect(size).toHaveValue('3000');
  });

  it('turns the stroke and shadow on with defaults, and the opacity in percent', async () => {
    const { onCommand, user } = setup();
    await user.click(screen.getByRole('switch', { name: '描边' }));
    await user.click(screen.getByRole('switch', { name: '阴影' }));
    const opacity = screen.getByRole('spinbutton', { name: '不透明度 (%)' });
    await user.clear(opacity);
    await user.type(opacity, '50');
    expect(onCommand.mock.calls[0]).toEqual([
      update({ stroke: { color: '#000000', width: 2 } }),
      { coalesceKey: 'text:title:stroke' },
    ]);
    expect(onCommand.mock.calls[1]).toEqual([
      update({ shadow: { color: '#000000', blur: 8, offsetX: 0, offsetY: 4 } }),
      { coalesceKey: 'text:title:shadow' },
    ]);
    expect(onCommand).toHaveBeenLastCalledWith(update({ opacity: 0.5 }), { coalesceKey: 'text:title:opacity' });
  });

  it('edits an existing stroke', async () => {
    const { onCommand, user } = setup({ ...sampleText, stroke: { color: '#ffffff', width: 4 } });
    const width = screen.getByRole('spinbutton', { name: '描边粗细 (px)' });
    await user.type(width, '0');
    expect(onCommand).toHaveBeenCalledWith(update({ stroke: { color: '#ffffff', width: 40 } }), {
      coalesceKey: 'text:title:stroke.width',
    });
  });

  it('shows the chosen font loading, or failed with the default font', () => {
    setup(sampleText, 'zh-CN', { zcool: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    expect(screen.getByRole('combobox', { name: '字体' })).toHaveAccessibleDescription('加载中…');
  });

  it('says when the chosen font failed', () => {
    setup(sampleText, 'zh-CN', { zcool: 'failed' });
    expect(screen.getByRole('status')).toHaveTextContent('加载失败，已使用默认字体');
  });

  it('picks the system font as fontKey null', async () => {
    const { onCommand, user } = setup(sampleText, 'zh-CN', { noto: 'loading', broken: 'failed' });
    await user.click(screen.getByRole('combobox', { name: '字体' }));
    expect(await screen.findByRole('option', { name: '思源黑体（加载中…）' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '品牌标题体（加载失败）' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: '系统字体' }));
    await waitFor(() =>
      expect(onCommand).toHaveBeenCalledWith(update({ fontKey: null }), { coalesceKey: 'text:title:fontKey' }),
    );
  });

  it('renders in English', () => {
    setup(sampleText, 'en', { zcool: 'failed' });
    expect(screen.getByRole('heading', { name: 'Text' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text colour' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Failed to load; the default font is used');
  });
});
