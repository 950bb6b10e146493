import ESpeakNg from 'espeak-ng';
import { SHOT_MIN_MS, SHOT_PAUSE_MS, SPEECH_VOICES, type SpeechVoice } from '@brand-console/api-client';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MediaError } from './errors';
import { atomicOutput } from './output';

/**
 * Offline speech (ADR 0027): eSpeak NG compiled to WebAssembly (`espeak-ng` from the registry),
 * run in this process, no network and no model download. `synthesise` speaks a text sentence by
 * sentence and answers one WAV with the time of each sentence, which the subtitles are timed from.
 */

/** How each voice of `SPEECH_VOICES` is made: the eSpeak voice (with a variant) and speed in words per minute. */
const VOICE_ARGS: Record<SpeechVoice, { voice: string; speed: number; language: 'zh' | 'en' }> = {
  'zh-male': { voice: 'cmn', speed: 165, language: 'zh' },
  'zh-female': { voice: 'cmn+f3', speed: 165, language: 'zh' },
  'zh-female-slow': { voice: 'cmn+f2', speed: 130, language: 'zh' },
  'yue-male': { voice: 'yue', speed: 165, language: 'zh' },
  'yue-female': { voice: 'yue+f3', speed: 165, language: 'zh' },
  'en-us-male': { voice: 'en-us', speed: 165, language: 'en' },
  'en-us-female': { voice: 'en-us+f3', speed: 165, language: 'en' },
  'en-gb-male': { voice: 'en-gb', speed: 165, language: 'en' },
  'en-gb-female': { voice: 'en-gb+f4', speed: 165, language: 'en' },
};

/** Silence between two sentences, in ms. */
export const SENTENCE_GAP_MS = 250;
/** Longest text one synthesis speaks (characters); a render's narration is split into shots before this. */
export const SPEECH_TEXT_MAX = 2_000;

export function isSpeechVoice(value: unknown): value is SpeechVoice {
  return SPEECH_VOICES.some((voice) => voice.value === value);
}

/** One timed line of subtitles: a sentence and when it is spoken, in ms from the start. */
export interface Cue {
  startMs: number;
  endMs: number;
  text: string;
}

export interface Speech {
  /** 16-bit mono PCM WAV. */
  wav: Uint8Array;
  durationMs: number;
  sampleRate: number;
  /** Each sentence with the time it is spoken, in order. */
  cues: Cue[];
}

/**
 * The sentences of a text: split after 。！？；!?; and line breaks (and after `.` followed by a
 * space), each trimmed, empty ones dropped.
 */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\r/g, '')
    .split(/(?<=[。！？；!?;\n])|(?<=\.)\s+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

interface Pcm {
  sampleRate: number;
  samples: Int16Array;
}

/** The PCM of a 16-bit mono WAV as eSpeak writes it (RIFF, `fmt `, `data`). */
function readWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new MediaError('speechFailed', 'not a WAV');
  let sampleRate = 0;
  for (let at = 12; at + 8 <= bytes.length;) {
    const size = view.getUint32(at + 4, true);
    if (tag(at) === 'fmt ') sampleRate = view.getUint32(at + 12, true);
    if (tag(at) === 'data') {
      const length = Math.min(size, bytes.length - at - 8) >> 1;
      const samples = new Int16Array(length);
      for (let i = 0; i < length; i += 1) samples[i] = view.getInt16(at + 8 + i * 2, true);
      return { sampleRate, samples };
    }
    at += 8 + size + (size & 1);
  }
  throw new MediaError('speechFailed', 'WAV without data');
}

/** A 16-bit mono PCM WAV of `samples`. */
function writeWav(samples: Int16Array, sampleRate: number): Uint8Array {
  const out = Buffer.alloc(44 + samples.length * 2);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + samples.length * 2, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(samples.length * 2, 40);
  for (let i = 0; i < samples.length; i += 1) out.writeInt16LE(samples[i]!, 44 + i * 2);
  return new Uint8Array(out);
}

/** One sentence spoken by eSpeak NG in a fresh WebAssembly instance. */
async function speakSentence(text: string, voice: SpeechVoice): Promise<Pcm> {
  const { voice: name, speed } = VOICE_ARGS[voice];
  try {
    const instance = await ESpeakNg({
      // The text goes in as a file, so nothing in it is read as an option.
      arguments: ['-w', 'out.wav', '-v', name, '-s', String(speed), '-f', 'in.txt'],
      preRun: [(module) => module.FS.writeFile('in.txt', text)],
      print: () => {},
      printErr: () => {},
    });
    return readWav(instance.FS.readFile('out.wav'));
  } catch (error) {
    if (error instanceof MediaError) throw error;
    throw new MediaError('speechFailed', (error as Error).message);
  }
}

/**
 * Speaks `text` with `voice`: each sentence synthesised on its own, joined with
 * `SENTENCE_GAP_MS` of silence, so each cue's time is exactly when its sentence is heard.
 * Refuses an empty text or one over `SPEECH_TEXT_MAX` (RangeError: callers check first).
 */
