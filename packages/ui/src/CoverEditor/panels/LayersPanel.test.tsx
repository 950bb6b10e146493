import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils/render';
import { createCoverDocument, type CoverDocument } from '../model';
import { LayersPanel } from './LayersPanel';
import { PanelState, sampleDocument } from './panels.fixtures';

// Bottom to top: photo, title, subtitle, logo → listed: 品牌标志, 副标题, 主标题, 产品图.
const setup = ({ initial = sampleDocument(), selection = [] as string[], locale = 'zh-CN' as 'zh-CN' | 'en' } = {}) => {
  const onCommand = vi.fn();
  const onSelectionChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <PanelState initial={initial} initialSelection={selection} onCommand={onCommand}>
      {(state) => (
        <LayersPanel
          {...state}
          onSelectionChange={(ids) => {
            onSelectionChange(ids);
            state.onSelectionChange(ids);
          }}
        />
      )}
    </PanelState>,
    { locale },
  );
  return { onCommand, onSelectionChange, user };
};

const rows = () => within(screen.getByRole('list', { name: '图层' })).getAllByRole('listitem');
const rowButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}，`) });
const names = () => rows().map((row) => row.querySelector('[data-part="LayerName"]')?.textContent);

describe('LayersPanel', () => {
  it('lists the objects top first with their type and place', () => {
    setup();
    expect(names()).toEqual(['品牌标志', '副标题', '主标题', '产品图']);
    expect(rowButton('品牌标志')).toHaveAccessibleName('品牌标志，图片，第 1 层，共 4 层');
    expect(rowButton('产品图')).toHaveAccessibleName('产品图，图片，第 4 层，共 4 层');
  });

  it('has one tab stop, moved by the arrow keys', async () => {
    const { user } = setup({ selection: ['title'] });
    await user.tab();
    expect(rowButton('主标题')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(rowButton('副标题')).toHaveFocus();
    expect(rowButton('副标题')).toHaveAttribute('tabindex', '0');
    expect(rowButton('主标题')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{End}');
    expect(rowButton('产品图')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(rowButton('品牌标志')).toHaveFocus();
  });

  it('moves the focused layer with Alt+Arrow, sends reorder in document order and announces it', async () => {
    const { onCommand, user } = setup();
    rowButton('主标题').focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(onCommand).toHaveBeenCalledWith({ type: 'reorder', id: 'title', index: 2 }, undefined);
    expect(names()).toEqual(['品牌标志', '主标题', '副标题', '产品图']);
    expect(screen.getByRole('status')).toHaveTextContent('已上移到第 2 层');
    expect(rowButton('主标题')).toHaveFocus();
    await user.keyboard('{Alt>}{ArrowDown}{ArrowDown}{/Alt}');
    expect(onCommand.mock.calls.map((c) => c[0])).toEqual([
      { type: 'reorder', id: 'title', index: 2 },
      { type: 'reorder', id: 'title', index: 1 },
      { type: 'reorder', id: 'title', index: 0 },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('已下移到第 4 层');
    // Already at the bottom: nothing to send.
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(onCommand).toHaveBeenCalledTimes(3);
  });

  it('announces in English', async () => {
    const { user } = setup({ locale: 'en' });
    screen.getByRole('button', { name: /^副标题, text/ }).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(screen.getByRole('status')).toHaveTextContent('Moved to layer 1');
    expect(screen.getByRole('heading', { name: 'Layers' })).toBeInTheDocument();
  });

  it('selects on click and toggles with shift, ctrl or meta', async () => {
    const { onSelectionChange, user } = setup();
    await user.click(rowButton('主标题'));
    await user.keyboard('{Shift>}');
    await user.click(rowButton('产品图'));
    await user.keyboard('{/Shift}{Control>}');
    await user.click(rowButton('主标题'));
    await user.keyboard('{/Control}');
    expect(onSelectionChange.mock.calls).toEqual([[['title']], [['title', 'photo']], [['photo']]]);
    expect(rowButton('产品图')).toHaveAttribute('aria-pressed', 'true');
    expect(rowButton('主标题')).toHaveAttribute('aria-pressed', 'false');
  });

  it('hides, locks, duplicates and deletes with exact commands', async () => {
    const { onCommand, user } = setup();
    await user.click(screen.getByRole('button', { name: '隐藏 主标题' }));
    expect(screen.getByRole('button', { name: '隐藏 主标题' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '锁定 主标题' }));
    expect(screen.getByRole('button', { name: '锁定 主标题' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '复制 主标题' }));
    await user.click(screen.getByRole('button', { name: '删除 产品图' }));
    const [hide, lock, duplicate, remove] = onCommand.mock.calls.map((c) => c[0]);
    expect(hide).toEqual({ type: 'update', changes: [{ id: 'title', patch: { visible: false } }] });
    expect(lock).toEqual({ type: 'update', changes: [{ id: 'title', patch: { locked: true } }] });
    expect(duplicate).toEqual({ type: 'duplicate', ids: ['title'], newIds: [expect.any(String)], offset: 20 });
    expect(duplicate.newIds[0]).not.toBe('title');
    expect(remove).toEqual({ type: 'remove', ids: ['photo'] });
    expect(rows()).toHaveLength(4);
  });

  it('renames with F2 and Enter, cancels with Escape, refuses an empty name', async () => {
    const { onCommand, user } = setup();
    rowButton('主标题').focus();
    await user.keyboard('{F2}');
    const input = screen.getByRole('textbox', { name: '图层名称' });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('名称不能为空');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onCommand).not.toHaveBeenCalled();
    await user.type(input, '大标题{Enter}');
    expect(onCommand).toHaveBeenCalledWith(
      { type: 'update', changes: [{ id: 'title', patch: { name: '大标题' } }] },
      undefined,
    );
    expect(rowButton('大标题')).toHaveFocus();

    await user.dblClick(rowButton('副标题'));
    await user.type(screen.getByRole('textbox', { name: '图层名称' }), 'xx{Escape}');
    expect(screen.queryByRole('textbox', { name: '图层名称' })).not.toBeInTheDocument();
    expect(rowButton('副标题')).toHaveFocus();
    expect(onCommand).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: '重命名 品牌标志' }));
    expect(screen.getByRole('textbox', { name: '图层名称' })).toHaveValue('品牌标志');
    // An unchanged name sends nothing and gives focus back to the row.
    await user.keyboard('{Enter}');
    expect(rowButton('品牌标志')).toHaveFocus();
    expect(onCommand).toHaveBeenCalledTimes(1);
  });

  it('reorders by drag and drop', () => {
    const { onCommand } = setup();
    const [logo, , , photo] = rows();
    // happy-dom has no layout: every drop lands in the lower half of a row ("after" it in the list).
    fireEvent.dragStart(logo!, { dataTransfer: { setData: () => {}, effectAllowed: 'move' } });
    fireEvent.dragOver(photo!, { dataTransfer: { dropEffect: 'move' }, clientY: 10 });
    fireEvent.drop(photo!, { dataTransfer: {} });
    expect(onCommand).toHaveBeenCalledWith({ type: 'reorder', id: 'logo', index: 0 }, undefined);
    expect(names()).toEqual(['副标题', '主标题', '产品图', '品牌标志']);
  });

  it('shows an empty state without objects', () => {
    setup({ initial: createCoverDocument() as CoverDocument });
    expect(screen.getByText('还没有图层')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '图层' })).not.toBeInTheDocument();
  });
});
