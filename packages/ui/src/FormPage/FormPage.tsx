import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Form, FormActions, type FormSubmitHelpers } from '../Form/Form';
import type { FormLayout } from '../Form/FormContext';
import { useSchemaForm, type FormSchema, type SchemaFormReturn, type SchemaFormValues } from '../Form/useSchemaForm';
import { useUiTranslate } from '../i18n/I18nProvider';
import { formsCatalogues } from '../i18n/messages/forms';
import { PageHeader, type PageHeaderBack } from '../PageHeader/PageHeader';
import { clearDraft, readDraft, serializeDraft, writeDraft } from './draft';
import { Body, Footer, Root } from './FormPage.styles';

export interface FormPageProps<TValues extends FieldValues, TSchema extends FormSchema> {
  /** The page title, its `h1` (新建活动, 编辑素材). */
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** A back link or button above the title (to the list the page came from). */
  back?: PageHeaderBack;
  /** A status beside the title (editing a record: its StatusTag). */
  status?: ReactNode;
  /** Buttons at the right of the header. */
  actions?: ReactNode;
  /** The zod schema the values must pass (the api-client's request schema). */
  schema: TSchema;
  /** The values the page starts from (the record when editing). */
  defaultValues?: DefaultValues<TValues>;
  /** Saves the values; throw to refuse (the message shows at the top, every value stays). */
  onSubmit: (values: TValues, helpers: FormSubmitHelpers<TValues>) => Promise<void> | void;
  /** Label of the submit button. @default '提交' (Submit) */
  submitText?: ReactNode;
  /** Shows a cancel button in the footer that calls this (usually: back to the list). */
  onCancel?: () => void;
  /** Label of the cancel button. @default '取消' (Cancel) */
  cancelText?: ReactNode;
  /**
   * Keeps a draft in this browser under this key (make it unique per brand, user and record, e.g.
   * `activity-new:13:1002`): values are saved as the user types and restored on the next visit,
   * with a notice and a 丢弃草稿 action; a successful submit clears it. Files are not kept.
   */
  draftKey?: string;
  /** Milliseconds of quiet typing before the draft is saved.
   * @default 500 */
  draftDelay?: number;
  /** Labels above the controls or beside them.
   * @default 'vertical' */
  layout?: FormLayout;
  /** Shown when `onSubmit` fails without a message of its own. @default '提交失败，请重试' */
  errorText?: ReactNode;
  /** The FormSections (or a function of the form state, to watch values). */
  children?: ReactNode | ((form: SchemaFormReturn<TValues>) => ReactNode);
  /** Class name of the root. */
  className?: string;
  /** Inline style of the root. */
  style?: CSSProperties;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
  /** `data-*` attributes land on the root too. */
  [dataAttribute: `data-${string}`]: unknown;
}

/**
 * The create / edit route template: a header (title as the page's `h1`, description, back), the
 * form in `FormSection`s, and a footer with submit and cancel that stays at the bottom of the
 * viewport. With `draftKey`, what the user types survives a reload or a closed tab.
 */
export function FormPage<TValues extends FieldValues = never, TSchema extends FormSchema = FormSchema>({
  title,
  description,
  back,
  status,
  actions,
  schema,
  defaultValues,
  onSubmit,
  submitText,
  onCancel,
  cancelText,
  draftKey,
  draftDelay = 500,
  layout,
  errorText,
  children,
  ...rest
}: FormPageProps<NoInfer<SchemaFormValues<TValues, TSchema>>, TSchema>) {
  type Values = SchemaFormValues<TValues, TSchema>;
  const t = useUiTranslate(formsCatalogues);
  // A draft from an earlier visit is read once, before the first render, and becomes the start values.
  const [draft] = useState(() => (draftKey ? readDraft(draftKey) : null));
  const [showRestored, setShowRestored] = useState(draft != null);
  const [generation, setGeneration] = useState(0);
  // Fields the draft lacks (added since it was saved) keep their default values.
  const start = (draft ? { ...defaultValues, ...draft } : defaultValues) as DefaultValues<Values> | undefined;
  const form = useSchemaForm<TValues, TSchema>({
    schema,
    ...(start ? { defaultValues: start as never } : {}),
  }) as unknown as SchemaFormReturn<Values>;

  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; text: string } | null>(null);
  const cancelSave = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);
  const flushSave = useCallback(() => {
    const waiting = pending.current;
    if (!waiting || !draftKey) return;
    cancelSave();
    writeDraft(draftKey, waiting.text);
  }, [cancelSave, draftKey]);

  // Save as the user types (field changes only, not resets or submits), debounced; the last
  // keystrokes are written when the page goes away.
  const initialText = serializeDraft(defaultValues ?? {});
  useEffect(() => {
    if (!draftKey) return;
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ name, values }) => {
        if (!name) return;
        const text = serializeDraft(values);
        cancelSave();
        if (text === initialText) {
          clearDraft(draftKey);
          return;
        }
        pending.current = { text, timer: setTimeout(flushSave, draftDelay) };
      },
    });
    window.addEventListener('pagehide', flushSave);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flushSave);
      flushSave();
    };
  }, [form, draftKey, draftDelay, initialText, cancelSave, flushSave]);

  const discardDraft = () => {
    cancelSave();
    if (draftKey) clearDraft(draftKey);
    form.reset((defaultValues ?? {}) as Values);
    setGeneration((n) => n + 1);
    setShowRestored(false);
  };

  const submit = async (values: Values, helpers: FormSubmitHelpers<Values>) => {
    let refused = false;
    await onSubmit(values, {
      setFieldError: (name, message) => {
        refused = true;
        helpers.setFieldError(name, message);
      },
    });
    if (refused || !draftKey) return;
    cancelSave();
    clearDraft(draftKey);
    setShowRestored(false);
  };

  return (
    <Root data-component="FormPage" {...rest}>
      <PageHeader
        title={title}
        description={description}
        status={status}
        actions={actions}
        {...(back ? { back } : {})}
        data-part="Header"
      />
      <Form form={form} onSubmit={submit} layout={layout} errorText={errorText}>
        {showRestored ? (
          <Alert
            tone="info"
            data-part="DraftNotice"
            action={
              <Button size="sm" onClick={discardDraft}>
                {t('formPage.discardDraft')}
              </Button>
            }
          >
            {t('formPage.draftRestored')}
          </Alert>
        ) : null}
        {/* A discarded draft remounts the fields, so no control keeps a value of its own. */}
        <Body key={generation} data-part="Body">
          {typeof children === 'function' ? children(form) : children}
        </Body>
        <Footer data-part="Footer">
          <FormActions
            submitText={submitText}
            cancelText={cancelText}
            align="start"
            {...(onCancel ? { onCancel } : {})}
          />
        </Footer>
      </Form>
    </Root>
  );
}
