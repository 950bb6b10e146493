import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaError } from './errors';
import { probeMedia, probeVideo } from './probe';
import { extractCover, makeTestClip, mergeVideos, splitPlan, splitVideo } from './render';

/** Tiny clips made once for the whole file: 3 s 160×120 with a tone, 2 s 96×128 without audio. */
let dir: string;
let withAudio: string;
let silent: string;
const path = (name: string) => join(dir, name);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bc-media-'));
  withAudio = path('a.mp4');
  silent = path('b.mp4');
  await Promise.all([
    makeTestClip(withAudio, { durationMs: 3000, width: 160, height: 120 }),
    makeTestClip(silent, { durationMs: 2000, width: 96, height: 128, fps: 15, audio: false }),
  ]);
}, 30_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What is left in the folder besides the inputs (no temporary `.part` file may stay). */
const leftovers = () => readdirSync(dir).filter((f) => f.startsWith('.'));

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(MediaError);
    return (error as MediaError).reason;
  }
  throw new Error('expected the operation to fail');
}

describe('probe', () => {
  it('reads duration, size, dimensions, frame rate and codecs', async () => {
    const probe = await probeVideo(withAudio);
    expect(probe.durationMs).toBeGreaterThanOrEqual(2950);
    expect(probe.durationMs).toBeLessThanOrEqual(3100);
    expect(probe).toMatchObject({ width: 160, height: 120, fps: 25, videoCodec: 'h264', audioCodec: 'aac' });
    expect(probe.size).toBe(statSync(withAudio).size);
    expect(await probeVideo(silent)).toMatchObject({ width: 96, height: 128, audioCodec: null });
  });

  it('refuses a file that is not a video, with its reason', async () => {
    const text = path('note.mp4');
    writeFileSync(text, 'not a video at all');
    expect(await reason(probeVideo(text))).toBe('notVideo');
    // A truncated MP4 (its header names ftyp, its media is cut off) is refused the same way.
    const cut = path('cut.mp4');
    writeFileSync(cut, readFileSync(withAudio).subarray(0, 600));
    expect(await reason(probeVideo(cut))).toBe('notVideo');
    // Audio alone is media but not a video.
    const wav = path('tone.wav');
    const { encodeWav } = await import('../lib/media');
    writeFileSync(wav, encodeWav(500, 440));
    expect((await probeMedia(wav)).durationMs).toBe(500);
    expect(await reason(probeVideo(wav))).toBe('notVideo');
  });
});

describe('cover', () => {
  it('writes a JPEG frame', async () => {
    const cover = path('cover.jpg');
    await extractCover(withAudio, cover, 1000);
    expect([...readFileSync(cover).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });
});

describe('split', () => {
  it('plans pieces of the chosen length, the last one what remains', () => {
    expect(splitPlan(10_800, 5000)).toEqual([
      { startMs: 0, durationMs: 5000 },
      { startMs: 5000, durationMs: 5000 },
      { startMs: 10_000, durationMs: 800 },
    ]);
  });

  it('cuts the video into playable pieces of the chosen length (within 0.1 s)', async () => {
    const outputs = ['p1.mp4', 'p2.mp4', 'p3.mp4'].map(path);
    const seen: number[] = [];
    await splitVideo(withAudio, 1200, outputs, { onProgress: (f) => seen.push(f) });
    const probes = await Promise.all(outputs.map((file) => probeVideo(file)));
    const expected = [1200, 1200, 600];
    probes.forEach((probe, i) => {
      expect(Math.abs(probe.durationMs - expected[i]!)).toBeLessThanOrEqual(100);
      expect(probe).toMatchObject({ width: 160, height: 120, videoCodec: 'h264', audioCodec: 'aac' });
    });
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((f, i) => i === 0 || f >= seen[i - 1]!)).toBe(true);
    expect(leftovers()).toEqual([]);
  });
});

describe('merge', () => {
  it('concatenates videos of different sizes into one size and frame rate, with an audio track', async () => {
    const out = path('merged.mp4');
    const probe = await mergeVideos([withAudio, silent], out);
    expect(probe).toMatchObject({ width: 160, height: 120, fps: 25, videoCodec: 'h264', audioCodec: 'aac' });
    expect(Math.abs(probe.durationMs - 5000)).toBeLessThanOrEqual(100);
    // An explicit size wins.
    const portrait = await mergeVideos([silent, withAudio], path('portrait.mp4'), { width: 96, height: 128, fps: 15 });
    expect(portrait).toMatchObject({ width: 96, height: 128, fps: 15 });
  });

  it('stops when cancelled and leaves no partial output', async () => {
    const out = path('cancelled.mp4');
    const controller = new AbortController();
    const result = mergeVideos([withAudio, withAudio, withAudio, withAudio], out, {
      signal: controller.signal,
      onProgress: (f) => {
        if (f > 0) controller.abort();
      },
    });
    expect(await reason(result)).toBe('cancelled');
    expect(readdirSync(dir)).not.toContain('cancelled.mp4');
    expect(leftovers()).toEqual([]);
  });

  it('fails with a reason on a corrupt input, leaving nothing behind', async () => {
    const corrupt = path('corrupt.mp4');
    const bytes = Buffer.from(readFileSync(withAudio));
    // Keep the header, overwrite the media data with noise.
    for (let i = 2000; i < bytes.length; i += 1) bytes[i] = (i * 7919) & 0xff;
    writeFileSync(corrupt, bytes);
    const probe = await probeVideo(withAudio);
    const out = path('from-corrupt.mp4');
    // Given the good file's probe (as a job that probed before the file changed), ffmpeg itself fails.
    const error = await reason(mergeVideos([corrupt], out, { probes: [probe] }));
    expect(['renderFailed', 'notVideo']).toContain(error);
    expect(readdirSync(dir)).not.toContain('from-corrupt.mp4');
    expect(leftovers()).toEqual([]);
  });
});
