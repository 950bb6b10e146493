import { Fragment, useMemo } from 'react';
import * as Dialog from '../../Dialog/Dialog.namespace';
import { Keys, ShortcutTable } from './panels.styles';
import { useCoverTranslate } from './shared';
import { COVER_SHORTCUTS, isApplePlatform, shortcutKeyLabel } from './shortcuts';

export interface ShortcutsDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** Write keys as on Apple keyboards (⌘ ⇧ ⌥). Detected from the browser when omitted. */
  apple?: boolean;
}

const ARROW_KEYS = new Set(['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']);

/** True when the combinations are the arrow keys, each with the same modifiers. */
const arrowSet = (keys: ReadonlyArray<readonly string[]>) =>
  keys.length > 1 &&
  keys.every(
    (combination) =>
      ARROW_KEYS.has(combination.at(-1)!) && combination.slice(0, -1).join('+') === keys[0]!.slice(0, -1).join('+'),
  );

/** The keyboard help: every entry of `COVER_SHORTCUTS` in a table, Mod written as ⌘ on Apple platforms, else Ctrl. */
export function ShortcutsDialog({ open, onOpenChange, apple: appleProp }: ShortcutsDialogProps) {
  const t = useCoverTranslate();
  const apple = useMemo(() => appleProp ?? isApplePlatform(), [appleProp]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="md" title={t('coverEditor.shortcuts.title')} data-component="CoverShortcutsDialog">
        <ShortcutTable data-part="Table">
          <thead>
            <tr>
              <th scope="col">{t('coverEditor.shortcuts.keys')}</th>
              <th scope="col">{t('coverEditor.shortcuts.action')}</th>
            </tr>
          </thead>
          <tbody>
            {COVER_SHORTCUTS.map((shortcut) => (
              <tr key={shortcut.id} data-shortcut={shortcut.id}>
                <td>
                  <Keys>
                    {arrowSet(shortcut.keys) ? (
                      // The four arrows with the same modifiers: written once, as "Shift + ← ↑ → ↓".
                      <>
                        {shortcut.keys[0]!.slice(0, -1).map((key) => (
                          <Fragment key={key}>
                            <kbd>{shortcutKeyLabel(key, apple)}</kbd>
                            <span aria-hidden="true">+</span>
                          </Fragment>
                        ))}
                        {shortcut.keys.map((combination) => (
                          <kbd key={combination.join('+')}>{shortcutKeyLabel(combination.at(-1)!, apple)}</kbd>
                        ))}
                      </>
                    ) : (
                      shortcut.keys.map((combination, i) => (
                        <Fragment key={combination.join('+')}>
                          {i > 0 ? <span>{t('coverEditor.shortcuts.or')}</span> : null}
                          {combination.map((key, j) => (
                            <Fragment key={key}>
                              {j > 0 ? <span aria-hidden="true">+</span> : null}
                              <kbd>{shortcutKeyLabel(key, apple)}</kbd>
                            </Fragment>
                          ))}
                        </Fragment>
                      ))
                    )}
                  </Keys>
                </td>
                <td>{t(shortcut.description)}</td>
              </tr>
            ))}
          </tbody>
        </ShortcutTable>
      </Dialog.Content>
    </Dialog.Root>
  );
}
