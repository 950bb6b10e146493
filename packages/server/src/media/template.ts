import type { TemplateSlotKind, TemplateTextLayer, TemplateTransition } from '@brand-console/api-client';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FontKey } from '../storage/fonts';
import { runFfmpeg, type RunOptions } from './ffmpeg';
import { MediaError } from './errors';
import { atomicOutput } from './output';
import { probeMedia, probeVideo, type MediaProbe } from './probe';
import { filterQuote, type Progress } from './render';
import type { Cue } from './speech';
import { subtitleFont, toAss, type SubtitleStyle } from './subtitles';

/**
 * The template render (issue 23, ADR 0028): a template's shots, each showing its slot's material
 * (a video trimmed or looped to the shot, an image held, or a dark frame for an empty slot) scaled
 * to cover the picture and cropped, with its text layers in the brand font and a fade to black at
 * shot boundaries marked `fade`; narration, background music and subtitles over the whole video.
 *
 * How: each shot becomes a normalised video-only segment in a temporary folder (one size, 30 fps,
 * yuv420p) with the subtitles of its time burned in, the segments are joined by ffmpeg's concat
 * demuxer, and one last pass mixes the audio (narration, music looped under it at its volume and
 * ducked while the voice speaks, or silence) and writes the output through `atomicOutput`, copying
 * the picture: it is encoded once.
 */

/** Frames per second of every template video. */
export const TEMPLATE_FPS = 30;
/** How long a fade to black lasts on each side of a `fade` boundary, in ms. */
export const FADE_MS = 250;
/** Narration longer than the shots: the video lasts until the voice ends plus this, the last shot held. */
export const NARRATION_TAIL_MS = 500;
/** An empty slot's colour. */
const EMPTY_COLOUR = '0x101010';
/** Text layers' font size is given in pixels of a picture 1280 high. */
const TEXT_REFERENCE_HEIGHT = 1280;

export interface TemplatePlanShot {
  durationMs: number;
  slot: TemplateSlotKind;
  /** The slot's material on disk (a video, or an image for an image slot); null draws a dark frame. */
  input: string | null;
  texts: readonly TemplateTextLayer[];
  transition: TemplateTransition;
}

/** Everything a template render needs, resolved to files on disk. */
export interface TemplatePlan {
  /** Output size in pixels (`TEMPLATE_SIZES`); even numbers. */
  width: number;
  height: number;
  shots: readonly TemplatePlanShot[];
  /** The brand font text layers are drawn in. */
  fontKey: FontKey;
  /** Background music: an audio or video file whose sound loops under the video; volume 0–100. */
  music: { file: string; volume: number } | null;
  /** Narration already synthesised (`synthesise`): its WAV on disk, length and sentence times. */
  narration: { wav: string; durationMs: number; cues: readonly Cue[] } | null;
  /** Subtitles of the narration's cues in this style; null: none. */
  subtitles: SubtitleStyle | null;
  /**
   * A presenter (digital model, ADR 0035) standing over every shot: a still image (its transparency
   * kept) or a video looped, `scale` percent of the picture high, its feet on the bottom edge, at the
   * left, centre or right. Absent or null: none.
   */
  presenter?: TemplatePresenterPlan | null;
}

/** A presenter of a render, resolved to its figure on disk. */
export interface TemplatePresenterPlan {
  file: string;
  kind: 'image' | 'video';
  position: 'left' | 'center' | 'right';
  /** Percent of the picture's height, 1–100. */
  scale: number;
}

/** The presenter's height in pixels (even) and its x expression, inside a picture of `width` × `height`. */
export function presenterPlacement(
  presenter: Pick<TemplatePresenterPlan, 'position' | 'scale'>,
  width: number,
  height: number,
): { height: number; x: string } {
  const h = Math.max(2, Math.round((height * Math.max(1, Math.min(100, presenter.scale))) / 100 / 2) * 2);
  const margin = Math.round(width * 0.04);
  const x = { left: `${margin}`, center: '(W-w)/2', right: `W-w-${margin}` }[presenter.position];
  return { height: h, x };
}

/** How long the video of `plan` lasts: the shots, or the narration plus its tail when that is longer. */
export function templateDurationMs(plan: Pick<TemplatePlan, 'shots' | 'narration'>): number {
  const shots = plan.shots.reduce((sum, shot) => sum + shot.durationMs, 0);
  const narration = plan.narration ? plan.narration.durationMs + NARRATION_TAIL_MS : 0;
  return Math.max(shots, narration);
}

