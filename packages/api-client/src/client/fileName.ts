/**
 * File names for downloads: read from Content-Disposition (RFC 6266, with RFC 8187 `filename*`
 * taking precedence), then sanitized as spec section 5 requires: the name keeps only Chinese
 * characters, Latin letters and digits. The extension (after the last dot) is kept, sanitized to
 * Latin letters and digits, so `导出 (1).xlsx` becomes `导出1.xlsx`.
 */

/** Longest base name kept, in characters; a 300-character hostile name is cut to this. */
export const MAX_FILE_NAME_LENGTH = 100;
/** Longest extension kept. */
const MAX_EXTENSION_LENGTH = 10;

function decodePercent(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** RFC 8187 ext-value: `charset'lang'pct-encoded`. Only UTF-8 and ISO-8859-1 are defined. */
function decodeExtValue(value: string): string | undefined {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value.trim());
  if (!match) return undefined;
  const charset = (match[1] ?? '').toLowerCase();
  const encoded = match[2] ?? '';
  if (charset === 'utf-8') return decodePercent(encoded);
  if (charset === 'iso-8859-1') {
    return encoded.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return undefined;
}

/** Splits a header into `name=value` parameters, honouring quoted strings and backslash escapes. */
function parseParameters(header: string): Map<string, string> {
  const parameters = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const match of header.matchAll(pattern)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : (match[3] ?? '').trim();
    if (!parameters.has(name)) parameters.set(name, value);
  }
  return parameters;
}

/** The raw (unsanitized) file name of a Content-Disposition header, if it names one. */
export function parseContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const parameters = parseParameters(`;${header.replace(/^[^;]*/, '')}`);
  const extended = parameters.get('filename*');
  if (extended !== undefined) {
    const decoded = decodeExtValue(extended);
    if (decoded) return decoded;
  }
  const plain = parameters.get('filename');
  if (!plain) return undefined;
  // Many servers put percent-encoded UTF-8 into the plain parameter; decode it when it looks so.
  if (/%[0-9a-f]{2}/i.test(plain)) return decodePercent(plain) ?? plain;
  return plain;
}

const disallowedInName = /[^\p{Script=Han}A-Za-z0-9]/gu;

/**
 * Keeps Chinese characters, Latin letters and digits of the base name (path separators, control
 * characters, bidi overrides, dots and spaces all go) and a letters-and-digits extension.
 * Falls back to `fallback` when nothing is left.
 */
export function sanitizeFileName(raw: string, fallback = 'download'): string {
  // Only the last path segment can be a file name.
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  const dot = lastSegment.lastIndexOf('.');
  const base = dot > 0 ? lastSegment.slice(0, dot) : lastSegment;
  const extension =
    dot > 0
      ? lastSegment
          .slice(dot + 1)
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, MAX_EXTENSION_LENGTH)
      : '';
  const cleanBase = Array.from(base.replace(disallowedInName, '')).slice(0, MAX_FILE_NAME_LENGTH).join('');
  const name = cleanBase || fallback.replace(disallowedInName, '') || 'download';
  return extension ? `${name}.${extension}` : name;
}
