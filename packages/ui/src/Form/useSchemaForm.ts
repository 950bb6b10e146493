import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Mode,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { useLatest } from '../hooks/useDebouncedCallback';
import { useLocale } from '../i18n/I18nProvider';
import { createFormErrorMap } from './formErrorMap';

/** Any zod 4 schema; a form's schema is an object schema (`z.object({...})`). */
export type FormSchema = z4.$ZodType;

/** The values a schema parses to, when they are an object (a form's values). */
export type SchemaOutput<TSchema> = z4.output<TSchema> extends FieldValues ? z4.output<TSchema> : never;

/**
 * The type of a schema form's values: the caller's `TValues` when given, otherwise the schema's
 * output. The output, not the input: an api-client number field (`z.preprocess`) has input `unknown`.
 */
export type SchemaFormValues<TValues extends FieldValues, TSchema> = [TValues] extends [never]
  ? SchemaOutput<TSchema>
  : TValues;

/** What `useSchemaForm` returns: react-hook-form's `useForm` result, submitting the parsed values. */
export type SchemaFormReturn<TValues extends FieldValues> = UseFormReturn<TValues, unknown, TValues>;

export interface UseSchemaFormOptions<TSchema extends FormSchema, TValues extends FieldValues> extends Omit<
  UseFormProps<TValues, unknown, TValues>,
  'resolver' | 'defaultValues' | 'mode'
> {
  /** The zod 4 schema the values must pass, e.g. the api-client's request schema for the call. */
  schema: TSchema;
  /** The values the form starts from (and returns to on `reset()`); give every field one. */
  defaultValues?: DefaultValues<TValues>;
  /** When a field is first validated: on blur, then on every change.
   * @default 'onTouched' */
  mode?: Mode;
}

/** Paths of the errors the resolver gave (not `setError` ones such as a server refusal). */
function schemaErrorPaths(errors: FieldErrors, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || (!prefix && key === 'root')) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const entry = value as { type?: unknown; message?: unknown };
    if (typeof entry.type === 'string' && 'message' in entry) {
      if (entry.type !== 'server') paths.push(path);
    } else {
      paths.push(...schemaErrorPaths(value as FieldErrors, path));
    }
  }
  return paths;
}

/**
 * react-hook-form's `useForm`, validated by a zod 4 schema with messages in the current language
 * (请填写此项 / "Required", 至少 n 个字符, …; a message the schema sets itself wins). Fields are
 * validated on blur first, then on every change; submitting focuses the first invalid field.
 *
 * Values are typed from the schema's output, or from `TValues` when given:
 * `useSchemaForm<MaterialValues>({ schema, defaultValues })`.
 */
export function useSchemaForm<TValues extends FieldValues = never, TSchema extends FormSchema = FormSchema>({
  schema,
  mode = 'onTouched',
  ...options
}: UseSchemaFormOptions<TSchema, NoInfer<SchemaFormValues<TValues, TSchema>>>): SchemaFormReturn<
  SchemaFormValues<TValues, TSchema>
> {
  type Values = SchemaFormValues<TValues, TSchema>;
  const locale = useLocale();
  const latest = useLatest({ schema, locale });

  // One resolver for the form's life: it reads the latest schema and language when it runs.
  const resolver = useCallback<Resolver<Values, unknown, Values>>(
    (values, context, resolverOptions) => {
      const current = latest.current;
      const resolve = zodResolver(current.schema as z4.$ZodType<Values, Values>, {
        error: createFormErrorMap(current.locale),
      }) as unknown as Resolver<Values, unknown, Values>;
      return resolve(values, context, resolverOptions);
    },
    [latest],
  );

  const form = useForm<Values, unknown, Values>({ ...options, mode, resolver });

  // A language switch re-validates the fields showing a schema message, so it is re-translated.
  const shownErrors = useRef<FieldErrors>({});
  useEffect(
    () =>
      form.subscribe({
        formState: { errors: true },
        callback: ({ errors }) => {
          if (errors) shownErrors.current = errors;
        },
      }),
    [form],
  );
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    const paths = schemaErrorPaths(shownErrors.current);
    if (paths.length) void form.trigger(paths as FieldPath<Values>[]);
  }, [form, locale]);

  return form;
}
