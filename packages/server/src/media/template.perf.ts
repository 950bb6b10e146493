import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { runFfmpeg } from './ffmpeg';
import { makeTestClip } from './render';
import { synthesise } from './speech';
import { DEFAULT_SUBTITLE_STYLE } from './subtitles';
import { renderTemplate } from './template';

/**
 * `pnpm bench template-render`: one render of a 3-shot 6 s 9:16 template (a video slot, an image
 * slot, a video slot looped; text layers; a fade; narration shorter than the shots with burned
 * subtitles; music) at its real size, timed from the call to the measured file. Writes the render
 * time, the output's length and the ms of render per second of output; bench.mjs takes medians.
 */
const output = join(dirname(fileURLToPath(import.meta.url)), '../../.perf/template-render.json');

it('renders a 6 s template video', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bc-bench-template-'));
  try {
    const clip = join(dir, 'clip.mp4');
    const still = join(dir, 'still.png');
    await makeTestClip(clip, { durationMs: 1500, width: 640, height: 480 });
    await runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=640x480:rate=1', '-frames:v', '1', still]);
    const speech = await synthesise('今天为你推荐三款新品。', 'zh-female');
    expect(speech.durationMs).toBeLessThan(5000);
    const wav = join(dir, 'voice.wav');
    writeFileSync(wav, speech.wav);
    const text = (content: string, position: 'top' | 'bottom') => ({
      content,
      position,
      fontSize: 64,
      color: '#ffffff',
    });
    const started = performance.now();
    const probe = await renderTemplate(
      {
        width: 720,
        height: 1280,
        fontKey: 'zcool-kuaile',
        shots: [
          { durationMs: 2000, slot: 'video', input: clip, texts: [text('新品上市', 'top')], transition: 'fade' },
          { durationMs: 2000, slot: 'image', input: still, texts: [text('限时尝鲜价', 'bottom')], transition: 'none' },
          { durationMs: 2000, slot: 'video', input: clip, texts: [], transition: 'none' },
        ],
        music: { file: clip, volume: 30 },
        narration: { wav, durationMs: speech.durationMs, cues: speech.cues },
        subtitles: DEFAULT_SUBTITLE_STYLE,
      },
      join(dir, 'out.mp4'),
    );
    const renderMs = Math.round(performance.now() - started);
    expect(Math.abs(probe.durationMs - 6000)).toBeLessThanOrEqual(100);
    mkdirSync(dirname(output), { recursive: true });
    writeFileSync(
      output,
      JSON.stringify({
        renderMs,
        outputMs: probe.durationMs,
        msPerOutputSecond: Math.round(renderMs / (probe.durationMs / 1000)),
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