const FULL_WIDTH = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/**
 * Breaks a text layer into lines that fit `maxWidth` pixels at `fontSize` (drawtext does not
 * wrap): full-width characters count one em, others a little over half; Latin words move whole to
 * the next line when they can.
 */
export function wrapText(text: string, fontSize: number, maxWidth: number): string[] {
  const width = (ch: string) => (FULL_WIDTH.test(ch) ? fontSize : fontSize * 0.58);
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r/g, '').split('\n')) {
    let line = '';
    let used = 0;
    for (const ch of paragraph) {
      const w = width(ch);
      if (used + w > maxWidth && line) {
        const space = line.lastIndexOf(' ');
        if (ch !== ' ' && !FULL_WIDTH.test(ch) && space > 0 && !FULL_WIDTH.test(line.slice(space + 1))) {
          lines.push(line.slice(0, space));
          line = line.slice(space + 1);
          used = [...line].reduce((sum, c) => sum + width(c), 0);
        } else {
          lines.push(line.trimEnd());
          line = '';
          used = 0;
        }
        if (ch === ' ' && !line) continue;
      }
      line += ch;
      used += w;
    }
    lines.push(line.trimEnd());
  }
  return lines.filter((l, i, all) => l || all.length === 1);
}

const hexColour = (hex: string) => {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) throw new RangeError(`not a #rrggbb colour: ${hex}`);
  return `0x${hex.slice(1)}`;
};

/** Video encoder settings of the segments, which the last pass copies into the output. */
const VIDEO_ENCODE = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'];

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/**
 * One shot as a video-only segment of exactly `lengthMs` (its own duration, or more for a last
 * shot held under a longer narration): a dark frame the size of the picture with the material
 * overlaid (scaled to cover and cropped; a video read for the shot's duration, looped when
 * shorter, its last frame held after), its text layers and its fades.
 */
async function renderShot(
  work: string,
  index: number,
  plan: TemplatePlan,
  shot: TemplatePlanShot,
  edges: { lengthMs: number; fadeIn: boolean; fadeOut: boolean; subtitles: string | null },
  output: string,
  run: RunOptions,
): Promise<void> {
  const { width, height } = plan;
  const args: string[] = [
    '-f',
    'lavfi',
    '-i',
    `color=c=${EMPTY_COLOUR}:s=${width}x${height}:r=${TEMPLATE_FPS}:d=${seconds(edges.lengthMs)}`,
  ];
  const filters: string[] = [];
  let last = '[0:v]';
  if (shot.input) {
    if (shot.slot === 'image') {
      args.push('-loop', '1', '-framerate', String(TEMPLATE_FPS), '-t', seconds(shot.durationMs), '-i', shot.input);
    } else {
      args.push('-stream_loop', '-1', '-t', seconds(shot.durationMs), '-i', shot.input);
    }
    filters.push(
      `[1:v:0]setpts=PTS-STARTPTS,scale=${width}:${height}:force_original_aspect_ratio=increase,` +
        `crop=${width}:${height},setsar=1,fps=${TEMPLATE_FPS}[m]`,
      // The overlay's last frame stays on screen after it ends (the shot held under a longer narration).
      `${last}[m]overlay=0:0:eof_action=repeat[o]`,
    );
    last = '[o]';
  }
  if (plan.presenter) {
    // The presenter over the material, under the text layers: a still held, a video looped, for the
    // whole segment; alpha kept, so a PNG's transparent pixels show the shot behind it.
    const input = shot.input ? 2 : 1;
    const lengthS = seconds(edges.lengthMs);
    if (plan.presenter.kind === 'image') {
      args.push('-loop', '1', '-framerate', String(TEMPLATE_FPS), '-t', lengthS, '-i', plan.presenter.file);
    } else {
      args.push('-stream_loop', '-1', '-t', lengthS, '-i', plan.presenter.file);
    }
    const place = presenterPlacement(plan.presenter, width, height);
    filters.push(
      `[${input}:v:0]setpts=PTS-STARTPTS,scale=-2:${place.height},format=rgba,fps=${TEMPLATE_FPS}[p]`,
      `${last}[p]overlay=x=${place.x}:y=H-h:eof_action=repeat[pr]`,
    );
    last = '[pr]';
  }
  const font = filterQuote(subtitleFont(plan.fontKey).file);
  for (const [i, layer] of shot.texts.entries()) {
    const size = Math.max(8, Math.round((layer.fontSize * height) / TEXT_REFERENCE_HEIGHT));
    const lines = wrapText(layer.content.trim(), size, width * 0.88);
    // The text goes in as a file with expansion off, so nothing in it is read as filter syntax.
    const file = join(work, `text-${index}-${i}.txt`);
    await writeFile(file, lines.join('\n'));
    const y = {
      top: `${Math.round(height * 0.1)}`,
      middle: '(h-text_h)/2',
      bottom: `${Math.round(height * 0.8)}-text_h`,
    }[layer.position];
    filters.push(
      `${last}drawtext=fontfile=${font}:textfile=${filterQuote(file)}:expansion=none:` +
        `fontsize=${size}:fontcolor=${hexColour(layer.color)}:line_spacing=${Math.round(size * 0.2)}:` +
        `shadowcolor=0x000000@0.6:shadowx=2:shadowy=2:x=(w-text_w)/2:y=${y}[t${i}]`,
    );
    last = `[t${i}]`;
  }
  const fadeS = Math.min(FADE_MS, shot.durationMs / 4) / 1000;
  const tail = [`setsar=1`, `format=yuv420p`];
  if (edges.fadeIn) tail.push(`fade=t=in:st=0:d=${fadeS.toFixed(3)}`);
  if (edges.fadeOut) tail.push(`fade=t=out:st=${(edges.lengthMs / 1000 - fadeS).toFixed(3)}:d=${fadeS.toFixed(3)}`);
  // Subtitles last, over the fades: they stay readable while the picture dips to black.
  if (edges.subtitles) tail.push(edges.subtitles);
  filters.push(`${last}${tail.join(',')}[v]`);
  await runFfmpeg(
    [
      ...args,
      '-filter_complex',
      filters.join(';'),
      '-map',
      '[v]',
      '-an',
      '-t',
      seconds(edges.lengthMs),
      ...VIDEO_ENCODE,
      '-f',
      'mp4',
      output,
    ],
    { ...run, durationMs: edges.lengthMs },
  );
}

