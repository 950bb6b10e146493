import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';

/**
 * Writes a file through a temporary name beside it and renames it only when `write` succeeded, so
 * a reader (the file route, a material row) never sees a half-written file: on failure or
 * cancellation the temporary file is removed and the error passed on. The temporary name starts
 * with a dot and keeps the extension (ffmpeg picks the format from it); the file route never
 * serves such a name (`STORED_NAME`).
 */
export async function atomicOutput<T>(target: string, write: (temporary: string) => Promise<T>): Promise<T> {
  const temporary = join(
    dirname(target),
    `.${basename(target, extname(target))}.${randomBytes(4).toString('hex')}.part${extname(target)}`,
  );
  try {
    const result = await write(temporary);
    await rename(temporary, target);
    return result;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** A generated file's name in the files folder: 32 hex characters and the extension (`STORED_NAME`). */
export const generatedName = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;
