import * as Popover from '@radix-ui/react-popover';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { joinIds, splitDataProps, useFormControl } from '../FormField/FormFieldContext';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { inputsCatalogues } from '../i18n/messages/inputs';
import type { TextInputSize } from '../TextInput/TextInput';
import { FieldBox, InnerInput } from '../TextInput/TextInput.styles';
import { isHexValue, parseHex } from './color';
import { CustomRow, Panel, PanelTitle, SwatchButton, SwatchGrid, SwatchTrigger } from './ColorInput.styles';

/** A preset colour: a hex string, or one with a name (read out instead of the hex). */
export type ColorSwatch = string | { value: string; label: string };

/** Preset colours offered when no `swatches` are given: the console's blue, then common hues and greys. */
export const DEFAULT_COLOR_SWATCHES: readonly ColorSwatch[] = [
  '#1a66dd',
  '#3d86f5',
  '#0ea5e9',
  '#14b8a6',
  '#2f9e5b',
  '#84cc16',
  '#f08c00',
  '#e5484d',
  '#db2777',
  '#7c3aed',
  '#1c2028',
  '#7d8797',
  '#d3d8e0',
  '#ffffff',
];

/** Swatches per row in the popover; the arrow keys move by this much up and down. */
const COLUMNS = 7;

