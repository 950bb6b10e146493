import { open } from 'node:fs/promises';

/**
 * HTTP byte ranges of stored files (RFC 9110 §14), so a video plays from any point without the
 * browser downloading everything before it. One range is served; a header with several, or one this
 * parser does not understand, is ignored and the whole file is sent, as the RFC allows.
 */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/** The inclusive byte range `header` asks of a file of `size` bytes. */
export function byteRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // A suffix: the last N bytes.
    const length = Number(match[2]);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** Bytes `start`..`end` (inclusive) of the file at `path`. */
export async function readRange(path: string, start: number, end: number): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const bytes = new Uint8Array(end - start + 1);
    let read = 0;
    while (read < bytes.length) {
      const { bytesRead } = await file.read(bytes, read, bytes.length - read, start + read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    return bytes.subarray(0, read);
  } finally {
    await file.close();
  }
}
