import type { SubtitlePosition } from '@brand-console/api-client';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { FONT_PACKAGES, type FontKey } from '../storage/fonts';
import { runFfmpeg, type RunOptions } from './ffmpeg';
import { atomicOutput } from './output';
import { probeVideo } from './probe';
import { filterQuote, type Progress } from './render';
import type { Cue } from './speech';

const require = createRequire(import.meta.url);

/**
 * Subtitles: SRT and ASS from timed cues, and burning them into a video with ffmpeg's `subtitles`
 * filter (libass). The brand fonts the console offers are webfonts split into unicode-range
 * subsets (`@fontsource/*`), which libass cannot use as one font; the same families come whole,
 * as TrueType files, from `@expo-google-fonts/*` (SIL Open Font License), and libass reads them
 * from their folder (`fontsdir`), so the picture uses exactly the family the member chose.
 */
const FONT_FILES: Record<FontKey, { packageName: string; file: string }> = {
  'zcool-kuaile': { packageName: '@expo-google-fonts/zcool-kuaile', file: '400Regular/ZCOOLKuaiLe_400Regular.ttf' },
  'ma-shan-zheng': { packageName: '@expo-google-fonts/ma-shan-zheng', file: '400Regular/MaShanZheng_400Regular.ttf' },
};

/** The TrueType file of a brand font, and its family name as libass matches it. */
export function subtitleFont(key: FontKey): { file: string; family: string } {
  const { packageName, file } = FONT_FILES[key];
  return {
    file: join(dirname(require.resolve(`${packageName}/package.json`)), file),
    family: FONT_PACKAGES[key].family,
  };
}

/** How burned-in subtitles look. Sizes are pixels of the video's height. */
export interface SubtitleStyle {
  /** A brand font (`/fonts` keys: the font list's `fontKey`). */
  fontKey: FontKey;
  fontSize: number;
  /** `#rrggbb`. */
  color: string;
  /** Outline colour, `#rrggbb`. */
  strokeColor: string;
  /** Outline width in pixels (0: none). */
  strokeWidth: number;
  position: SubtitlePosition;
}

export const DEFAULT_SUBTITLE_STYLE: SubtitleStyle = {
  fontKey: 'zcool-kuaile',
  fontSize: 48,
  color: '#ffffff',
  strokeColor: '#000000',
  strokeWidth: 3,
  position: 'bottom',
};

/** Limits a subtitle style is checked against (the request schemas use the same). */
export const SUBTITLE_LIMITS = { fontSize: { min: 8, max: 200 }, strokeWidth: { min: 0, max: 20 } } as const;

const time = (ms: number, separator: string, centis = false) => {
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return centis
    ? `${h}:${pad(m)}:${pad(s)}${separator}${pad(Math.floor((ms % 1000) / 10))}`
    : `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
};

/** SubRip text of `cues` (numbered from 1, `00:00:01,250 --> 00:00:03,000`). */
export function toSrt(cues: readonly Cue[]): string {
  return cues
    .map((cue, i) => `${i + 1}\n${time(cue.startMs, ',')} --> ${time(cue.endMs, ',')}\n${cue.text}\n`)
    .join('\n');
}

/** `#rrggbb` as ASS's `&H00BBGGRR`. */
function assColour(hex: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new RangeError(`not a #rrggbb colour: ${hex}`);
  return `&H00${match[3]}${match[2]}${match[1]}`.toUpperCase();
}

/** Text as ASS shows it literally: override braces and backslashes become their full-width forms. */
function assText(text: string): string {
  return text
    .replace(/\\/g, '＼')
    .replace(/\{/g, '｛')
    .replace(/\}/g, '｝')
    .replace(/\s*\n\s*/g, ' ');
}

/** An ASS script of `cues` in `style` for a picture of `width` × `height` (sizes in its pixels). */
export function toAss(cues: readonly Cue[], style: SubtitleStyle, size: { width: number; height: number }): string {
  const { family } = subtitleFont(style.fontKey);
  // Numpad alignment: 2 bottom centre, 5 middle centre, 8 top centre.
  const alignment = { bottom: 2, middle: 5, top: 8 }[style.position];
  const margin = Math.round(size.height * 0.06);
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${size.width}`,
    `PlayResY: ${size.height}`,
    'WrapStyle: 0',
    'ScaledBorderAndShadow: yes',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, ' +
      'Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, ' +
      'MarginR, MarginV, Encoding',
    `Style: Default,${family},${style.fontSize},${assColour(style.color)},${assColour(style.color)},` +
      `${assColour(style.strokeColor)},&H00000000,0,0,0,0,100,100,0,0,1,${style.strokeWidth},0,${alignment},` +
      `${margin},${margin},${margin},1`,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...cues.map(
      (cue) =>
        `Dialogue: 0,${time(cue.startMs, '.', true)},${time(cue.endMs, '.', true)},Default,,0,0,0,,${assText(cue.text)}`,
    ),
    '',
  ].join('\n');
}

/**
 * Burns `cues` into `input` in `style`, writing `output` (H.264/AAC MP4, audio copied through
 * re-encoding). The ASS script lives in a temporary folder removed afterwards.
 */
export async function burnSubtitles(
  input: string,
  output: string,
  cues: readonly Cue[],
  style: SubtitleStyle,
  options: Progress = {},
): Promise<void> {
  const probe = await probeVideo(input);
  const work = await mkdtemp(join(tmpdir(), 'bc-subs-'));
  try {
    const script = join(work, 'subtitles.ass');
    await writeFile(script, toAss(cues, style, probe));
    const fontsDir = dirname(subtitleFont(style.fontKey).file);
    const run: RunOptions = { durationMs: probe.durationMs };
    if (options.onProgress) run.onProgress = options.onProgress;
    if (options.signal) run.signal = options.signal;
    await atomicOutput(output, (tmp) =>
      runFfmpeg(
        [
          '-i',
          input,
          '-vf',
          `subtitles=${filterQuote(script)}:fontsdir=${filterQuote(fontsDir)}`,
          '-map',
          '0:v:0',
          '-map',
          '0:a:0?',
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-crf',
          '23',
          '-pix_fmt',
          'yuv420p',
          '-c:a',
          'aac',
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
}