/** The sound of the video: narration and music mixed, or silence, exactly `totalMs` long. */
function audioGraph(
  plan: TemplatePlan,
  inputs: { narration: number | null; music: number | null; silence: number },
  totalMs: number,
  args: string[],
): string[] {
  const t = seconds(totalMs);
  const stereo = 'aresample=44100,aformat=sample_fmts=fltp:channel_layouts=stereo';
  const filters: string[] = [];
  if (inputs.narration !== null) filters.push(`[${inputs.narration}:a:0]${stereo},apad,atrim=0:${t}[voice]`);
  if (inputs.music !== null) {
    const volume = (Math.max(0, Math.min(100, plan.music!.volume)) / 100).toFixed(2);
    filters.push(`[${inputs.music}:a:0]${stereo},volume=${volume},atrim=0:${t},asetpts=N/SR/TB[music]`);
  }
  if (inputs.narration !== null && inputs.music !== null) {
    // The music ducks while the voice speaks (a compressor keyed by the narration), then both are
    // mixed; amix halves each input, so the sum is brought back up.
    filters.push(
      `[voice]asplit=2[voice1][key]`,
      `[music][key]sidechaincompress=threshold=0.02:ratio=8:attack=20:release=400[ducked]`,
      `[voice1][ducked]amix=inputs=2:duration=first:dropout_transition=0,volume=2[a]`,
    );
  } else if (inputs.narration !== null) {
    filters.push(`[voice]anull[a]`);
  } else if (inputs.music !== null) {
    filters.push(`[music]anull[a]`);
  } else {
    args.push('-f', 'lavfi', '-t', t, '-i', 'anullsrc=r=44100:cl=stereo');
    filters.push(`[${inputs.silence}:a]anull[a]`);
  }
  return filters;
}

/**
 * Renders a template video to `output` (H.264 yuv420p + AAC MP4 with `+faststart`, `plan`'s size,
 * 30 fps, always one audio track) and answers what ffprobe measures of it. Progress runs over the
 * whole render; aborting `signal` kills ffmpeg and removes every temporary file and the partial
 * output (`MediaError('cancelled')`). A music file without sound is left out.
 */
