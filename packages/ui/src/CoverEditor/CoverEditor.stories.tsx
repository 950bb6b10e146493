import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps, type ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CoverEditor, type CoverEditorProps } from './CoverEditor';
import { brokenFont, storyFonts } from './CoverEditor.fixtures';
import { createCoverDocument, type CoverDocument } from './model';
import { makeImage, makeText, productImage } from './stage/CoverStage.fixtures';

/** A note cover: a gradient, a product photo and a Chinese title in the brand font. */
function template(): CoverDocument {
  const doc = createCoverDocument({ width: 1080, height: 1440 });
  return {
    ...doc,
    background: {
      kind: 'gradient',
      angle: 135,
      stops: [
        { offset: 0, color: '#fff1e6' },
        { offset: 1, color: '#ffd6c2' },
      ],
    },
    objects: [
      makeImage('photo', productImage(), { name: '产品图', x: 140, y: 520, width: 800, height: 600 }),
      makeText('title', {
        name: '标题',
        text: '双十一 新品首发',
        fontKey: 'zcool-kuaile',
        x: 90,
        y: 200,
        width: 900,
        height: 180,
        fontSize: 140,
        color: '#d9363e',
        align: 'center',
        stroke: { color: '#ffffff', width: 8 },
      }),
      makeText('subtitle', {
        name: '副标题',
        text: '限时 5 折 · 全场包邮',
        fontKey: 'zcool-kuaile',
        x: 140,
        y: 1200,
        width: 800,
        height: 90,
        fontSize: 64,
        color: '#1f2329',
        align: 'center',
      }),
    ],
  };
}

/** Controlled, as a host uses it: the document lives outside the editor. */
function Editor(
  props: Omit<CoverEditorProps, 'value' | 'onChange'> & {
    initial?: CoverDocument;
    onChange?: (d: CoverDocument) => void;
  },
) {
  const { initial, onChange, ...rest } = props;
  const [doc, setDoc] = useState(() => initial ?? createCoverDocument());
  return (
    <CoverEditor
      {...rest}
      value={doc}
      onChange={(next) => {
        setDoc(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Cover editor/CoverEditor',
  // The docs page documents the kit's CoverEditor; the stories render Editor, whose props are the args.
  component: CoverEditor as ComponentType<ComponentProps<typeof Editor>>,
  render: (args) => <Editor {...args} />,
  parameters: { layout: 'padded' },
  args: { onChange: fn(), onExport: fn() },
  argTypes: {
    initial: { description: 'Story only: the document the editor starts with (the host holds it as `value`).' },
  },
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new cover: white 1080 × 1440, nothing selected, the size and background panels. */
export const Empty: Story = {};

/** A template with Chinese text in a loaded brand font (ZCOOL KuaiLe, fetched subset by subset). */
export const TemplateInBrandFont: Story = {
  args: { initial: template() },
  render: (args) => <Editor {...args} fonts={storyFonts()} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.fonts.check('32px "bc-cover-zcool-kuaile"', '双十一')).toBe(true), {
      timeout: 10_000,
    });
    await expect(within(canvasElement).getByRole('button', { name: /^标题，文字/ })).toBeInTheDocument();
  },
};

/** A font that cannot load: the text draws in the fallback and the text panel says so. */
export const FontFailed: Story = {
  args: {
    initial: {
      ...createCoverDocument(),
      objects: [makeText('t', { name: '标题', text: '字体加载失败示例', fontKey: 'missing-font' })],
    },
  },
  render: (args) => <Editor {...args} fonts={[brokenFont]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^标题，文字/ }));
    await canvas.findAllByText(/加载失败/, {}, { timeout: 10_000 });
  },
};

/** The platform safe zone over a 9:16 cover. */
export const SafeZone: Story = {
  args: { initial: { ...template(), width: 1080, height: 1920 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('switch', { name: '安全区' }));
    await expect(within(canvasElement).getByRole('switch', { name: '安全区' })).toBeChecked();
  },
};

/** Add a text, change its colour, undo the change, then export a PNG. */
export const AddTextRecolourUndoExport: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '添加文字' }));
    await canvas.findByRole('button', { name: /^文字 1，文字/ });
    const colour = canvas.getByRole('textbox', { name: '文字颜色' });
    await userEvent.clear(colour);
    await userEvent.type(colour, '#ff3366{enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ objects: [expect.objectContaining({ color: '#ff3366' })] }),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: '撤销' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ objects: [expect.objectContaining({ color: '#1f2329' })] }),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: '导出' }));
    const dialog = await within(document.body).findByRole('dialog', { name: '导出封面' });
    await userEvent.click(within(dialog).getByRole('button', { name: '导出' }));
    // Encoding the PNG takes a while on a loaded machine: wait for it well beyond the default second.
    await waitFor(() => expect(args.onExport).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const [blob, details] = (args.onExport as ReturnType<typeof fn>).mock.calls[0]! as [
      Blob,
      { width: number; height: number },
    ];
    await expect(blob.type).toBe('image/png');
    const bitmap = await createImageBitmap(blob);
    await expect([bitmap.width, bitmap.height]).toEqual([details.width, details.height]);
  },
};

/** The same editor in English. */
export const English: Story = {
  args: { initial: template() },
  globals: { locale: 'en' },
};
