import { rm } from 'node:fs/promises';
import { runFfmpeg, type RunOptions } from './ffmpeg';
import { atomicOutput } from './output';
import { probeVideo, type MediaProbe } from './probe';

/**
 * The engine's video operations. Each takes files on disk and writes its output(s) through
 * `atomicOutput` (a temporary name, renamed when complete), reports progress as a fraction and
 * stops when its `signal` aborts, leaving nothing behind. Every output is H.264 (yuv420p) with
 * AAC audio in MP4 with `+faststart`, so a browser plays it from its first bytes.
 */

/** Common encoder settings: fast on two cores, small files, playable everywhere. */
const VIDEO_ENCODE = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'];
const AUDIO_ENCODE = ['-c:a', 'aac', '-b:a', '128k', '-ar', '44100', '-ac', '2'];
const MP4 = ['-movflags', '+faststart', '-f', 'mp4'];

export interface Progress {
  /** Fraction done, 0–1, rising. */
  onProgress?: (fraction: number) => void;
  /** Aborting kills ffmpeg, removes partial output and rejects with `MediaError('cancelled')`. */
  signal?: AbortSignal;
}

/** Quotes a value for an ffmpeg filter argument (a path in `subtitles=`). */
export function filterQuote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "'\\''").replace(/:/g, '\\:')}'`;
}

/**
 * Writes one frame of `input` at `atMs` (clamped into the video) as a JPEG at most 720 px wide:
 * a material's cover.
 */
export async function extractCover(input: string, output: string, atMs: number, probe?: MediaProbe): Promise<void> {
  const info = probe ?? (await probeVideo(input));
  const at = Math.max(0, Math.min(atMs, info.durationMs - 100)) / 1000;
  await atomicOutput(output, (tmp) =>
    runFfmpeg([
      '-ss',
      at.toFixed(3),
      '-i',
      input,
      '-frames:v',
      '1',
      '-vf',
      "scale='min(720,iw)':-2",
      '-q:v',
      '3',
      '-f',
      'image2',
      tmp,
    ]),
  );
}

/** Where each piece of a split starts and how long it is, in ms: pieces of `pieceMs`, the last one shorter. */
export function splitPlan(durationMs: number, pieceMs: number, maxPieces = Number.POSITIVE_INFINITY) {
  if (!(pieceMs > 0)) throw new RangeError('pieceMs must be positive');
  const count = Math.min(maxPieces, Math.ceil(durationMs / pieceMs));
  return Array.from({ length: count }, (_, i) => ({
    startMs: i * pieceMs,
    durationMs: Math.min(pieceMs, durationMs - i * pieceMs),
  }));
}

/**
 * Cuts `input` into pieces of `pieceMs` (the last one what remains), writing piece `i` to
 * `outputs[i]` (as many outputs as `splitPlan` gives pieces). Each piece is re-encoded from its
 * exact start, so it begins on a key frame and plays from its first frame; audio is kept when the
 * source has it. On failure or cancellation the pieces already written are removed too.
 */
export async function splitVideo(
  input: string,
  pieceMs: number,
  outputs: readonly string[],
  options: Progress & { probe?: MediaProbe } = {},
): Promise<void> {
  const info = options.probe ?? (await probeVideo(input));
  const plan = splitPlan(info.durationMs, pieceMs, outputs.length);
  if (plan.length !== outputs.length) throw new RangeError(`a split of this video makes ${plan.length} pieces`);
  const written: string[] = [];
  try {
    for (const [i, piece] of plan.entries()) {
      const run: RunOptions = {
        durationMs: piece.durationMs,
        onProgress: (f) => options.onProgress?.((piece.startMs + f * piece.durationMs) / info.durationMs),
      };
      if (options.signal) run.signal = options.signal;
      await atomicOutput(outputs[i]!, (tmp) =>
        runFfmpeg(
          [
            '-ss',
            (piece.startMs / 1000).toFixed(3),
            '-i',
            input,
            '-t',
            (piece.durationMs / 1000).toFixed(3),
            '-map',
            '0:v:0',
            '-map',
            '0:a:0?',
            ...VIDEO_ENCODE,
            ...AUDIO_ENCODE,
            ...MP4,
            tmp,
          ],
          run,
        ),
      );
      written.push(outputs[i]!);
    }
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw error;
  }
  options.onProgress?.(1);
}

