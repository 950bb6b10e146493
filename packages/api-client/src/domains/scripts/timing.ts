import type { ScriptShot } from './types';

/**
 * How a script's shots are timed (ADR 0030): one rule for the render, the server's estimates and the
 * storyboard editor. A shot lasts its narration plus `SHOT_PAUSE_MS`, or the length it asks for when
 * that is longer, and at least `SHOT_MIN_MS`.
 */
export const SHOT_PAUSE_MS = 500;
export const SHOT_MIN_MS = 1_000;

/** Characters of a narration as the server counts them (trimmed, by code point). */
export function narrationLength(text: string): number {
  return [...text.trim()].length;
}

/**
 * A shot's expected length before its narration is synthesised: its own length, or its narration at
 * a reading pace (about 4.5 Chinese characters or 14 Latin letters a second) plus the pause,
 * whichever is longer, and at least a second. The render measures the real speech instead.
 */
export function estimatedShotMs(shot: Pick<ScriptShot, 'durationMs' | 'narration'>): number {
  const text = shot.narration.trim();
  const wide = [...text].filter((ch) => ch.charCodeAt(0) > 0x2e80).length;
  const spoken = text ? Math.round((wide / 4.5 + (text.length - wide) / 14) * 1000) + SHOT_PAUSE_MS : 0;
  return Math.max(SHOT_MIN_MS, spoken, shot.durationMs ?? 0);
}

/** A storyboard's expected length. */
export function estimatedScriptMs(shots: readonly Pick<ScriptShot, 'durationMs' | 'narration'>[]): number {
  return shots.reduce((sum, shot) => sum + estimatedShotMs(shot), 0);
}
