import { TEMPLATE_SIZES, type TemplateSpec } from '@brand-console/api-client';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertGeneratedFile } from '../db/renderJobs';
import { creationsWithoutFile, setCreationFile } from '../db/synthesis';
import type { Services } from '../http/context';
import { formatDateTime } from '../lib/time';
import { runFfmpeg } from '../media/ffmpeg';
import { generatedName } from '../media/output';
import { extractCover, makeTestClip } from '../media/render';
import { synthesise } from '../media/speech';
import { DEFAULT_SUBTITLE_STYLE } from '../media/subtitles';
import { renderTemplate, type TemplatePlan } from '../media/template';
import { FONT_PACKAGES, type FontKey } from '../storage/fonts';

/**
 * Real files for the seeded finished videos (ADR 0029). The seed writes their creations without a
 * file (seeding stays instant, and a test's server never renders them); `pnpm start` calls this
 * once in the background: each creation without a file is rendered from its task's spec with
 * clips made by ffmpeg in place of the library's materials (colour bars with a tone for video
 * slots, a test card for image slots, a tone as the music), its narration synthesised and its
 * subtitles burned, exactly as a member's render. A creation rendered is skipped at the next
 * start; one cut short by a stop is rendered again. Renders one at a time and stops at the first
 * failure (logged).
 */
export async function renderSeededCreations(services: Services, signal?: AbortSignal): Promise<number> {
  const pending = creationsWithoutFile(services.db);
  if (pending.length === 0) return 0;
  const work = await mkdtemp(join(tmpdir(), 'bc-seed-media-'));
  let made = 0;
  try {
    const clip = join(work, 'clip.mp4');
    const still = join(work, 'still.png');
    const tone = join(work, 'tone.mp4');
    await makeTestClip(clip, { durationMs: 4000, width: 480, height: 360, frequency: 330 });
    await makeTestClip(tone, { durationMs: 3000, width: 64, height: 48, frequency: 523 });
    await runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=640x480:rate=1', '-frames:v', '1', still]);
    for (const creation of pending) {
      if (signal?.aborted) break;
      const spec = JSON.parse(creation.spec) as TemplateSpec;
      const fontKey: FontKey = Object.hasOwn(FONT_PACKAGES, spec.subtitles.style.fontKey)
        ? (spec.subtitles.style.fontKey as FontKey)
        : 'zcool-kuaile';
      let narration: TemplatePlan['narration'] = null;
      if (spec.narration) {
        const speech = await synthesise(spec.narration.text, spec.narration.voice);
        const wav = join(work, `narration-${creation.id}.wav`);
        await writeFile(wav, speech.wav);
        narration = { wav, durationMs: speech.durationMs, cues: speech.cues };
      }
      const video = generatedName('mp4');
      const cover = generatedName('jpg');
      const videoPath = join(services.filesDir, video);
      const coverPath = join(services.filesDir, cover);
      try {
        const probe = await renderTemplate(
          {
            ...TEMPLATE_SIZES[spec.ratio],
            fontKey,
            shots: spec.shots.map((shot) => ({ ...shot, input: shot.slot === 'video' ? clip : still })),
            music: spec.musicMaterialId === null ? null : { file: tone, volume: spec.musicVolume },
            narration,
            subtitles: spec.subtitles.enabled ? { ...DEFAULT_SUBTITLE_STYLE, ...spec.subtitles.style, fontKey } : null,
          },
          videoPath,
          signal ? { signal } : {},
        );
        await extractCover(videoPath, coverPath, Math.min(1000, probe.durationMs / 2), probe);
        const now = formatDateTime(services.now());
        const userId = creation.user_id ?? 1;
        insertGeneratedFile(services.db, creation.brand_id, {
          userId,
          storedName: video,
          name: `${creation.name}.mp4`,
          mime: 'video/mp4',
          size: probe.size,
          createdAt: now,
        });
        insertGeneratedFile(services.db, creation.brand_id, {
          userId,
          storedName: cover,
          name: `${creation.name}.jpg`,
          mime: 'image/jpeg',
          size: (await stat(coverPath)).size,
          createdAt: now,
        });
        setCreationFile(services.db, creation.brand_id, creation.id, {
          url: `/files/${video}`,
          coverUrl: `/files/${cover}`,
          duration: probe.durationMs,
          size: probe.size,
          width: probe.width,
          height: probe.height,
        });
        made += 1;
      } catch (error) {
        await Promise.all([rm(videoPath, { force: true }), rm(coverPath, { force: true })]);
        throw error;
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return made;
}