export interface MergeFormat {
  /** Output size in pixels (even numbers); default: the first video's, rounded down to even. */
  width?: number;
  height?: number;
  /** Output frame rate; default: the first video's, at most 30. */
  fps?: number;
}

/**
 * Concatenates `inputs` into `output`, normalised to one size (each scaled to fit and padded with
 * black, square pixels) and one frame rate. Audio is kept; an input without audio gets silence of
 * its length, so the output always has one audio track in step with the picture.
 */
export async function mergeVideos(
  inputs: readonly string[],
  output: string,
  options: Progress & MergeFormat & { probes?: readonly MediaProbe[] } = {},
): Promise<MediaProbe> {
  if (inputs.length === 0) throw new RangeError('nothing to merge');
  const probes = options.probes ?? (await Promise.all(inputs.map((file) => probeVideo(file))));
  const even = (n: number) => Math.max(2, Math.floor(n / 2) * 2);
  const width = even(options.width ?? probes[0]!.width);
  const height = even(options.height ?? probes[0]!.height);
  const fps = options.fps ?? Math.min(30, Math.round(probes[0]!.fps) || 25);
  const args: string[] = [];
  for (const file of inputs) args.push('-i', file);
  const filters: string[] = [];
  const pads: string[] = [];
  let silent = inputs.length;
  probes.forEach((probe, i) => {
    filters.push(
      `[${i}:v:0]scale=${width}:${height}:force_original_aspect_ratio=decrease,` +
        `pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=${fps},format=yuv420p[v${i}]`,
    );
    if (probe.audioCodec) {
      filters.push(`[${i}:a:0]aresample=44100,aformat=sample_fmts=fltp:channel_layouts=stereo[a${i}]`);
    } else {
      args.push('-f', 'lavfi', '-t', (probe.durationMs / 1000).toFixed(3), '-i', 'anullsrc=r=44100:cl=stereo');
      filters.push(`[${silent}:a]aformat=sample_fmts=fltp:channel_layouts=stereo[a${i}]`);
      silent += 1;
    }
    pads.push(`[v${i}][a${i}]`);
  });
  filters.push(`${pads.join('')}concat=n=${inputs.length}:v=1:a=1[v][a]`);
  const total = probes.reduce((sum, p) => sum + p.durationMs, 0);
  const run: RunOptions = { durationMs: total };
  if (options.onProgress) run.onProgress = options.onProgress;
  if (options.signal) run.signal = options.signal;
  await atomicOutput(output, (tmp) =>
    runFfmpeg(
      [
        ...args,
        '-filter_complex',
        filters.join(';'),
        '-map',
        '[v]',
        '-map',
        '[a]',
        ...VIDEO_ENCODE,
        ...AUDIO_ENCODE,
        ...MP4,
        tmp,
      ],
      run,
    ),
  );
  options.onProgress?.(1);
  return probeVideo(output);
}

/**
 * A short test clip made by ffmpeg alone: colour bars (`testsrc`) with a frame counter and, unless
 * `audio` is false, a sine tone. For tests and seeds; never from a client's input.
 */
export async function makeTestClip(
  output: string,
  options: { durationMs: number; width?: number; height?: number; fps?: number; audio?: boolean; frequency?: number },
): Promise<void> {
  const { durationMs, width = 160, height = 120, fps = 25, audio = true, frequency = 440 } = options;
  const seconds = (durationMs / 1000).toFixed(3);
  const args = ['-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=${fps}:duration=${seconds}`];
  if (audio) args.push('-f', 'lavfi', '-i', `sine=frequency=${frequency}:sample_rate=44100:duration=${seconds}`);
  await atomicOutput(output, (tmp) =>
    runFfmpeg([...args, ...VIDEO_ENCODE, ...(audio ? AUDIO_ENCODE : []), '-shortest', ...MP4, tmp]),
  );
}
