import { useId, useState } from 'react';
import { FormField } from '../../FormField/FormField';
import { TextInput } from '../../TextInput/TextInput';
import { ColorControl, Swatch } from './panels.styles';
import { useCoverTranslate } from './shared';

export interface ColorFieldProps {
  /** The visible label (also names the swatch: "<label> picker"). */
  label: string;
  /** The colour in the document: `#rrggbb` (other CSS colours are shown as text, the swatch falls back to black). */
  value: string;
  /** Called with a valid colour as lowercase `#rrggbb`; invalid text is never sent. */
  onValueChange: (color: string) => void;
  /** Disables both controls. */
  disabled?: boolean;
}

const HEX = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const FULL_HEX = /^#?[0-9a-f]{6}$/i;

/** `#abc`, `abc`, `#AABBCC` → `#aabbcc`; null when the text is not a hex colour. */
export function normalizeHex(text: string): string | null {
  const trimmed = text.trim();
  if (!HEX.test(trimmed)) return null;
  const digits = trimmed.replace('#', '').toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

/**
 * A colour: the native colour picker as a swatch beside a hex text field, kept in sync. A full
 * `#rrggbb` is sent as it is typed; `#rgb` when the field is left. Text that is not a hex colour
 * shows an error under the field when it is left (blur or Enter) and is never sent.
 */
export function ColorField({ label, value, onValueChange, disabled }: ColorFieldProps) {
  const t = useCoverTranslate();
  const id = useId();
  // What the user is typing, while it differs from the document.
  const [draft, setDraft] = useState<string | null>(null);
  // The draft was left (blur or Enter) while not a colour.
  const [showError, setShowError] = useState(false);
  const swatch = normalizeHex(value) ?? '#000000';
  const send = (next: string) => {
    if (next !== value) onValueChange(next);
  };
  // Short forms (#abc) are only taken when the field is left, so typing #ff0000 never sends #ffff00.
  const settle = () => {
    if (draft == null) return;
    const next = normalizeHex(draft);
    if (next) {
      send(next);
      setDraft(null);
      setShowError(false);
    } else setShowError(true);
  };
  return (
    <FormField
      label={label}
      controlId={`${id}-hex`}
      error={showError ? t('coverEditor.color.invalid') : undefined}
      disabled={disabled}
      data-component="ColorField"
    >
      <ColorControl data-part="ColorControl">
        <Swatch
          type="color"
          data-part="Swatch"
          aria-label={t('coverEditor.color.picker', { label })}
          value={swatch}
          disabled={disabled}
          onChange={(event) => {
            setDraft(null);
            setShowError(false);
            const next = normalizeHex(event.target.value);
            if (next) send(next);
          }}
        />
        <TextInput
          size="sm"
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          showCount={false}
          value={draft ?? value}
          onValueChange={(text) => {
            setDraft(text);
            const next = FULL_HEX.test(text.trim()) ? normalizeHex(text) : null;
            if (next) send(next);
            if (showError && normalizeHex(text)) setShowError(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              settle();
            }
          }}
          onBlur={settle}
        />
      </ColorControl>
    </FormField>
  );
}
