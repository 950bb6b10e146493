import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils/render';
import { COVER_SHORTCUTS, isApplePlatform, matchShortcut } from './shortcuts';
import { ShortcutsDialog } from './ShortcutsDialog';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('ShortcutsDialog', () => {
  it('lists every shortcut in a table, Mod as Ctrl off Apple platforms', () => {
    renderWithProviders(<ShortcutsDialog open onOpenChange={vi.fn()} apple={false} />);
    const table = within(screen.getByRole('dialog', { name: '快捷键' })).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(COVER_SHORTCUTS.length);
    const redo = rows.find((row) => row.textContent?.includes('重做'))!;
    expect(redo).toHaveTextContent('Ctrl+Shift+Z或Ctrl+Y');
    expect(rows.find((row) => row.textContent?.includes('移动 10 像素'))).toHaveTextContent('Shift+←↑→↓');
    expect(within(table).getByRole('columnheader', { name: '按键' })).toBeInTheDocument();
  });

  it('writes ⌘ on Apple platforms and renders in English', () => {
    renderWithProviders(<ShortcutsDialog open onOpenChange={vi.fn()} apple />, { locale: 'en' });
    const undo = screen.getByRole('row', { name: /Undo/ });
    expect(undo).toHaveTextContent('⌘+Z');
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });
});

describe('shortcuts', () => {
  it('detects Apple platforms from client hints or navigator.platform', () => {
    expect(isApplePlatform({ platform: 'MacIntel' } as Navigator)).toBe(true);
    expect(isApplePlatform({ platform: '', userAgentData: { platform: 'macOS' } } as unknown as Navigator)).toBe(true);
    expect(isApplePlatform({ platform: 'Win32' } as Navigator)).toBe(false);
  });

  it('matches key events with exact modifiers', () => {
    expect(matchShortcut(key('z', { ctrlKey: true }), false)).toBe('undo');
    expect(matchShortcut(key('z', { metaKey: true }), true)).toBe('undo');
    expect(matchShortcut(key('z', { metaKey: true }), false)).toBeNull();
    expect(matchShortcut(key('Z', { ctrlKey: true, shiftKey: true }), false)).toBe('redo');
    expect(matchShortcut(key('y', { ctrlKey: true }), false)).toBe('redo');
    expect(matchShortcut(key('ArrowLeft'), false)).toBe('nudge');
    expect(matchShortcut(key('ArrowLeft', { shiftKey: true }), false)).toBe('nudgeFar');
    expect(matchShortcut(key('Backspace'), false)).toBe('delete');
    expect(matchShortcut(key('?', { shiftKey: true }), false)).toBe('help');
    expect(matchShortcut(key('Escape'), false)).toBe('clearSelection');
    expect(matchShortcut(key('d'), false)).toBeNull();
  });
});
