import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaError } from './errors';
import { runFfmpeg } from './ffmpeg';
import { makeTestClip } from './render';
import { synthesise } from './speech';
import { DEFAULT_SUBTITLE_STYLE } from './subtitles';
import { NARRATION_TAIL_MS, renderTemplate, templateDurationMs, wrapText, type TemplatePlan } from './template';

/**
 * Template renders at the real output size but only a few seconds long (the machines have two
 * cores): a 1.6 s clip with a tone, a 0.6 s clip without (looped to fill its shot), a still image.
 */
let dir: string;
let clip: string;
let shortClip: string;
let image: string;
const path = (name: string) => join(dir, name);
/** Temporary files of the engine left in the output folder (none may stay). */
const leftovers = () => readdirSync(dir).filter((f) => f.startsWith('.'));
/** Work folders of template renders left in the system's temporary folder by this process's renders. */
const workFolders = () => readdirSync(dir).filter((f) => f.startsWith('bc-template-'));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bc-media-template-'));
  clip = path('clip.mp4');
  shortClip = path('short.mp4');
  image = path('still.png');
  await Promise.all([
    makeTestClip(clip, { durationMs: 1600, width: 320, height: 240 }),
    makeTestClip(shortClip, { durationMs: 600, width: 160, height: 160, audio: false }),
    runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=200x120:rate=1', '-frames:v', '1', image]),
  ]);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const plan = (overrides: Partial<TemplatePlan> = {}): TemplatePlan => ({
  width: 720,
  height: 1280,
  fontKey: 'zcool-kuaile',
  shots: [
    {
      durationMs: 1000,
      slot: 'video',
      input: clip,
      texts: [{ content: '新品上市 New {arrivals}: 50% off', position: 'top', fontSize: 64, color: '#ffcc00' }],
      transition: 'fade',
    },
    { durationMs: 1000, slot: 'video', input: shortClip, texts: [], transition: 'none' },
  ],
  music: null,
  narration: null,
  subtitles: null,
  ...overrides,
});

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(MediaError);
    return (error as MediaError).reason;
  }
  throw new Error('expected the render to fail');
}

describe('text layers', () => {
  it('wrap to the width, Latin words kept whole', () => {
    expect(wrapText('新品上市限时优惠', 100, 450)).toEqual(['新品上市', '限时优惠']);
    expect(wrapText('limited offer today', 20, 160)).toEqual(['limited offer', 'today']);
    expect(wrapText('短', 100, 10)).toEqual(['短']);
  });
});

describe('renderTemplate', () => {
  it('lasts the sum of its shots at the template size and 30 fps, with music as its audio track', async () => {
    const out = path('two-shots.mp4');
    const seen: number[] = [];
    const probe = await renderTemplate(plan({ music: { file: clip, volume: 40 } }), out, {
      onProgress: (f) => seen.push(f),
    });
    expect(Math.abs(probe.durationMs - 2000)).toBeLessThanOrEqual(100);
    expect(probe).toMatchObject({ width: 720, height: 1280, fps: 30, videoCodec: 'h264', audioCodec: 'aac' });
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((f, i) => i === 0 || f >= seen[i - 1]!)).toBe(true);
    expect(leftovers()).toEqual([]);
  }, 60_000);

  it('holds the last shot until narration longer than the shots ends, with subtitles, an image and an empty slot', async () => {
    const speech = await synthesise('今天为你推荐三款新品。每一款都值得拥有。', 'zh-female');
    expect(speech.durationMs).toBeGreaterThan(2000);
    const wav = path('voice.wav');
    writeFileSync(wav, speech.wav);
    const narrated = plan({
      width: 720,
      height: 720,
      shots: [
        {
          durationMs: 1000,
          slot: 'image',
          input: image,
          texts: [{ content: '方形', position: 'bottom', fontSize: 80, color: '#ffffff' }],
          transition: 'fade',
        },
        { durationMs: 1000, slot: 'video', input: null, texts: [], transition: 'none' },
      ],
      narration: { wav, durationMs: speech.durationMs, cues: speech.cues },
      subtitles: DEFAULT_SUBTITLE_STYLE,
    });
    const expected = speech.durationMs + NARRATION_TAIL_MS;
    expect(templateDurationMs(narrated)).toBe(expected);
    const probe = await renderTemplate(narrated, path('narrated.mp4'));
    expect(Math.abs(probe.durationMs - expected)).toBeLessThanOrEqual(100);
    expect(probe).toMatchObject({ width: 720, height: 720, fps: 30, audioCodec: 'aac' });
  }, 90_000);

  it('gives a video with nothing to hear a silent audio track (landscape)', async () => {
    const probe = await renderTemplate(
      plan({
        width: 1280,
        height: 720,
        shots: [{ durationMs: 1000, slot: 'video', input: null, texts: [], transition: 'none' }],
      }),
      path('silent.mp4'),
    );
    expect(Math.abs(probe.durationMs - 1000)).toBeLessThanOrEqual(100);
    expect(probe).toMatchObject({ width: 1280, height: 720, audioCodec: 'aac' });
  }, 60_000);

  it('stops when cancelled and leaves no file, temporary or final', async () => {
    // Its temporary folder is made in this file's folder: renders of other test files running meanwhile leave theirs elsewhere.
    const controller = new AbortController();
    const result = renderTemplate(plan(), path('cancelled.mp4'), {
      signal: controller.signal,
      tempDir: dir,
      onProgress: (f) => {
        if (f > 0) controller.abort();
      },
    });
    expect(await reason(result)).toBe('cancelled');
    expect(readdirSync(dir)).not.toContain('cancelled.mp4');
    expect(leftovers()).toEqual([]);
    expect(workFolders()).toEqual([]);
  }, 60_000);
});
