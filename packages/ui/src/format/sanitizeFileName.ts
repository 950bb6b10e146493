/** Han ideographs, ASCII letters and ASCII digits: the only characters a download name keeps (spec section 5). */
const DISALLOWED = /[^\p{Script=Han}A-Za-z0-9]/gu;

/** Fallback when nothing is left of the name. */
export const DEFAULT_FILE_NAME = 'file';

export interface SanitizeFileNameOptions {
  /** Used when nothing is left of the name.
   * @default 'file' */
  fallback?: string;
  /** Upper bound for the whole result (name, dot and extension) in UTF-8 bytes; most file systems
   * allow 255, and a browser may add ` (1)` to a duplicate.
   * @default 200 */
  maxBytes?: number;
}

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

/** Keeps only allowed characters after NFKC (full-width `ＡＢ１` becomes `AB1`, so it survives). */
function strip(text: string): string {
  return text.normalize('NFKC').replace(DISALLOWED, '');
}

/** Cuts at a code point boundary so the UTF-8 length stays within `maxBytes`. */
function truncateToBytes(text: string, maxBytes: number): string {
  let out = '';
  let used = 0;
  for (const char of text) {
    const size = byteLength(char);
    if (used + size > maxBytes) break;
    out += char;
    used += size;
  }
  return out;
}

/**
 * A safe file name for a download (spec section 5: "file name stripped of characters other than
 * Chinese letters, Latin letters and digits").
 *
 * Everything else goes: spaces, punctuation, dots, path separators (`/`, `\`), control characters
 * (CR, LF, NUL), bidirectional overrides (U+202E) and emoji, so a name can neither climb out of a
 * folder nor disguise its extension. Full-width letters and digits are folded to ASCII first.
 * The extension, given separately (`'mp4'` or `'.mp4'`), is cleaned the same way and appended
 * after a dot; it is never cut, the name is shortened instead.
 *
 * @example sanitizeFileName('春季 新品/#1?', 'mp4') // '春季新品1.mp4'
 */
export function sanitizeFileName(name: string, extension?: string, options: SanitizeFileNameOptions = {}): string {
  const { fallback = DEFAULT_FILE_NAME, maxBytes = 200 } = options;
  const ext = extension ? strip(extension) : '';
  const suffix = ext ? `.${ext}` : '';
  const budget = Math.max(1, maxBytes - byteLength(suffix));
  const base =
    truncateToBytes(strip(name ?? ''), budget) || truncateToBytes(strip(fallback), budget) || DEFAULT_FILE_NAME;
  return base + suffix;
}
