/** Why a file was not accepted. */
export type FileRejectionReason = 'type' | 'size' | 'count';

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

export interface FileRules {
  /**
   * Allowed types: extensions (`.png`), MIME types (`image/png`) and MIME groups (`image/*`).
   * Extensions and MIME types are checked independently: when the list names extensions, the
   * file name must end in one of them; when it names MIME types, the file's type must match one.
   * So with `['.png', 'image/png']` a `a.png` reporting `text/plain` is rejected, and so is a
   * file called `photo` (no extension) reporting `image/png`. A file whose type the browser left
   * empty is judged by its extension alone (browsers leave it empty for types they do not know).
   * Empty or omitted: everything is allowed.
   */
  accept?: readonly string[] | undefined;
  /** Largest allowed size in bytes. */
  maxSize?: number | undefined;
  /** Most files allowed in total, counting `existingCount`. */
  maxFiles?: number | undefined;
  /** Files already chosen earlier that count against `maxFiles`.
   * @default 0 */
  existingCount?: number | undefined;
}

export interface FileCheckResult {
  accepted: File[];
  rejected: FileRejection[];
}

interface ParsedAccept {
  extensions: string[];
  mimeTypes: string[];
}

/** Splits an accept list into lower-case extensions (with their dot) and MIME patterns. */
export function parseAccept(accept: readonly string[] = []): ParsedAccept {
  const extensions: string[] = [];
  const mimeTypes: string[] = [];
  for (const raw of accept) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry.includes('/')) mimeTypes.push(entry);
    else extensions.push(entry.startsWith('.') ? entry : `.${entry}`);
  }
  return { extensions, mimeTypes };
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

function mimeMatches(type: string, pattern: string): boolean {
  if (pattern === '*/*') return true;
  if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
  return type === pattern;
}

/** True when the file's type is allowed by the accept list (see {@link FileRules.accept}). */
export function isAcceptedType(file: File, accept?: readonly string[]): boolean {
  const { extensions, mimeTypes } = parseAccept(accept);
  const type = file.type.trim().toLowerCase().split(';')[0] ?? '';
  const extensionOk = extensions.length === 0 || extensions.includes(extensionOf(file.name));
  if (!extensionOk) return false;
  if (mimeTypes.length === 0) return true;
  if (!type) return extensions.length > 0;
  return mimeTypes.some((pattern) => mimeMatches(type, pattern));
}

/**
 * Sorts files into accepted and rejected, in the order given: type first, then size, then the
 * count limit (the first files that pass win the remaining places).
 */
export function validateFiles(files: Iterable<File>, rules: FileRules = {}): FileCheckResult {
  const { accept, maxSize, maxFiles, existingCount = 0 } = rules;
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  let places = maxFiles === undefined ? Number.POSITIVE_INFINITY : Math.max(0, maxFiles - existingCount);
  for (const file of files) {
    if (!isAcceptedType(file, accept)) rejected.push({ file, reason: 'type' });
    else if (maxSize !== undefined && file.size > maxSize) rejected.push({ file, reason: 'size' });
    else if (places <= 0) rejected.push({ file, reason: 'count' });
    else {
      accepted.push(file);
      places -= 1;
    }
  }
  return { accepted, rejected };
}

/** A short, readable list of the allowed types for hints: extensions if any, else the MIME entries. */
export function describeAccept(accept?: readonly string[]): string[] {
  const { extensions, mimeTypes } = parseAccept(accept);
  return extensions.length ? extensions : mimeTypes;
}
