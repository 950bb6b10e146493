import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useEffect, useId, useRef, type CSSProperties, type FormEvent, type ReactNode, type Ref } from 'react';
import { get, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { Button } from '../Button/Button';
import { Form, FormActions, type FormSubmitHelpers } from '../Form/Form';
import type { FormLayout } from '../Form/FormContext';
import { useSchemaForm, type FormSchema, type SchemaFormReturn, type SchemaFormValues } from '../Form/useSchemaForm';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { formsCatalogues } from '../i18n/messages/forms';
import { Steps } from '../Steps/Steps';
import { Panel, Root } from './StepForm.styles';

/** One step of a StepForm. */
export interface StepFormStep<TValues extends FieldValues> {
  /** A stable key (it can live in the URL: `?step=delivery`). */
  key: string;
  /** The step's name in the Steps bar. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** The fields this step shows: Next validates only these. */
  fields: ReadonlyArray<FieldPath<TValues>>;
  /** The step's FormItems. */
  content: ReactNode;
}

export interface StepFormProps<TValues extends FieldValues, TSchema extends FormSchema> {
  /** The zod schema of all the steps' values together (the request the last step sends). */
  schema: TSchema;
  /** The values the form starts from. */
  defaultValues?: DefaultValues<TValues>;
  /** The steps, in order. */
  steps: ReadonlyArray<StepFormStep<TValues>>;
  /** Runs on the last step with every value once they all pass; throw to refuse (see Form). */
  onSubmit: (values: TValues, helpers: FormSubmitHelpers<TValues>) => Promise<void> | void;
  /** Controlled key of the current step (keep it in the URL). */
  current?: string;
  /** Initial step key when uncontrolled. Defaults to the first step. */
  defaultCurrent?: string;
  /** Called with the key of the step moved to (Next, Previous, a finished step clicked). */
  onCurrentChange?: (key: string) => void;
  /** Label of the last step's submit button. @default '提交' (Submit) */
  submitText?: ReactNode;
  /** Shows a cancel button that calls this. */
  onCancel?: () => void;
  /** Label of the cancel button. @default '取消' (Cancel) */
  cancelText?: ReactNode;
  /** Labels above the controls or beside them.
   * @default 'vertical' */
  layout?: FormLayout;
  /** Steps bar side by side or stacked (the form then sits beside it).
   * @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** Shown when `onSubmit` fails without a message of its own. @default '提交失败，请重试' */
  errorText?: ReactNode;
  /** Class name of the root. */
  className?: string;
  /** Inline style of the root. */
  style?: CSSProperties;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
  /** `data-*` attributes land on the root too. */
  [dataAttribute: `data-${string}`]: unknown;
}

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * One schema form across several steps, with a Steps bar: Next validates only the current step's
 * `fields`, Previous keeps every value, the last step submits everything. A submit (or a server
 * refusal through `setFieldError`) that finds an error in an earlier step goes back to it.
 * The current step can be controlled (`current` / `onCurrentChange`), e.g. from the URL.
 */
export function StepForm<TValues extends FieldValues = never, TSchema extends FormSchema = FormSchema>({
  schema,
  defaultValues,
  steps,
  onSubmit,
  current: currentProp,
  defaultCurrent,
  onCurrentChange,
  submitText,
  onCancel,
  cancelText,
  layout,
  orientation = 'horizontal',
  errorText,
  ...rest
}: StepFormProps<NoInfer<SchemaFormValues<TValues, TSchema>>, TSchema>) {
  type Values = SchemaFormValues<TValues, TSchema>;
  const t = useUiTranslate(formsCatalogues);
  const form = useSchemaForm<TValues, TSchema>({
    schema,
    ...(defaultValues ? { defaultValues } : {}),
  }) as SchemaFormReturn<Values>;
  const [currentKey, setCurrentKey] = useControllableState({
    value: currentProp,
    defaultValue: defaultCurrent ?? steps[0]?.key ?? '',
    onChange: onCurrentChange,
  });
  const found = steps.findIndex((step) => step.key === currentKey);
  const index = found < 0 ? 0 : found;
  const step = steps[index];
  const last = index === steps.length - 1;
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  // After a move, focus lands in the new step: on a field with an error, else on its first field.
  const pendingFocus = useRef<{ field?: FieldPath<Values> } | null>(null);
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    if (pending.field) {
      form.setFocus(pending.field);
      return;
    }
    const panel = panelRef.current;
    (panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel)?.focus();
  }, [index, form]);

  const moveTo = (target: number, field?: FieldPath<Values>) => {
    const key = steps[target]?.key;
    if (key == null || target === index) return;
    pendingFocus.current = field ? { field } : {};
    setCurrentKey(key);
  };

  /** Goes back to the first step before this one holding one of the invalid fields. */
  const showEarlierStep = (invalid: (name: FieldPath<Values>) => boolean) => {
    for (let target = 0; target < index; target += 1) {
      const field = steps[target]?.fields.find(invalid);
      if (field) {
        moveTo(target, field);
        return;
      }
    }
  };

  const next = async () => {
    const fields = step?.fields ?? [];
    const valid = fields.length === 0 || (await form.trigger([...fields], { shouldFocus: true }));
    if (valid) moveTo(index + 1);
  };

  // Next is the form's submit button on every step but the last, so Enter in a field moves on too.
  const interceptSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (last) return;
    event.preventDefault();
    event.stopPropagation();
    void next();
  };

  const submit = async (values: Values, helpers: FormSubmitHelpers<Values>) => {
    const refused: FieldPath<Values>[] = [];
    try {
      await onSubmit(values, {
        setFieldError: (name, message) => {
          refused.push(name);
          helpers.setFieldError(name, message);
        },
      });
    } finally {
      if (refused.length) showEarlierStep((name) => refused.includes(name));
    }
  };

  return (
    <Root data-component="StepForm" data-orientation={orientation} {...rest}>
      <Steps
        items={steps.map(({ title, description }) => ({ title, description }))}
        current={index}
        orientation={orientation}
        onStepClick={(target) => moveTo(target)}
      />
      <Form
        form={form}
        onSubmit={submit}
        onInvalidSubmit={(errors) => showEarlierStep((name) => get(errors, name) != null)}
        onSubmitCapture={interceptSubmit}
        layout={layout}
        errorText={errorText}
      >
        <Panel
          ref={panelRef}
          key={step?.key}
          role="group"
          aria-labelledby={titleId}
          tabIndex={-1}
          data-part="Panel"
          data-step={step?.key}
        >
          <VisuallyHidden id={titleId}>{step?.title}</VisuallyHidden>
          {step?.content}
        </Panel>
        <FormActions
          submitText={last ? submitText : t('stepForm.next')}
          cancelText={cancelText}
          {...(onCancel ? { onCancel } : {})}
        >
          {index > 0 ? (
            <Button data-part="Previous" onClick={() => moveTo(index - 1)}>
              {t('stepForm.previous')}
            </Button>
          ) : null}
        </FormActions>
      </Form>
    </Root>
  );
}
