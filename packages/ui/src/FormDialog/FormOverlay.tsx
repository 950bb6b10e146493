import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { FormProvider, type DefaultValues, type FieldValues } from 'react-hook-form';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Form, FormActions, type FormSubmitHelpers } from '../Form/Form';
import type { FormLayout } from '../Form/FormContext';
import { useSchemaForm, type FormSchema, type SchemaFormReturn } from '../Form/useSchemaForm';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { formsCatalogues } from '../i18n/messages/forms';
import { FormBody } from './FormDialog.styles';

/** Props shared by FormDialog and FormDrawer. */
export interface FormOverlayProps<TValues extends FieldValues, TSchema extends FormSchema> {
  /** The title, the surface's accessible name. */
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** An element that opens it (rendered with `asChild`), e.g. a 新建 button. */
  trigger?: ReactElement;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when it opens or closes (a close asked for over unsaved changes waits for the user's answer). */
  onOpenChange?: (open: boolean) => void;
  /** The zod schema the values must pass (the api-client's request schema). */
  schema: TSchema;
  /** The values each opening starts from. */
  defaultValues?: DefaultValues<TValues>;
  /** Saves the values. Resolve to close; throw to stay open with the message and every value kept. */
  onSubmit: (values: TValues, helpers: FormSubmitHelpers<TValues>) => Promise<void> | void;
  /** Label of the submit button. @default '提交' (Submit) */
  submitText?: ReactNode;
  /** Label of the cancel button. @default '取消' (Cancel) */
  cancelText?: ReactNode;
  /** Labels above the controls or beside them.
   * @default 'vertical' */
  layout?: FormLayout;
  /** Shown when `onSubmit` fails without a message of its own. @default '提交失败，请重试' */
  errorText?: ReactNode;
  /** Ask 放弃未保存的修改？ before closing over changed values (Esc, ×, overlay, cancel).
   * @default true */
  confirmDiscard?: boolean;
  /** The FormItems, or a function of the form state (to watch values). */
  children?: ReactNode | ((form: SchemaFormReturn<TValues>) => ReactNode);
  /** Class name of the surface (the dialog or drawer element). */
  className?: string;
  /** Inline style of the surface. */
  style?: CSSProperties;
  /** The surface element. */
  ref?: Ref<HTMLDivElement>;
  /** `data-*` attributes land on the surface too. */
  [dataAttribute: `data-${string}`]: unknown;
}

/** What FormOverlay needs of a surface's content part (Dialog.Content, Drawer.Content). */
export interface SurfaceContentProps {
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
  onOpenAutoFocus?: (event: Event) => void;
  'data-component'?: string;
}

/** A Radix-dialog-based surface: Dialog or Drawer. */
export interface Surface<TContentProps extends SurfaceContentProps> {
  Root: ComponentType<{ open?: boolean; onOpenChange?: (open: boolean) => void; children?: ReactNode }>;
  Trigger: ComponentType<{ asChild?: boolean; children?: ReactNode }>;
  Content: ComponentType<TContentProps>;
}

interface OverlayState {
  dirty: boolean;
  submitting: boolean;
}

interface FormOverlayInternalProps<
  TValues extends FieldValues,
  TSchema extends FormSchema,
  TContentProps extends SurfaceContentProps,
> extends FormOverlayProps<TValues, TSchema> {
  surface: Surface<TContentProps>;
  component: string;
  /** Surface-specific content props (size, placement). */
  contentProps: Omit<TContentProps, keyof SurfaceContentProps>;
}

/** FormDialog's and FormDrawer's behaviour over any dialog surface. */
export function FormOverlay<
  TValues extends FieldValues,
  TSchema extends FormSchema,
  TContentProps extends SurfaceContentProps,
>({
  surface,
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  confirmDiscard = true,
  ...rest
}: FormOverlayInternalProps<TValues, TSchema, TContentProps>) {
  const t = useUiTranslate(formsCatalogues);
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
  const [confirming, setConfirming] = useState(false);
  const state = useRef<OverlayState>({ dirty: false, submitting: false });

  const requestOpenChange = (next: boolean) => {
    if (next) {
      setOpen(true);
      return;
    }
    if (state.current.submitting) return;
    if (confirmDiscard && state.current.dirty) setConfirming(true);
    else setOpen(false);
  };

  const { Root, Trigger } = surface;
  return (
    <Root open={isOpen} onOpenChange={requestOpenChange}>
      {trigger ? <Trigger asChild>{trigger}</Trigger> : null}
      {isOpen ? (
        <FormOverlayBody
          {...rest}
          surface={surface}
          onState={(next) => {
            state.current = next;
          }}
          onCancel={() => requestOpenChange(false)}
          onDone={() => setOpen(false)}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => setOpen(false)}
        confirmText={t('form.discard')}
        cancelText={t('form.keepEditing')}
      >
        {t('form.discardMessage')}
      </ConfirmDialog>
    </Root>
  );
}

interface FormOverlayBodyProps<
  TValues extends FieldValues,
  TSchema extends FormSchema,
  TContentProps extends SurfaceContentProps,
> extends Omit<
  FormOverlayInternalProps<TValues, TSchema, TContentProps>,
  'trigger' | 'open' | 'defaultOpen' | 'onOpenChange' | 'confirmDiscard'
> {
  onState: (state: OverlayState) => void;
  onCancel: () => void;
  onDone: () => void;
}

const FIRST_FIELD =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Mounted while open, so every opening starts a fresh form from `defaultValues`. */
function FormOverlayBody<
  TValues extends FieldValues,
  TSchema extends FormSchema,
  TContentProps extends SurfaceContentProps,
>({
  surface,
  component,
  contentProps,
  title,
  description,
  schema,
  defaultValues,
  onSubmit,
  submitText,
  cancelText,
  layout,
  errorText,
  children,
  className,
  style,
  ref,
  onState,
  onCancel,
  onDone,
  ...dataProps
}: FormOverlayBodyProps<TValues, TSchema, TContentProps>) {
  const formId = `${useId()}-form`;
  const form = useSchemaForm<TValues, TSchema>({
    schema,
    ...(defaultValues ? { defaultValues: defaultValues as never } : {}),
  }) as unknown as SchemaFormReturn<TValues>;
  const { isDirty, isSubmitting } = form.formState;
  useEffect(() => {
    onState({ dirty: isDirty, submitting: isSubmitting });
  });

  const submit = async (values: TValues, helpers: FormSubmitHelpers<TValues>) => {
    let refused = false;
    await onSubmit(values, {
      setFieldError: (name, message) => {
        refused = true;
        helpers.setFieldError(name, message);
      },
    });
    if (!refused) onDone();
  };

  const { Content } = surface;
  const content = {
    ...contentProps,
    ...dataProps,
    'data-component': component,
    title,
    description,
    className,
    style,
    ref,
    // Start in the first field rather than on the × button.
    onOpenAutoFocus: (event: Event) => {
      const surfaceElement = event.currentTarget as HTMLElement | null;
      const first = surfaceElement?.querySelector('form')?.querySelector<HTMLElement>(FIRST_FIELD);
      if (first) {
        event.preventDefault();
        first.focus();
      }
    },
    footer: (
      <FormActions formId={formId} align="end" submitText={submitText} cancelText={cancelText} onCancel={onCancel} />
    ),
    children: (
      <FormBody data-part="FormBody">
        <Form id={formId} form={form} onSubmit={submit} layout={layout} errorText={errorText}>
          {typeof children === 'function' ? children(form) : children}
        </Form>
      </FormBody>
    ),
  } as unknown as TContentProps;

  return (
    <FormProvider {...form}>
      <Content {...content} />
    </FormProvider>
  );
}