export async function synthesise(text: string, voice: SpeechVoice): Promise<Speech> {
  if (text.length > SPEECH_TEXT_MAX) throw new RangeError(`text over ${SPEECH_TEXT_MAX} characters`);
  const sentences = sentencesOf(text);
  if (sentences.length === 0) throw new RangeError('nothing to say');
  const parts: Pcm[] = [];
  for (const sentence of sentences) parts.push(await speakSentence(sentence, voice));
  const sampleRate = parts[0]!.sampleRate;
  const gap = Math.round((SENTENCE_GAP_MS / 1000) * sampleRate);
  const total = parts.reduce((sum, p) => sum + p.samples.length, 0) + gap * (parts.length - 1);
  const samples = new Int16Array(total);
  const cues: Cue[] = [];
  let at = 0;
  parts.forEach((part, i) => {
    if (part.sampleRate !== sampleRate) throw new MediaError('speechFailed', 'sample rates differ');
    samples.set(part.samples, at);
    cues.push({
      startMs: Math.round((at / sampleRate) * 1000),
      endMs: Math.round(((at + part.samples.length) / sampleRate) * 1000),
      text: sentences[i]!,
    });
    at += part.samples.length + gap;
  });
  return { wav: writeWav(samples, sampleRate), durationMs: Math.round((total / sampleRate) * 1000), sampleRate, cues };
}

/** Sentences each voice previews with, in its language. */
export const SAMPLE_TEXTS = {
  zh: '欢迎来到品牌控制台，今天为你推荐三款新品。',
  en: 'Welcome to the brand console. Here are three new products for you today.',
} as const;

/** The language a voice speaks (`zh` for Mandarin and Cantonese). */
export function voiceLanguage(voice: SpeechVoice): 'zh' | 'en' {
  return VOICE_ARGS[voice].language;
}

/**
 * A voice preview as a WAV in `filesDir`, cached: its name is a hash of the brand, the voice and
 * the text, so asking again answers the same file without synthesising. Returns the stored name
 * and the duration (read from the WAV's size when cached).
 */
export async function speechPreviewFile(
  filesDir: string,
  brandId: number,
  voice: SpeechVoice,
  text: string,
): Promise<{ storedName: string; durationMs: number }> {
  const storedName = `${createHash('sha256').update(`speech-preview\n${brandId}\n${voice}\n${text}`).digest('hex').slice(0, 32)}.wav`;
  const path = join(filesDir, storedName);
  if (existsSync(path)) {
    const pcm = readWav(new Uint8Array(await readFile(path)));
    return { storedName, durationMs: Math.round((pcm.samples.length / pcm.sampleRate) * 1000) };
  }
  const speech = await synthesise(text, voice);
  await atomicOutput(path, (tmp) => writeFile(tmp, speech.wav));
  return { storedName, durationMs: speech.durationMs };
}

/** The pause after a script shot's narration and the shortest shot, in ms: the api-client's timing rules. */
export { SHOT_MIN_MS, SHOT_PAUSE_MS };

/** A script shot to speak: its narration (may be empty) and the length it asks for at least. */
export interface ScriptSegment {
  text: string;
  minMs: number | null;
}

/**
 * Speaks a script (ADR 0030): each shot's narration in `voice`, starting when its shot starts. A
 * shot lasts its narration plus `SHOT_PAUSE_MS`, or the length it asks for when that is longer, and
 * at least `SHOT_MIN_MS`. Answers each shot's length and, when any shot speaks, one WAV of the
 * whole with every sentence's cue at the time it is heard (`durationMs`: when the last voice ends).
 */
export async function synthesiseScript(
  segments: readonly ScriptSegment[],
  voice: SpeechVoice,
): Promise<{ shotsMs: number[]; speech: Speech | null }> {
  const spoken: Array<Speech | null> = [];
  for (const segment of segments) {
    spoken.push(segment.text.trim() ? await synthesise(segment.text.trim(), voice) : null);
  }
  const shotsMs = segments.map((segment, i) =>
    Math.max(segment.minMs ?? 0, spoken[i] ? spoken[i].durationMs + SHOT_PAUSE_MS : 0, SHOT_MIN_MS),
  );
  const first = spoken.find((s) => s !== null);
  if (!first) return { shotsMs, speech: null };
  const sampleRate = first.sampleRate;
  const starts = shotsMs.map((_, i) => shotsMs.slice(0, i).reduce((sum, ms) => sum + ms, 0));
  let endMs = 0;
  spoken.forEach((s, i) => {
    if (s) endMs = starts[i]! + s.durationMs;
  });
  const samples = new Int16Array(Math.ceil((endMs / 1000) * sampleRate));
  const cues: Cue[] = [];
  spoken.forEach((s, i) => {
    if (!s) return;
    const pcm = readWav(s.wav);
    if (pcm.sampleRate !== sampleRate) throw new MediaError('speechFailed', 'sample rates differ');
    const at = Math.round((starts[i]! / 1000) * sampleRate);
    samples.set(pcm.samples.subarray(0, Math.max(0, samples.length - at)), at);
    for (const cue of s.cues) cues.push({ ...cue, startMs: cue.startMs + starts[i]!, endMs: cue.endMs + starts[i]! });
  });
  return { shotsMs, speech: { wav: writeWav(samples, sampleRate), durationMs: endMs, sampleRate, cues } };
}
