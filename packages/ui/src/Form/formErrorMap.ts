import type * as z4 from 'zod/v4/core';
import type { Locale } from '../i18n/locale';
import { formsCatalogues } from '../i18n/messages/forms';
import { createTranslator, type Translate } from '../i18n/translate';

type FormsKey = keyof (typeof formsCatalogues)['zh-CN'];

/** An empty form value: nothing typed, nothing chosen (`undefined`, `null`, `''`). */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD`, with ` HH:mm` when the moment is not midnight (local time). */
function formatDate(ms: number): string {
  const date = new Date(ms);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return date.getHours() || date.getMinutes() ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

/** 512 B, 1.5 KB, 20 MB. */
function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

type Issue = z4.$ZodRawIssue;
type SizeIssue = Extract<Issue, { code: 'too_small' | 'too_big' }>;

function sizeMessage(issue: SizeIssue, t: Translate<FormsKey>): string {
  const small = issue.code === 'too_small';
  const raw = small ? issue.minimum : issue.maximum;
  const bound = Number(raw);
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string': {
      if (issue.exact) return t('validation.stringLength', { length: bound });
      if (small) {
        const min = inclusive ? bound : bound + 1;
        return min <= 1 ? t('validation.required') : t('validation.stringMin', { min });
      }
      return t('validation.stringMax', { max: inclusive ? bound : bound - 1 });
    }
    case 'array':
    case 'set': {
      if (issue.exact) return t('validation.itemsLength', { length: bound });
      if (small) return t('validation.itemsMin', { min: inclusive ? bound : bound + 1 });
      return t('validation.itemsMax', { max: inclusive ? bound : bound - 1 });
    }
    case 'number':
    case 'int':
    case 'bigint': {
      const text = String(raw);
      if (small)
        return inclusive ? t('validation.numberMin', { min: text }) : t('validation.numberAbove', { min: text });
      return inclusive ? t('validation.numberMax', { max: text }) : t('validation.numberBelow', { max: text });
    }
    case 'date':
      return small
        ? t('validation.dateMin', { date: formatDate(bound) })
        : t('validation.dateMax', { date: formatDate(bound) });
    case 'file':
      return small
        ? t('validation.fileMin', { size: formatBytes(bound) })
        : t('validation.fileMax', { size: formatBytes(bound) });
    default:
      return t('validation.invalid');
  }
}

function formatMessage(issue: Extract<Issue, { code: 'invalid_format' }>, t: Translate<FormsKey>): string {
  switch (issue.format) {
    case 'email':
      return t('validation.email');
    case 'url':
      return t('validation.url');
    case 'datetime':
    case 'date':
    case 'time':
    case 'duration':
      return t('validation.dateFormat');
    case 'starts_with':
      return t('validation.startsWith', { prefix: String(issue['prefix'] ?? '') });
    case 'ends_with':
      return t('validation.endsWith', { suffix: String(issue['suffix'] ?? '') });
    case 'includes':
      return t('validation.includes', { includes: String(issue['includes'] ?? '') });
    default:
      return t('validation.format');
  }
}

function typeMessage(issue: Extract<Issue, { code: 'invalid_type' }>, t: Translate<FormsKey>): string {
  // zod reports NaN and an invalid Date with `input: null` and a `received` note: a value was given.
  if (isEmpty(issue.input) && !('received' in issue)) return t('validation.required');
  switch (issue.expected) {
    case 'number':
    case 'bigint':
    case 'nan':
      return t('validation.number');
    case 'int':
      return t('validation.integer');
    case 'date':
      return t('validation.date');
    default:
      return t('validation.invalid');
  }
}

/** The message for one zod 4 issue in the given catalogue (see {@link createFormErrorMap}). */
function messageFor(issue: Issue, t: Translate<FormsKey>): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue, t);
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue, t);
    case 'invalid_format':
      return formatMessage(issue, t);
    case 'invalid_value':
      return isEmpty(issue.input) ? t('validation.required') : t('validation.option');
    case 'not_multiple_of':
      return t('validation.multipleOf', { divisor: String(issue.divisor) });
    case 'unrecognized_keys':
      return t('validation.unknownKeys', { keys: issue.keys.join(t('validation.keySeparator')) });
    case 'invalid_union':
      return isEmpty(issue.input) ? t('validation.required') : t('validation.invalid');
    default:
      return t('validation.invalid');
  }
}

const translators = new Map<Locale, Translate<FormsKey>>();

/**
 * A zod 4 error map with the console's messages in `locale`: 请填写此项 / "Required" for an empty
 * value (a missing field, `null`, `''`, or a string below one character), 至少 n 个字符, 最多 n 个字符,
 * 不能大于 n, 最多选择 n 项 and so on for every issue code. A message the schema sets itself
 * (`z.string().min(2, '名称太短')`) still wins: zod ranks a schema's own message above a per-parse map.
 *
 * `useSchemaForm` uses it; pass it yourself anywhere else: `schema.safeParse(value, { error: createFormErrorMap(locale) })`.
 */
export function createFormErrorMap(locale: Locale): z4.$ZodErrorMap {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(formsCatalogues, locale);
    translators.set(locale, t);
  }
  const translate = t;
  return (issue) => messageFor(issue, translate);
}
