/**
 * The message an API refusal carries (an `ApiError`'s `msg`), or null for other failures (network,
 * timeout, cancelled, a bug). Pages that handle a refusal themselves show this message, translated,
 * next to what caused it.
 */
export function refusalOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { kind, msg } = error as { kind?: unknown; msg?: unknown };
  return kind === 'api' && typeof msg === 'string' && msg.trim() ? msg : null;
}
