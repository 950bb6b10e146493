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

/** An API refusal in the reader's language (`message`), keeping the server's own text (`refusal`). */
export class Refusal extends Error {
  constructor(
    readonly refusal: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'Refusal';
  }
}

/**
 * Runs `call`; a refusal the server answers is thrown as a `Refusal` whose message `translate` put in
 * the reader's language (a dialog shows it, or the caller places it beside a field), and any other
 * failure as it is.
 */
export async function refusing<T>(call: () => Promise<T>, translate: (msg: string) => string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const msg = refusalOf(error);
    if (msg === null) throw error;
    throw new Refusal(msg, translate(msg), { cause: error });
  }
}
