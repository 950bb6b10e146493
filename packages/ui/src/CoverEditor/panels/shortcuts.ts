import type { CoverEditorMessageKey } from '../../i18n/messages/coverEditor';

/**
 * A key of a shortcut, as `KeyboardEvent.key` names it, or `Mod`: ⌘ (metaKey) on Apple
 * platforms, Ctrl elsewhere.
 */
export type CoverShortcutKey = string;

export interface CoverShortcut {
  /** What the shortcut does (the editor switches on it). */
  id:
    | 'delete'
    | 'nudge'
    | 'nudgeFar'
    | 'undo'
    | 'redo'
    | 'duplicate'
    | 'copy'
    | 'paste'
    | 'selectAll'
    | 'clearSelection'
    | 'editText'
    | 'help';
  /** Alternative key combinations; each is the keys held together, modifiers first (e.g. `['Mod', 'Z']`). */
  keys: ReadonlyArray<readonly CoverShortcutKey[]>;
  /** Catalogue key of the description shown in the help. */
  description: CoverEditorMessageKey;
}

export type CoverShortcutId = CoverShortcut['id'];

const ARROWS = ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'] as const;

/** Every keyboard shortcut of the cover editor: the one list the editor and its help both read. */
export const COVER_SHORTCUTS: readonly CoverShortcut[] = [
  { id: 'delete', keys: [['Delete'], ['Backspace']], description: 'coverEditor.shortcut.delete' },
  { id: 'nudge', keys: ARROWS.map((k) => [k]), description: 'coverEditor.shortcut.nudge' },
  { id: 'nudgeFar', keys: ARROWS.map((k) => ['Shift', k]), description: 'coverEditor.shortcut.nudgeFar' },
  { id: 'undo', keys: [['Mod', 'Z']], description: 'coverEditor.shortcut.undo' },
  {
    id: 'redo',
    keys: [
      ['Mod', 'Shift', 'Z'],
      ['Mod', 'Y'],
    ],
    description: 'coverEditor.shortcut.redo',
  },
  { id: 'duplicate', keys: [['Mod', 'D']], description: 'coverEditor.shortcut.duplicate' },
  { id: 'copy', keys: [['Mod', 'C']], description: 'coverEditor.shortcut.copy' },
  { id: 'paste', keys: [['Mod', 'V']], description: 'coverEditor.shortcut.paste' },
  { id: 'selectAll', keys: [['Mod', 'A']], description: 'coverEditor.shortcut.selectAll' },
  { id: 'clearSelection', keys: [['Escape']], description: 'coverEditor.shortcut.clearSelection' },
  { id: 'editText', keys: [['Enter']], description: 'coverEditor.shortcut.editText' },
  { id: 'help', keys: [['?']], description: 'coverEditor.shortcut.help' },
];

/** True on macOS and iOS (User-Agent Client Hints when available, else `navigator.platform`). */
export function isApplePlatform(nav: Navigator | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  const hinted = (nav as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform;
  return /mac|iphone|ipad|ipod/i.test(hinted || nav.platform || '');
}

const APPLE_LABELS: Record<string, string> = { Mod: '⌘', Shift: '⇧', Alt: '⌥' };
const LABELS: Record<string, string> = {
  Mod: 'Ctrl',
  ArrowLeft: '←',
  ArrowUp: '↑',
  ArrowRight: '→',
  ArrowDown: '↓',
  Escape: 'Esc',
};

/** How a key is written in the help: `Mod` as ⌘ on Apple platforms and Ctrl elsewhere, arrows as ←↑→↓. */
export function shortcutKeyLabel(key: CoverShortcutKey, apple: boolean): string {
  return (apple ? APPLE_LABELS[key] : undefined) ?? LABELS[key] ?? key;
}

type KeyEventLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** Whether a key event is one combination: modifiers must match exactly (Shift is ignored for `?`, which needs it). */
export function matchesCombination(event: KeyEventLike, keys: readonly CoverShortcutKey[], apple: boolean): boolean {
  const main = keys[keys.length - 1];
  if (!main || event.key.toLowerCase() !== main.toLowerCase()) return false;
  const mod = keys.includes('Mod');
  const shift = keys.includes('Shift');
  const alt = keys.includes('Alt');
  const modPressed = apple ? event.metaKey : event.ctrlKey;
  const otherPressed = apple ? event.ctrlKey : event.metaKey;
  return modPressed === mod && !otherPressed && event.altKey === alt && (main === '?' || event.shiftKey === shift);
}

/** The shortcut a key event triggers, if any. */
export function matchShortcut(event: KeyEventLike, apple: boolean = isApplePlatform()): CoverShortcutId | null {
  return COVER_SHORTCUTS.find((s) => s.keys.some((keys) => matchesCombination(event, keys, apple)))?.id ?? null;
}
