import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { insertGeneratedFile } from '../db/renderJobs';
import type { Services } from '../http/context';
import { formatDateTime } from '../lib/time';
import { STORED_NAME } from '../storage/files';
import { MediaError } from './errors';
import { generatedName } from './output';
import { probeVideo } from './probe';
import { extractCover } from './render';

/** What the server measured of a stored video, and the cover frame it wrote. */
export interface MeasuredVideo {
  durationMs: number;
  width: number;
  height: number;
  size: number;
  /** `/files/<name>.jpg`: a frame a second in (or the middle of a shorter video). */
  coverUrl: string;
}

/**
 * Measures a video the brand uploaded (`/files/<stored name>`) with ffprobe and writes its cover
 * frame as one of the brand's files, so a material's duration, size, dimensions and cover are
 * the server's, never the client's. Throws `MediaError('notVideo')` for a file that is not a
 * readable video, `MediaError('sourceMissing')` for a URL that is not a stored file.
 */
export async function measureStoredVideo(
  services: Services,
  owner: { brandId: number; userId: number },
  url: string,
  name: string,
): Promise<MeasuredVideo> {
  const storedName = url.startsWith('/files/') ? url.slice('/files/'.length) : '';
  if (!STORED_NAME.test(storedName)) throw new MediaError('sourceMissing');
  const file = join(services.filesDir, storedName);
  const probe = await probeVideo(file);
  const cover = generatedName('jpg');
  await extractCover(file, join(services.filesDir, cover), Math.min(1000, probe.durationMs / 2), probe);
  insertGeneratedFile(services.db, owner.brandId, {
    userId: owner.userId,
    storedName: cover,
    name: `${name.slice(0, 200)}.jpg`,
    mime: 'image/jpeg',
    size: (await stat(join(services.filesDir, cover))).size,
    createdAt: formatDateTime(services.now()),
  });
  return {
    durationMs: probe.durationMs,
    width: probe.width,
    height: probe.height,
    size: probe.size,
    coverUrl: `/files/${cover}`,
  };
}
