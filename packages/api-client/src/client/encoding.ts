/**
 * Parameter encoding, in one place (the reference server decodes with `decodeFormParams` from
 * the schemas subpath, which mirrors these rules):
 *
 * - `undefined` and `null` values are left out.
 * - Arrays become repeated keys (`ids=1&ids=2`); an empty array is left out. Repeated keys are
 *   lossless (a comma-joined list breaks on names containing commas).
 * - Numbers and booleans are sent as `String(value)` (`1`, `true`); dates as ISO strings.
 * - Any other object (nested) is sent as its JSON text. Endpoints whose payload is mostly
 *   nested use the JSON encoding instead.
 * - Multipart bodies follow the same rules; `Blob`/`File` values are appended as files.
 */

/** A value a form or query string can carry. */
export type Params = Record<string, unknown>;

function scalarToString(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

function eachEntry(params: Params | undefined, visit: (key: string, value: unknown) => void): void {
  if (!params) return;
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item !== undefined && item !== null) visit(key, item);
      }
    } else {
      visit(key, value);
    }
  }
}

/** Form-urlencoded body or query string for `params`. Throws for files (use multipart). */
export function toSearchParams(params: Params | undefined): URLSearchParams {
  const search = new URLSearchParams();
  eachEntry(params, (key, value) => {
    if (value instanceof Blob) throw new TypeError(`Parameter "${key}" is a file: the endpoint must use multipart`);
    search.append(key, scalarToString(value));
  });
  return search;
}

/** Multipart body for `params`; files keep their own name. */
export function toFormData(params: Params | undefined): FormData {
  const form = new FormData();
  eachEntry(params, (key, value) => {
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, scalarToString(value));
  });
  return form;
}

/** Replaces `{name}` segments of `path` by the URI-encoded parameter and returns the remaining parameters. */
export function fillPathParams(path: string, params: Params | undefined): { path: string; rest: Params | undefined } {
  if (!path.includes('{')) return { path, rest: params };
  const rest: Params = { ...params };
  const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

/** True when `value` holds something that cannot be compared by content (files, streams, buffers, FormData). */
export function isIncomparable(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (
    value instanceof Blob ||
    value instanceof FormData ||
    value instanceof ArrayBuffer ||
    ArrayBuffer.isView(value) ||
    value instanceof ReadableStream
  ) {
    return true;
  }
  if (value instanceof Date) return false;
  if (Array.isArray(value)) return value.some(isIncomparable);
  return Object.values(value).some(isIncomparable);
}

/**
 * Stable text of `value` with object keys sorted and `undefined`/`null` members dropped (the
 * encoders drop them too), so `{a, b}` and `{b, a}` give the same key. Callers must first rule out
 * incomparable values with {@link isIncomparable}.
 */
export function canonicalize(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalize).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalize(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}
