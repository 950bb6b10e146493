import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { mediaBinaries } from './binaries';
import { MediaError } from './errors';

const execFileAsync = promisify(execFile);

/** What ffprobe reads from a media file. */
export interface MediaProbe {
  /** Milliseconds, rounded. */
  durationMs: number;
  /** Bytes on disk. */
  size: number;
  /** Pixels of the first video stream (0 for audio only). */
  width: number;
  height: number;
  /** Frames per second of the video stream (0 when unknown or audio only). */
  fps: number;
  /** Codec names as ffprobe gives them (`h264`, `aac`), null when the file has no such stream. */
  videoCodec: string | null;
  audioCodec: string | null;
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
}

function rate(text: string | undefined): number {
  const [num, den] = (text ?? '0/0').split('/').map(Number);
  return num && den ? num / den : 0;
}

async function ffprobeJson(args: readonly string[]): Promise<unknown> {
  try {
    const { stdout } = await execFileAsync(mediaBinaries().ffprobe, ['-v', 'error', '-print_format', 'json', ...args], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return JSON.parse(stdout) as unknown;
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr ?? (error as Error).message;
    throw new MediaError('notMedia', String(detail).trim().slice(-2_000));
  }
}

/** The end of the last packet of the file's first stream of `kind`, in seconds (for files without a duration in their header). */
async function lastPacketEnd(file: string, kind: 'v' | 'a'): Promise<number> {
  const out = (await ffprobeJson([
    '-select_streams',
    `${kind}:0`,
    '-show_entries',
    'packet=pts_time,duration_time',
    file,
  ])) as { packets?: Array<{ pts_time?: string; duration_time?: string }> };
  let end = 0;
  for (const p of out.packets ?? []) end = Math.max(end, Number(p.pts_time ?? 0) + Number(p.duration_time ?? 0));
  return end;
}

/**
 * Reads a media file with ffprobe. Refuses (`MediaError('notMedia')`) a file ffprobe cannot read;
 * `probeVideo` also refuses one without a video stream.
 */
export async function probeMedia(file: string): Promise<MediaProbe> {
  const [info, { size }] = await Promise.all([
    ffprobeJson(['-show_format', '-show_streams', file]) as Promise<{
      format?: { duration?: string };
      streams?: FfprobeStream[];
    }>,
    stat(file),
  ]);
  const streams = info.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && s.codec_name !== 'mjpeg' && s.codec_name !== 'png');
  const audio = streams.find((s) => s.codec_type === 'audio');
  if (!video && !audio) throw new MediaError('notMedia');
  let seconds = Number(info.format?.duration ?? video?.duration ?? audio?.duration ?? NaN);
  // Recordings made by a browser (MediaRecorder) often carry no duration: measure the packets.
  if (!Number.isFinite(seconds) || seconds <= 0) seconds = await lastPacketEnd(file, video ? 'v' : 'a');
  if (!(seconds > 0)) throw new MediaError('notMedia');
  return {
    durationMs: Math.round(seconds * 1000),
    size,
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    fps: rate(video?.avg_frame_rate) || rate(video?.r_frame_rate),
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
  };
}

/** `probeMedia` for a file that must be a video: refuses one with no picture (`MediaError('notVideo')`). */
export async function probeVideo(file: string): Promise<MediaProbe> {
  let probe: MediaProbe;
  try {
    probe = await probeMedia(file);
  } catch (error) {
    if (error instanceof MediaError && error.reason === 'notMedia') throw new MediaError('notVideo', error.detail);
    throw error;
  }
  if (!probe.videoCodec || !probe.width || !probe.height) throw new MediaError('notVideo');
  return probe;
}
