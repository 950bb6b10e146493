/**
 * The editor's keyboard shortcuts and history in real Chromium (the Konva stage needs a canvas).
 * The document is read back through `onChange`, as a host would store it.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithProviders } from '../test-utils/render';
import { CoverEditor } from './CoverEditor';
import { createCoverDocument, parseCoverDocument, serializeCoverDocument, type CoverDocument } from './model';
import { makeText } from './stage/CoverStage.fixtures';

afterEach(() => cleanup());

function Host({ initial, onChange }: { initial: CoverDocument; onChange: (d: CoverDocument) => void }) {
  const [doc, setDoc] = useState(initial);
  return (
    <>
      <CoverEditor
        value={doc}
        onChange={(next) => {
          setDoc(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setDoc(createCoverDocument({ width: 1080, height: 1080 }))}>
        load another
      </button>
    </>
  );
}

function setup(initial: CoverDocument = createCoverDocument()) {
  const onChange = vi.fn<(d: CoverDocument) => void>();
  renderWithProviders(<Host initial={initial} onChange={onChange} />);
  const last = () => onChange.mock.lastCall?.[0];
  const editor = screen.getByRole('group', { name: '封面编辑器' });
  /** Focus on the editor itself (not a field), where shortcuts apply. */
  const focusEditor = () => act(() => (editor.querySelector('[data-part="Toolbar"] button') as HTMLElement).focus());
  return { onChange, last, editor, focusEditor };
}

describe('CoverEditor', () => {
  it('adds, nudges (one undo step for a burst), duplicates, copies and pastes, deletes, undoes and redoes from the keyboard', async () => {
    const { last, focusEditor } = setup();
    await userEvent.click(screen.getByRole('button', { name: '添加文字' }));
    const added = last()!.objects[0]!;
    focusEditor();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(last()!.objects[0]).toMatchObject({ x: added.x + 2, y: added.y + 10 });
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(last()!.objects[0]).toMatchObject({ x: added.x, y: added.y });
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(last()!.objects[0]).toMatchObject({ x: added.x + 2, y: added.y + 10 });

    await userEvent.keyboard('{Control>}d{/Control}');
    expect(last()!.objects).toHaveLength(2);
    expect(last()!.objects[1]).toMatchObject({ x: added.x + 22, y: added.y + 30 });
    await userEvent.keyboard('{Control>}c{/Control}{Control>}v{/Control}{Control>}v{/Control}');
    expect(last()!.objects.map((o) => o.x)).toEqual([added.x + 2, added.x + 22, added.x + 42, added.x + 62]);
    await userEvent.keyboard('{Control>}a{/Control}{Delete}');
    expect(last()!.objects).toEqual([]);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(last()!.objects).toHaveLength(4);
  });

  it('keeps at least 100 undo steps', async () => {
    const { last, focusEditor } = setup({ ...createCoverDocument(), objects: [makeText('t', { x: 0, y: 0 })] });
    await userEvent.click(screen.getByRole('button', { name: /^文字，文字|^t，文字|，文字，第 1 层/ }));
    focusEditor();
    // 220 keystrokes, dispatched in the page: the first test drives real keys through Playwright,
    // whose round trips took this one from 10 s to 15 s, the default time limit. What remains is
    // the editor's own re-render per step (about 28 ms in React's development build).
    const press = (key: string, init: KeyboardEventInit = {}) =>
      fireEvent.keyDown(document.activeElement!, { key, bubbles: true, ...init });
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 110; i += 1) {
      // A nudge and a wait longer than the coalescing window: each one its own step.
      vi.setSystemTime(Date.now() + 2_000);
      press('ArrowRight');
    }
    vi.useRealTimers();
    expect(last()!.objects[0]!.x).toBe(110);
    for (let i = 0; i < 100; i += 1) press('z', { ctrlKey: true });
    expect(last()!.objects[0]!.x).toBe(10);
    for (let i = 0; i < 10; i += 1) press('z', { ctrlKey: true });
    expect(last()!.objects[0]!.x).toBe(0);
    expect(screen.getByRole('button', { name: '撤销' })).toBeDisabled();
    // About 6 s of rendering on a quiet two-core machine; 33 s were seen with the load average at 8.
  }, 90_000);

  it('emits documents that round-trip through JSON, and starts a fresh history for a document loaded from outside', async () => {
    const { last } = setup();
    await userEvent.click(screen.getByRole('button', { name: '添加文字' }));
    const doc = last()!;
    expect(parseCoverDocument(serializeCoverDocument(doc))).toEqual(doc);
    await userEvent.click(screen.getByRole('button', { name: 'load another' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '撤销' })).toBeDisabled());
  });

  it('measures a text’s height again when its size or words change', async () => {
    const { last } = setup();
    await userEvent.click(screen.getByRole('button', { name: '添加文字' }));
    const added = last()!.objects[0]! as { fontSize: number; lineHeight: number; height: number };
    expect(added.height).toBeCloseTo(added.fontSize * added.lineHeight, 0);
    const size = screen.getByRole('spinbutton', { name: /^字号/ });
    await userEvent.clear(size);
    await userEvent.type(size, '60');
    await waitFor(() => expect(last()!.objects[0]).toMatchObject({ fontSize: 60, height: 72 }));
    const words = screen.getByRole('textbox', { name: '文字内容' });
    await userEvent.type(words, '{Shift>}{Enter}{/Shift}第二行');
    await waitFor(() => expect((last()!.objects[0] as { text: string }).text).toContain('第二行'));
    expect(last()!.objects[0]!.height).toBe(144);
    // Wider than the box: the words wrap, and the height follows.
    await userEvent.clear(size);
    await userEvent.type(size, '200');
    await waitFor(() => expect(last()!.objects[0]).toMatchObject({ fontSize: 200 }));
    expect(last()!.objects[0]!.height).toBeGreaterThan(480);
  });

  it('adds an uploaded image at the size it reads from the image when none is given', async () => {
    const { last } = setup();
    const canvas = Object.assign(document.createElement('canvas'), { width: 60, height: 30 });
    const png = await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob!), 'image/png'));
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File([png], 'badge.png', { type: 'image/png' }));
    await waitFor(() => expect(last()?.objects[0]).toMatchObject({ type: 'image', width: 60, height: 30 }));
  });

  it('opens the shortcut help with ?', async () => {
    const { focusEditor } = setup();
    focusEditor();
    await userEvent.keyboard('?');
    await screen.findByRole('dialog', { name: '快捷键' });
  });
});
