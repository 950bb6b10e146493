import { accessSync, chmodSync, constants, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The ffmpeg and ffprobe executables, from the registry packages that ship them (ADR 0027):
 * `@ffmpeg-installer/ffmpeg` (a static ffmpeg with libx264, aac, drawtext and libass) and
 * `@ffprobe-installer/ffprobe`. `pnpm install` brings both; nothing is downloaded at run time.
 */
export interface MediaBinaries {
  ffmpeg: string;
  ffprobe: string;
}

let cached: MediaBinaries | null = null;

/**
 * Makes a shipped binary executable when its package's postinstall (`chmod u+x`) did not run
 * (pnpm runs build scripts only for packages allowed in pnpm-workspace.yaml).
 */
function executable(path: string): string {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    chmodSync(path, statSync(path).mode | 0o100);
  }
  return path;
}

/** The paths of ffmpeg and ffprobe, made executable on first use. */
export function mediaBinaries(): MediaBinaries {
  if (!cached) {
    const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    const ffprobe = (require('@ffprobe-installer/ffprobe') as { path: string }).path;
    cached = { ffmpeg: executable(ffmpeg), ffprobe: executable(ffprobe) };
  }
  return cached;
}

let environment: NodeJS.ProcessEnv | null = null;

/**
 * The environment ffmpeg runs in: the process's, with fontconfig pointed at an empty
 * configuration. The static ffmpeg's fontconfig cannot read the system's font cache and would
 * rescan every system font (about 30 s with the CJK fonts installed) on each subtitle render;
 * subtitles only use the brand fonts given to libass by folder (`fontsdir`), so it needs none.
 */
export function mediaEnv(): NodeJS.ProcessEnv {
  if (!environment) {
    const file = join(mkdtempSync(join(tmpdir(), 'bc-fontconfig-')), 'fonts.conf');
    writeFileSync(file, '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig></fontconfig>\n');
    environment = { ...process.env, FONTCONFIG_FILE: file };
  }
  return environment;
}
