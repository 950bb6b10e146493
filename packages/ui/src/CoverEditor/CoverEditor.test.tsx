/**
 * The editor's own behaviour (toolbar, image checks, export, history, language) in happy-dom.
 * Konva needs a real canvas, so the stage is replaced by a stub that lists the objects it is
 * given; the real stage is tested in `stage/CoverStage.browser.test.tsx` and the whole editor in
 * `CoverEditor.browser.test.tsx`.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/render';
import { CoverEditor } from './CoverEditor';
import { createCoverDocument, type CoverDocument } from './model';

const exportCover = vi.fn(async (doc: CoverDocument, options: { format: string }) => {
  return new Blob([`${doc.width}x${doc.height}`], { type: `image/${options.format}` });
});

vi.mock('./stage', () => ({
  CoverStage: ({ document, 'aria-label': label }: { document: CoverDocument; 'aria-label': string }) => (
    <ul aria-label={label}>
      {document.objects.map((o) => (
        <li key={o.id}>{o.name}</li>
      ))}
    </ul>
  ),
  exportCover: (doc: CoverDocument, options: { format: string }) => exportCover(doc, options),
  measureCoverTextHeight: (o: { fontSize: number; lineHeight: number }) => o.fontSize * o.lineHeight,
}));

function setup(props: Partial<Parameters<typeof CoverEditor>[0]> = {}, locale?: 'en') {
  const onChange = vi.fn<(d: CoverDocument) => void>();
  const user = userEvent.setup();
  renderWithProviders(<CoverEditor onChange={onChange} {...props} />, locale ? { locale } : {});
  return { onChange, user, last: () => onChange.mock.lastCall?.[0] };
}

describe('CoverEditor', () => {
  it('adds a text to the canvas as one undo step, and undoes and redoes it from the toolbar', async () => {
    const { user, last } = setup();
    expect(screen.getByRole('button', { name: '撤销' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '添加文字' }));
    expect(last()!.objects).toHaveLength(1);
    expect(screen.getByRole('list', { name: '封面画布 1080×1440' })).toHaveTextContent('文字 1');
    await user.click(screen.getByRole('button', { name: '撤销' }));
    expect(last()!.objects).toEqual([]);
    await user.click(screen.getByRole('button', { name: '重做' }));
    expect(last()!.objects).toHaveLength(1);
  });

  it('refuses an image of the wrong type with a message, and adds one that uploads', async () => {
    const onUploadImage = vi.fn(async () => ({ src: '/files/a.png', width: 400, height: 200 }));
    const { last } = setup({ onUploadImage });
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('请选择 PNG、JPG、WEBP 或 GIF 图片');
    expect(onUploadImage).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    await waitFor(() => expect(last()?.objects[0]).toMatchObject({ type: 'image', src: '/files/a.png' }));
    // Fitted inside half the 1080 × 1440 canvas, keeping its 2:1 shape.
    expect(last()!.objects[0]).toMatchObject({ width: 400, height: 200 });
  });

  it('says so next to the toolbar when an upload fails, and keeps the document', async () => {
    const onUploadImage = vi.fn(async () => {
      throw new Error('network');
    });
    const { onChange } = setup({ onUploadImage });
    fireEvent.change(document.querySelector('input[type=file]')!, {
      target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('图片添加失败，请重试');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('exports through the export dialog and hands the image to onExport', async () => {
    const onExport = vi.fn();
    const { user } = setup({ onExport, defaultValue: createCoverDocument({ width: 1920, height: 1080 }) });
    await user.click(screen.getByRole('button', { name: '导出' }));
    const dialog = await screen.findByRole('dialog', { name: '导出封面' });
    await user.click(within(dialog).getByRole('button', { name: '导出' }));
    await waitFor(() => expect(onExport).toHaveBeenCalledTimes(1));
    expect(onExport.mock.calls[0]![1]).toEqual({ format: 'png', width: 1920, height: 1080 });
    expect(exportCover).toHaveBeenLastCalledWith(expect.objectContaining({ width: 1920 }), expect.anything());
  });

  it('starts a fresh history when the host loads another document', async () => {
    const first = createCoverDocument();
    const { rerender } = renderWithProviders(<CoverEditor value={first} />);
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: '添加文字' })[0]!);
    expect(screen.getAllByRole('button', { name: '撤销' })[0]).toBeEnabled();
    act(() => rerender(<CoverEditor value={createCoverDocument({ width: 1080, height: 1080 })} />));
    expect(screen.getAllByRole('button', { name: '撤销' })[0]).toBeDisabled();
    expect(screen.getAllByRole('list', { name: '封面画布 1080×1080' })).toHaveLength(1);
  });

  it('speaks English', () => {
    setup({}, 'en');
    expect(screen.getByRole('group', { name: 'Cover editor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add text' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Safe zone' })).toBeInTheDocument();
  });
});
