import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { useController, useFormContext, type FieldPath, type FieldPathValue, type FieldValues } from 'react-hook-form';
import { FormField, type FormFieldControlProps } from '../FormField/FormField';
import { useUiTranslate } from '../i18n/I18nProvider';
import { formsCatalogues } from '../i18n/messages/forms';
import { useFormSettings, type FormLayout } from './FormContext';

/** What a FormItem's `render` function receives: the field's value and handlers plus the label wiring. */
export interface FormItemRenderProps extends FormFieldControlProps {
  /** The field's name. */
  name: string;
  /** The field's current value (after `format`). */
  value: unknown;
  /** Report a new value (or a change event); `parse` runs on it first. */
  onChange: (value: unknown) => void;
  /** Mark the field as visited (validates it). FormItem also does this when focus leaves the item. */
  onBlur: () => void;
  /** Attach to the focusable element, so an invalid submit can focus it. */
  ref: (element: HTMLElement | null) => void;
  /** True while the field shows an error. */
  invalid: boolean;
}

export interface FormItemProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> {
  /** The field's path in the form values, e.g. `userBrandName` or `address.city`. */
  name: TName;
  /** The visible label; clicking it focuses the control. */
  label: ReactNode;
  /** Marks the field as required (a visible * and a spoken "required"); the schema decides validity. */
  required?: boolean;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Disables the control (its value is still submitted). */
  disabled?: boolean;
  /** Label above the control or beside it. Defaults to the Form's `layout`. */
  orientation?: FormLayout;
  /** The prop the child control reads its value from (`checked` for a Switch).
   * @default 'value' */
  valueProp?: string;
  /** The prop the child control reports changes through (`onCheckedChange` for a Switch).
   * @default 'onValueChange' */
  changeProp?: string;
  /** Turns the field's value into the control's (e.g. a `YYYY-MM-DD HH:mm:ss` string into a Date). */
  format?: (value: FieldPathValue<TValues, TName>) => unknown;
  /** Turns the control's value into the field's (e.g. a Date into a `YYYY-MM-DD HH:mm:ss` string). */
  parse?: (value: never) => FieldPathValue<TValues, TName>;
  /** Renders any other control with the field's props, instead of a child element. */
  render?: (field: FormItemRenderProps) => ReactNode;
  /** One control of this package (TextInput, Select, DatePicker, Switch, …); it gets value, change handler and name. */
  children?: ReactElement;
  /** Class name of the root (the FormField). */
  className?: string;
  /** Inline style of the root. */
  style?: CSSProperties;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function isFocusable(element: HTMLElement): boolean {
  return element.tabIndex >= 0 && !element.hasAttribute('disabled') && !element.getAttribute('aria-hidden');
}

/** The surrounding form's control; a clear error when there is none. */
function useFormControl<TValues extends FieldValues>() {
  const form = useFormContext<TValues>() as ReturnType<typeof useFormContext<TValues>> | null;
  if (!form) throw new Error('FormItem must be inside a Form (or a react-hook-form FormProvider).');
  return form.control;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * One field of a Form: renders the kit's FormField (label, required mark, hint, the schema's error
 * beside the control) and hands the child control its `value`, change handler and `name`. When
 * focus leaves the item (a Select's list and a picker's calendar count as inside), the field is
 * marked visited and validated.
 *
 * ```tsx
 * <FormItem name="userBrandName" label="显示名称" required><TextInput maxLength={10} /></FormItem>
 * <FormItem name="enabled" label="启用" valueProp="checked" changeProp="onCheckedChange"><Switch /></FormItem>
 * ```
 */
export function FormItem<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({
  name,
  label,
  required = false,
  hint,
  disabled,
  orientation,
  valueProp = 'value',
  changeProp = 'onValueChange',
  format,
  parse,
  render,
  children,
  className,
  style,
  ref,
  ...rest
}: FormItemProps<TValues, TName>) {
  const t = useUiTranslate(formsCatalogues);
  const settings = useFormSettings();
  const { field, fieldState } = useController<TValues, TName>({ name, control: useFormControl<TValues>() });
  const controlId = `${useId()}-control`;
  const rootRef = useRef<HTMLDivElement | null>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusInside = useRef(false);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const { onBlur: fieldBlur, onChange: fieldChange, ref: fieldRef } = field;

  // An invalid submit focuses the first invalid field through this: the control's own element, or
  // the first focusable one inside (a radio or checkbox group).
  const attachRoot = useCallback(
    (element: HTMLDivElement | null) => {
      rootRef.current = element;
      assignRef(ref, element);
      if (!element) return;
      fieldRef({
        focus: () => {
          const own = element.ownerDocument.getElementById(controlId);
          const target = own && isFocusable(own) ? own : element.querySelector<HTMLElement>(FOCUSABLE);
          target?.focus();
        },
      });
    },
    [ref, fieldRef, controlId],
  );

  const toField = (value: unknown) => (parse ? (parse as (v: unknown) => unknown)(value) : value);
  const controlValue = format ? format(field.value) : field.value;
  const invalid = Boolean(fieldState.error);
  const error = fieldState.error?.message || (invalid ? t('validation.invalid') : undefined);

  const renderControl = (control: FormFieldControlProps): ReactNode => {
    if (render) {
      return render({
        ...control,
        name: field.name,
        value: controlValue,
        onChange: (value) => fieldChange(toField(value)),
        onBlur: fieldBlur,
        ref: (element) => {
          if (element) fieldRef(element);
        },
        invalid,
      });
    }
    if (isValidElement<Record<string, unknown>>(children)) {
      const own = children.props;
      return cloneElement(children, {
        name: field.name,
        [valueProp]: controlValue,
        [changeProp]: (value: unknown, ...more: unknown[]) => {
          fieldChange(toField(value));
          const ownChange = own[changeProp];
          if (typeof ownChange === 'function') ownChange(value, ...more);
        },
      });
    }
    return null;
  };

  return (
    <FormField
      ref={attachRoot}
      data-component="FormItem"
      data-name={field.name}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={Boolean(disabled || field.disabled)}
      controlId={controlId}
      orientation={orientation ?? settings?.layout ?? 'vertical'}
      className={className}
      style={style}
      onFocus={() => {
        focusInside.current = true;
      }}
      onBlur={() => {
        // Focus may be moving into the control's own popover (portalled, but inside in React's
        // tree): decide once the focus events of this move are over.
        focusInside.current = false;
        clearTimeout(blurTimer.current);
        blurTimer.current = setTimeout(() => {
          if (!focusInside.current) fieldBlur();
        }, 0);
      }}
      {...rest}
    >
      {renderControl}
    </FormField>
  );
}