export async function renderTemplate(
  plan: TemplatePlan,
  output: string,
  options: Progress & {
    /** Where the render's temporary folder is made (the system's temporary directory by default). */
    tempDir?: string;
  } = {},
): Promise<MediaProbe> {
  if (plan.shots.length === 0) throw new RangeError('a template has at least one shot');
  const { signal } = options;
  if (signal?.aborted) throw new MediaError('cancelled');
  const totalMs = templateDurationMs(plan);
  const shotsMs = plan.shots.reduce((sum, shot) => sum + shot.durationMs, 0);
  const cues = plan.subtitles && plan.narration ? plan.narration.cues : [];
  // Progress: the segments by their length, then the last pass (the sound, the picture copied).
  const finalShare = totalMs * 0.1;
  const whole = totalMs + finalShare;
  let reported = 0;
  const report = (fraction: number) => {
    const value = Math.min(1, Math.max(reported, fraction));
    reported = value;
    options.onProgress?.(value);
  };
  const music = plan.music ? await probeMedia(plan.music.file).catch(() => null) : null;
  const work = await mkdtemp(join(options.tempDir ?? tmpdir(), 'bc-template-'));
  try {
    const segments: string[] = [];
    let doneMs = 0;
    for (const [i, shot] of plan.shots.entries()) {
      if (signal?.aborted) throw new MediaError('cancelled');
      const lastShot = i === plan.shots.length - 1;
      const lengthMs = lastShot ? shot.durationMs + (totalMs - shotsMs) : shot.durationMs;
      const segment = join(work, `shot-${i}.mp4`);
      const start = doneMs;
      // The subtitles of this segment's time, burned into it (times from its start): the picture is
      // encoded once, and a sentence spoken across a boundary continues in the next segment.
      const shown = cues
        .filter((cue) => cue.endMs > start && cue.startMs < start + lengthMs)
        .map((cue) => ({
          startMs: Math.max(0, cue.startMs - start),
          endMs: Math.min(lengthMs, cue.endMs - start),
          text: cue.text,
        }));
      let subtitles: string | null = null;
      if (shown.length > 0) {
        const script = join(work, `subtitles-${i}.ass`);
        await writeFile(script, toAss(shown, plan.subtitles!, plan));
        const fontsDir = dirname(subtitleFont(plan.subtitles!.fontKey).file);
        subtitles = `subtitles=${filterQuote(script)}:fontsdir=${filterQuote(fontsDir)}`;
      }
      const run: RunOptions = { onProgress: (f) => report((start + f * lengthMs) / whole) };
      if (signal) run.signal = signal;
      await renderShot(
        work,
        i,
        plan,
        shot,
        {
          lengthMs,
          fadeIn: i > 0 && plan.shots[i - 1]!.transition === 'fade',
          fadeOut: !lastShot && shot.transition === 'fade',
          subtitles,
        },
        segment,
        run,
      );
      segments.push(segment);
      doneMs += lengthMs;
    }
    if (signal?.aborted) throw new MediaError('cancelled');
    const list = join(work, 'segments.txt');
    await writeFile(list, segments.map((file) => `file '${file.replace(/'/g, "'\\''")}'\n`).join(''));
    const args = ['-f', 'concat', '-safe', '0', '-i', list];
    const inputs: { narration: number | null; music: number | null } = { narration: null, music: null };
    let next = 1;
    if (plan.narration) {
      args.push('-i', plan.narration.wav);
      inputs.narration = next++;
    }
    if (plan.music && music?.audioCodec) {
      args.push('-stream_loop', '-1', '-i', plan.music.file);
      inputs.music = next++;
    }
    const filters = audioGraph(plan, { ...inputs, silence: next }, totalMs, args);
    const videoOut = ['-map', '0:v:0', '-c:v', 'copy'];
    const run: RunOptions = {
      durationMs: totalMs,
      onProgress: (f) => report((totalMs + f * finalShare) / whole),
    };
    if (signal) run.signal = signal;
    await atomicOutput(output, (tmp) =>
      runFfmpeg(
        [
          ...args,
          '-filter_complex',
          filters.join(';'),
          ...videoOut,
          '-map',
          '[a]',
          '-c:a',
          'aac',
          '-b:a',
          '128k',
          '-ar',
          '44100',
          '-ac',
          '2',
          '-t',
          seconds(totalMs),
          '-movflags',
          '+faststart',
          '-f',
          'mp4',
          tmp,
        ],
        run,
      ),
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const probe = await probeVideo(output);
  report(1);
  return probe;
}
