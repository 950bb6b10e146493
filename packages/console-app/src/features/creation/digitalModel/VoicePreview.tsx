import type { SpeechVoice } from '@brand-console/api-client';
import { Button, Spinner, useLocale } from '@brand-console/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { Inline } from '../../../components/layout';
import { useServices } from '../../../lib/services';
import { failureText, useDigitalModelTranslate } from './messages';

/**
 * A digital model's voice speaking a sample sentence in its language (`speech/preview`, a WAV the
 * server synthesises and caches): 试听 plays it, 停止 stops; the reason shows when it fails.
 */
export function VoicePreview({ voice, name }: { voice: SpeechVoice; name: string }) {
  const { api } = useServices();
  const t = useDigitalModelTranslate();
  const locale = useLocale();
  const audio = useRef<HTMLAudioElement>(null);
  const text = voice.startsWith('en') ? t('dm.sampleEn') : t('dm.sample');
  const preview = useMutation({
    mutationFn: (input: { voice: SpeechVoice; text: string }) =>
      api.request('/v1/sumvideo/sv/speech/preview', input, { selfHandled: true }),
  });
  const current = preview.data && preview.variables?.voice === voice ? preview.data : null;
  const play = () => {
    if (current) void audio.current?.play().catch(() => {});
    else preview.mutate({ voice, text });
  };
  const stop = () => {
    if (!audio.current) return;
    audio.current.pause();
    audio.current.currentTime = 0;
  };
  return (
    <div>
      <Inline wrap>
        <Button size="sm" onClick={play} disabled={preview.isPending} aria-label={`${t('dm.listen')} ${name}`}>
          {t('dm.listen')}
        </Button>
        <Button size="sm" variant="ghost" onClick={stop} disabled={!current} aria-label={`${t('dm.stop')} ${name}`}>
          {t('dm.stop')}
        </Button>
        {preview.isPending ? <Spinner size="sm" label={t('dm.listening')} /> : null}
      </Inline>
      {current ? (
        // A sample sentence the card does not show as text; the player has its own controls.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio
          ref={audio}
          src={current.url}
          controls
          autoPlay
          aria-label={t('dm.player', { name })}
          style={{ width: '100%' }}
        />
      ) : null}
      {preview.error ? (
        <p role="alert" style={{ margin: 0 }}>
          {t('dm.listenFailed')}: {failureText(preview.error, locale)}
        </p>
      ) : null}
    </div>
  );
}
