import { z } from 'zod';

/**
 * Field builders shared by the request schemas. Form-urlencoded and multipart bodies carry only
 * text, so numbers are coerced and lists accept a single value (one repeated key) as well as an
 * array; JSON bodies pass through the same schemas unchanged. See `src/client/encoding.ts` for
 * the encoding these mirror.
 */

/** A number (coerced from form text). */
export const num = () => z.coerce.number();
/** An integer (coerced from form text). */
export const int = () => z.coerce.number().int();
/** A positive integer id. */
export const id = () => z.coerce.number().int().nonnegative();
/** Free text. */
export const text = () => z.string();
/** One of the listed numeric codes (coerced from form text). */
export const code = <const T extends readonly [number, ...number[]]>(values: T) =>
  z.coerce.number().pipe(z.literal(values));
/** 0 or 1. */
export const flag = () => code([0, 1]);
/** A list; a single form value (one key) counts as a one-item list. */
export const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || value === null || Array.isArray(value) ? value : [value]),
    z.array(item),
  );
/** `YYYY-MM-DD HH:mm:ss` (spec section 5). */
export const dateTime = () => z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'YYYY-MM-DD HH:mm:ss');
/** A date or date-time bound of a range search (`YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`). */
export const dateBound = () => z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, 'YYYY-MM-DD[ HH:mm:ss]');
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
