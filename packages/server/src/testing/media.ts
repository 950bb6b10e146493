import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { generatedName } from '../media/output';
import { makeTestClip } from '../media/render';
import type { Harness } from './harness';

/** Clips made for this test process, by duration: made once, copied for each harness. */
const clipsDir = mkdtempSync(join(tmpdir(), 'bc-test-clips-'));
// Removed after the test file that imports this module (every harness has copied what it needed).
afterAll(() => rmSync(clipsDir, { recursive: true, force: true }));

/**
 * Gives seeded videos (which have a cover but no file) a real file of their stored duration: a
 * tiny 64×48 clip made by ffmpeg with a tone, stored as the brand's file. For tests whose merges
 * and splits the render worker must really make.
 */
export async function attachVideoFiles(h: Harness, materialIds: readonly number[]): Promise<void> {
  for (const id of materialIds) {
    const row = h.services.db.prepare('SELECT brand_id, user_id, duration FROM materials WHERE id = ?').get(id) as {
      brand_id: number;
      user_id: number | null;
      duration: number | null;
    };
    const durationMs = row.duration ?? 5000;
    const clip = join(clipsDir, `${durationMs}.mp4`);
    if (!existsSync(clip)) await makeTestClip(clip, { durationMs, width: 32, height: 24, fps: 5, audio: false });
    const name = generatedName('mp4');
    copyFileSync(clip, join(h.services.filesDir, name));
    h.services.db.prepare('UPDATE materials SET url = ? WHERE id = ?').run(`/files/${name}`, id);
    h.services.db
      .prepare(
        `INSERT INTO uploads (brand_id, user_id, stored_name, original_name, mime, size, created_at)
         VALUES (?, ?, ?, 'clip.mp4', 'video/mp4', 0, '2026-11-20 10:00:00')`,
      )
      .run(row.brand_id, row.user_id ?? 1, name);
  }
}
