import { SPEECH_PREVIEW_MAX, type SpeechVoice } from '@brand-console/api-client';
import { Alert, Button, Spinner, useLocale } from '@brand-console/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Inline } from '../../../components/layout';
import { useServices } from '../../../lib/services';
import { refusalOf, templateMessage, useTemplatesTranslate } from './messages';

export interface NarrationPreviewProps {
  text: string;
  voice: SpeechVoice;
  /** Called with the synthesised length of what was previewed (milliseconds). */
  onDuration?: (durationMs: number, wholeText: boolean) => void;
}

/**
 * Listens to a narration: the server synthesises the voice speaking the text's first
 * `SPEECH_PREVIEW_MAX` characters (`speech/preview`, a WAV) and an audio player plays it, with
 * play and stop, a loading state and the reason when it fails. A new text or voice drops the old
 * preview.
 */
export function NarrationPreview({ text, voice, onDuration }: NarrationPreviewProps) {
  const { api } = useServices();
  const t = useTemplatesTranslate();
  const locale = useLocale();
  const audio = useRef<HTMLAudioElement>(null);
  const sample = text.trim().slice(0, SPEECH_PREVIEW_MAX);
  const preview = useMutation({
    mutationFn: (input: { voice: SpeechVoice; text: string }) =>
      api.request('/v1/sumvideo/sv/speech/preview', input, { selfHandled: true }),
    onSuccess: (result, input) => onDuration?.(result.durationMs, input.text === text.trim()),
  });
  const { reset } = preview;
  const stale =
    preview.variables !== undefined && (preview.variables.text !== sample || preview.variables.voice !== voice);
  useEffect(() => {
    if (stale) reset();
  }, [stale, reset]);

  const play = () => {
    if (preview.data && !stale) {
      void audio.current?.play().catch(() => {});
      return;
    }
    preview.mutate({ voice, text: sample });
  };
  const stop = () => {
    if (!audio.current) return;
    audio.current.pause();
    audio.current.currentTime = 0;
  };
  const failure = preview.error
    ? (() => {
        const msg = refusalOf(preview.error);
        return msg ? templateMessage(msg, locale) : t('ed.previewFailed');
      })()
    : null;

  return (
    <div>
      <Inline wrap>
        <Button size="sm" onClick={play} disabled={!sample || preview.isPending}>
          {t('ed.preview')}
        </Button>
        <Button size="sm" onClick={stop} disabled={!preview.data || stale}>
          {t('ed.stop')}
        </Button>
        {preview.isPending ? <Spinner size="sm" label={t('ed.previewing')} showLabel /> : null}
        {preview.data && !stale ? (
          // The server's WAV, played at once; the controls also seek and show the time. Its words are the
          // narration text just above, so a caption track would repeat them.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <audio ref={audio} src={preview.data.url} controls autoPlay aria-label={t('ed.previewPlayer')} />
        ) : null}
      </Inline>
      {failure ? <Alert tone="danger" title={t('ed.previewFailed')} description={failure} /> : null}
    </div>
  );
}
