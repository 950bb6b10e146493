import { z } from 'zod';

/**
 * Field builders shared by the request schemas. Form-urlencoded and multipart bodies carry only
 * text, so numbers are coerced and lists accept a single value (one repeated key) as well as an
 * array; JSON bodies pass through the same schemas unchanged. See `src/client/encoding.ts` for
 * the encoding these mirror.
 */

/** A plain decimal number as text (no hex, words, or blank text). */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Form and multipart bodies carry text: a decimal string becomes its number. Anything else (empty
 * or blank text, booleans, arrays, objects, hex, words) reaches the number schema as it is and is
 * refused, where `z.coerce.number()` read `''`, `'  '`, `false` and `[]` as 0 and `true` as 1: a
 * blank `isOpen=` or `userId=` must be a 400, not a call about 0. Numbers from JSON pass through.
 */
const fromText = (value: unknown) => (typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value) : value);

/** A number read from form text, keeping the bounds methods the schemas chain (`int().min(1)`). */
export interface NumberField extends z.ZodPreprocess<z.ZodNumber> {
  min(value: number, message?: string): NumberField;
  max(value: number, message?: string): NumberField;
  nonnegative(message?: string): NumberField;
}

function numberField(inner: z.ZodNumber): NumberField {
  return Object.assign(z.preprocess(fromText, inner), {
    min: (value: number, message?: string) => numberField(inner.min(value, message)),
    max: (value: number, message?: string) => numberField(inner.max(value, message)),
    nonnegative: (message?: string) => numberField(inner.nonnegative(message)),
  });
}

/** A finite number (from form text or JSON). */
export const num = () => numberField(z.number());
/** A safe integer (from form text or JSON). */
export const int = () => numberField(z.number().int());
/** A non-negative integer id. */
export const id = () => numberField(z.number().int().nonnegative());
/**
 * The most the server accepts, by kind of field: every string and list in a request schema has a
 * maximum (checked by `requestSchemas.test.ts`), so no request stores a megabyte of text, builds a
 * search pattern SQLite refuses, or binds more ids than it can. Forms read the same numbers.
 */
export const LIMITS = {
  /** One line: names, search texts, codes, passwords. */
  text: 200,
  /** Descriptions, remarks, explanations. */
  description: 1_000,
  /** Long content: copy, scripts, prompts. */
  content: 20_000,
  /** Addresses of stored files, links and page paths. */
  url: 2_048,
  /** Tokens handed over by other systems. */
  token: 4_096,
  /** Items in one list (ids, rows, relations). */
  list: 1_000,
  /** Files in one batch upload. */
  files: 50,
  /** Bytes of an avatar image. */
  avatarBytes: 2 * 1024 * 1024,
} as const;

/** Text of at most `max` characters (one line by default; pass a `LIMITS` entry for more). */
export const text = (max: number = LIMITS.text) => z.string().max(max);
/** One of the listed numeric codes (from form text or JSON). */
export const code = <const T extends readonly [number, ...number[]]>(values: T) =>
  z.preprocess(fromText, z.literal(values));
/** 0 or 1. */
export const flag = () => code([0, 1]);
/** A list of at most `max` items; a single form value (one key) counts as a one-item list. */
export const list = <T extends z.ZodType>(item: T, max: number = LIMITS.list) =>
  z.preprocess(
    (value) => (value === undefined || value === null || Array.isArray(value) ? value : [value]),
    z.array(item).max(max),
  );
/** A list of at most `max` items, as JSON sends it. */
export const array = <T extends z.ZodType>(item: T, max: number = LIMITS.list) => z.array(item).max(max);
/** True when `YYYY-MM-DD[ HH:mm:ss]` names a real moment (no 30 February, no 25:61). */
function isCalendarDate(value: string): boolean {
  const [year, month, day, hour = 0, minute = 0, second = 0] = value.split(/[- :]/).map(Number) as number[];
  const days = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  return month! >= 1 && month! <= 12 && day! >= 1 && day! <= days && hour < 24 && minute < 60 && second < 60;
}
/** `YYYY-MM-DD HH:mm:ss` (spec section 5). */
export const dateTime = () =>
  z
    .string()
    .max(19)
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'YYYY-MM-DD HH:mm:ss')
    .refine(isCalendarDate, 'YYYY-MM-DD HH:mm:ss');
/** A date or date-time bound of a range search (`YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`). */
export const dateBound = () =>
  z
    .string()
    .max(19)
    .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, 'YYYY-MM-DD[ HH:mm:ss]')
    .refine(isCalendarDate, 'YYYY-MM-DD[ HH:mm:ss]');
/** A file of a multipart body. */
export const file = () => z.instanceof(Blob);
/** Paging parameters of every list call. */
export const page = () => ({ pageNo: int().min(1), pageSize: int().min(1).max(1000) });
/** An endpoint without parameters. */
export const empty = () => z.object({});

/** Decoded form or query parameters: repeated keys become arrays. */
export type DecodedParams = Record<string, string | File | (string | File)[]>;

/**
 * Turns a form-urlencoded body, a query string or a multipart body into a plain object the
 * request schemas accept (the reference server's side of `src/client/encoding.ts`).
 */
export function decodeFormParams(input: URLSearchParams | FormData | string): DecodedParams {
  const entries: Iterable<[string, string | File]> =
    typeof input === 'string' ? new URLSearchParams(input).entries() : input.entries();
  const result: DecodedParams = {};
  for (const [key, value] of entries) {
    const previous = result[key];
    if (previous === undefined) result[key] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else result[key] = [previous, value];
  }
  return result;
}