export interface ColorInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'size' | 'value' | 'defaultValue' | 'ref' | 'type' | 'onChange' | 'onBlur'
> {
  /** The root element (the bordered box). */
  ref?: Ref<HTMLSpanElement>;
  /** The hex text input. */
  inputRef?: Ref<HTMLInputElement>;
  /** Controlled colour as `#rrggbb` (lower case); `null` when empty. */
  value?: string | null;
  /** Initial colour when uncontrolled.
   * @default null */
  defaultValue?: string | null;
  /** Called with `#rrggbb` when a swatch or custom colour is picked or a valid hex is typed; `null` when emptied. */
  onValueChange?: (value: string | null) => void;
  /** Called when focus leaves the control (the field and its popover). */
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  /** Preset colours in the popover (the brand's colours); hex strings or `{ value, label }`.
   * @default DEFAULT_COLOR_SWATCHES */
  swatches?: readonly ColorSwatch[];
  /** Offers the browser's colour picker for any colour besides the presets.
   * @default true */
  allowCustom?: boolean;
  /** Height and type size.
   * @default 'md' */
  size?: TextInputSize;
  /** Marks the value as wrong (`aria-invalid`). A hex that is not a colour marks it too. */
  invalid?: boolean;
  /** Controlled open state of the popover. */
  open?: boolean;
  /** Called when the popover opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

interface Draft {
  text: string;
  base: string | null;
  committed: boolean;
}

const swatchValue = (swatch: ColorSwatch) => parseHex(typeof swatch === 'string' ? swatch : swatch.value) ?? '#000000';
const swatchLabel = (swatch: ColorSwatch) =>
  typeof swatch === 'string' ? swatchValue(swatch) : `${swatch.label} ${swatchValue(swatch)}`;

/**
 * A colour as `#rrggbb`: a swatch button opens a popover with preset colours (arrow keys move,
 * Enter picks) and the browser's colour picker; beside it, a hex field that accepts 3 or 6 digits
 * with or without `#` and shows them normalised (`#ABC` → `#aabbcc`) on blur. A valid hex is
 * reported as it is typed; one that is not a colour is not reported and, once the user leaves the
 * field, shows as invalid until fixed.
 */
export function ColorInput({
  ref,
  inputRef,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  onBlur,
  swatches = DEFAULT_COLOR_SWATCHES,
  allowCustom = true,
  size = 'md',
  invalid,
  open: openProp,
  onOpenChange,
  className,
  style,
  id,
  disabled,
  required,
  readOnly,
  placeholder = '#000000',
  onKeyDown,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: ColorInputProps) {
  const t = useUiTranslate(inputsCatalogues);
  const [dataProps, rest] = splitDataProps(props);
  const control = useFormControl({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    invalid,
    required,
    disabled,
  });
  const [value, setValue] = useControllableState<string | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: false, onChange: onOpenChange });
  const [draftState, setDraft] = useState<Draft | null>(null);
  const localInput = useRef<HTMLInputElement | null>(null);
  const rootRef = useRef<HTMLSpanElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const gridRef = useRef<HTMLDivElement | null>(null);
  useImperativeHandle(inputRef, () => localInput.current as HTMLInputElement, []);
  useImperativeHandle(ref, () => rootRef.current as HTMLSpanElement, []);

  const draft = draftState && Object.is(draftState.base, value) ? draftState : null;
  const text = draft ? draft.text : (value ?? '');
  const locked = control.disabled || Boolean(readOnly);
  const badText = draft ? draft.committed && parseHex(draft.text) === undefined : false;
  const badValue = !draft && value !== null && !isHexValue(value);
  const error = badText || badValue ? t('colorInput.error.format') : null;
  const showInvalid = control.invalid || error !== null;
  const errorId = `${control.id}-color-error`;
  const shown = value !== null && isHexValue(value) ? value : null;
  const presets = swatches.map((swatch) => ({ value: swatchValue(swatch), label: swatchLabel(swatch) }));
  const selectedIndex = presets.findIndex((preset) => preset.value === shown);
  const [focusIndex, setFocusIndex] = useState(0);

  useEffect(() => {
    localInput.current?.setCustomValidity(error ?? '');
  }, [error]);

  const changeOpen = (next: boolean) => {
    if (next && locked) return;
    if (next) setFocusIndex(Math.max(0, selectedIndex));
    setOpen(next);
  };

  const pick = (next: string, close: boolean) => {
    setDraft(null);
    setValue(next);
    if (close) changeOpen(false);
  };

  const commitText = () => {
    if (!draft) return;
    if (parseHex(draft.text) === undefined) setDraft({ ...draft, committed: true });
    else setDraft(null);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = presets.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      ArrowDown: focusIndex + COLUMNS,
      ArrowUp: focusIndex - COLUMNS,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = Math.min(last, Math.max(0, target));
    setFocusIndex(next);
    gridRef.current?.querySelectorAll<HTMLElement>('[data-part="Swatch"]')[next]?.focus();
  };

  // onBlur fires once focus has left both the field and its (portalled) popover.
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && (rootRef.current?.contains(next) || panelRef.current?.contains(next))) return;
    onBlur?.(event);
  };

  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <Popover.Anchor asChild>
        <FieldBox
          ref={rootRef}
          data-component="ColorInput"
          data-size={size}
          data-state={open ? 'open' : 'closed'}
          data-invalid={showInvalid || undefined}
          data-disabled={control.disabled || undefined}
          data-readonly={readOnly || undefined}
          className={className}
          style={style}
          onBlur={handleBlur}
          {...dataProps}
        >
          <Popover.Trigger asChild>
            <SwatchTrigger
              type="button"
              data-part="SwatchTrigger"
              data-empty={shown === null || undefined}
              disabled={locked}
              aria-label={shown ? t('colorInput.openPicker', { color: shown }) : t('colorInput.openPickerEmpty')}
              style={{ '--bc-color-input-swatch': shown ?? 'transparent' } as CSSProperties}
            />
          </Popover.Trigger>
          <InnerInput
            ref={localInput}
            data-part="Input"
            type="text"
            autoComplete="off"
            spellCheck={false}
            id={control.id}
            value={text}
            placeholder={placeholder}
            disabled={control.disabled}
            required={control.required}
            readOnly={readOnly}
            aria-invalid={showInvalid || undefined}
            aria-describedby={joinIds(control.describedBy, error && errorId)}
            onChange={(event) => {
              const next = event.target.value;
              const parsed = parseHex(next);
              const committed = draft?.committed ?? false;
              if (parsed !== undefined) {
                setDraft({ text: next, base: parsed, committed });
                setValue(parsed);
              } else {
                setDraft({ text: next, base: value, committed });
              }
            }}
            onBlur={commitText}
            onKeyDown={(event) => {
              onKeyDown?.(event);
              if (!event.defaultPrevented && event.key === 'Enter') commitText();
            }}
            {...rest}
          />
          {error ? <VisuallyHidden id={errorId}>{error}</VisuallyHidden> : null}
        </FieldBox>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          asChild
          align="start"
          sideOffset={4}
          aria-label={t('colorInput.picker')}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const swatchesEls = gridRef.current?.querySelectorAll<HTMLElement>('[data-part="Swatch"]');
            (swatchesEls?.[Math.max(0, selectedIndex)] ?? panelRef.current)?.focus();
          }}
        >
          <Panel ref={panelRef} data-component="ColorInput.Popover" tabIndex={-1} onBlur={handleBlur}>
            {presets.length > 0 ? (
              <>
                <PanelTitle data-part="PresetsTitle" aria-hidden="true">
                  {t('colorInput.presets')}
                </PanelTitle>
                <SwatchGrid
                  ref={gridRef}
                  role="group"
                  aria-label={t('colorInput.presets')}
                  data-part="Presets"
                  onKeyDown={onGridKeyDown}
                >
                  {presets.map((preset, index) => (
                    <SwatchButton
                      key={`${preset.value}-${index}`}
                      type="button"
                      data-part="Swatch"
                      aria-label={preset.label}
                      aria-pressed={preset.value === shown}
                      tabIndex={index === focusIndex ? 0 : -1}
                      title={preset.label}
                      style={{ '--bc-color-input-swatch': preset.value } as CSSProperties}
                      onFocus={() => setFocusIndex(index)}
                      onClick={() => pick(preset.value, true)}
                    />
                  ))}
                </SwatchGrid>
              </>
            ) : null}
            {allowCustom ? (
              <CustomRow data-part="Custom">
                <input
                  type="color"
                  data-part="NativePicker"
                  value={shown ?? '#000000'}
                  onChange={(event) => {
                    const parsed = parseHex(event.target.value);
                    if (parsed) pick(parsed, false);
                  }}
                  aria-label={t('colorInput.custom')}
                />
                <span aria-hidden="true">{t('colorInput.custom')}</span>
              </CustomRow>
            ) : null}
          </Panel>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
