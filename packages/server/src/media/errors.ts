import { dictionaryLabel, RENDER_FAILURE_REASONS, type RenderFailureReason } from '@brand-console/api-client';

/**
 * A media operation that cannot be done, with its reason: a code of `RENDER_FAILURE_REASONS` (the
 * api-client's dictionary, so the console shows it in the reader's language) and, for the log
 * only, what ffmpeg or ffprobe said. The message is the reason in Chinese, as the server stores it.
 */
export class MediaError extends Error {
  constructor(
    readonly reason: RenderFailureReason,
    /** ffmpeg's or ffprobe's last lines, for the server log; never sent to a client. */
    readonly detail = '',
  ) {
    super(dictionaryLabel(RENDER_FAILURE_REASONS, reason, 'zh'));
    this.name = 'MediaError';
  }
}

/** The reason of any error a media operation threw: its own, or `renderFailed` for anything else. */
export function failureReason(error: unknown): RenderFailureReason {
  return error instanceof MediaError ? error.reason : 'renderFailed';
}
