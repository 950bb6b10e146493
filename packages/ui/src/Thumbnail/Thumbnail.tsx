import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useState, type MouseEventHandler, type Ref } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { dataCatalogues } from '../i18n/messages/data';
import { ImageIcon, PlayIcon } from '../internal/icons';
import { formatDurationMs } from './formatDuration';
import { ButtonRoot, Duration, Fallback, PlayBadge, Root } from './Thumbnail.styles';

export type ThumbnailRatio = '1:1' | '16:9' | '9:16' | '3:4' | '4:3';

export interface ThumbnailProps {
  /** Image URL, or a video's cover URL. Missing or broken shows a fallback icon. */
  src?: string | null;
  /** What the picture shows, e.g. the material name; the accessible name. */
  alt: string;
  /** `video` adds a play mark and allows a duration.
   * @default 'image' */
  type?: 'image' | 'video';
  /** Video length in milliseconds, shown as mm:ss in the corner. */
  durationMs?: number;
  /** Width: 48, 80 or 120 px (override with `--bc-thumbnail-width`).
   * @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Fixed aspect ratio.
   * @default '1:1' */
  ratio?: ThumbnailRatio;
  /** `cover` crops to fill, `contain` letterboxes.
   * @default 'cover' */
  fit?: 'cover' | 'contain';
  /** Makes the thumbnail a button (e.g. open the material detail), named by `alt`. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Ref to the root element (a `div`, or a `button` when clickable). */
  ref?: Ref<HTMLElement>;
  /** A class name added to the root element (the `div`, or the `button` when clickable). */
  className?: string;
  /** Inline styles for the root element, e.g. `--bc-thumbnail-width`. */
  style?: React.CSSProperties;
  /** A test id set on the root element. */
  'data-testid'?: string;
}

/** A fixed-size image or video cover with fallback icon, duration and optional click. */
export function Thumbnail({
  src,
  alt,
  type = 'image',
  durationMs,
  size = 'md',
  ratio = '1:1',
  fit = 'cover',
  onClick,
  ref,
  ...rest
}: ThumbnailProps) {
  const t = useUiTranslate(dataCatalogues);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = !!src && failedSrc !== src;
  const duration = type === 'video' && durationMs !== undefined ? formatDurationMs(durationMs) : null;
  const clickable = !!onClick;
  const spokenDuration = duration ? t('thumbnail.duration', { duration }) : null;

  const content = (
    <>
      {showImage ? (
        <img src={src} alt={clickable ? '' : alt} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />
      ) : (
        <Fallback
          data-part="Fallback"
          {...(clickable
            ? { 'aria-hidden': true }
            : { role: 'img', 'aria-label': t('thumbnail.missingLabel', { alt }) })}
        >
          {type === 'video' ? <PlayIcon size={20} /> : <ImageIcon size={20} />}
        </Fallback>
      )}
      {type === 'video' && showImage ? (
        <PlayBadge data-part="PlayMark" aria-hidden="true">
          <PlayIcon size={12} />
        </PlayBadge>
      ) : null}
      {duration ? (
        <Duration data-part="Duration">
          {clickable ? null : <VisuallyHidden>{t('thumbnail.durationPrefix')} </VisuallyHidden>}
          <span aria-hidden={clickable || undefined}>{duration}</span>
        </Duration>
      ) : null}
    </>
  );

  const common = {
    'data-component': 'Thumbnail',
    'data-size': size,
    'data-ratio': ratio,
    'data-fit': fit,
    'data-type': type,
    'data-state': showImage ? 'loaded' : 'fallback',
    ...rest,
  };

  return clickable ? (
    <ButtonRoot
      type="button"
      ref={ref as Ref<HTMLButtonElement>}
      aria-label={spokenDuration ? t('thumbnail.buttonLabel', { alt, duration: spokenDuration }) : alt}
      onClick={onClick}
      {...common}
    >
      {content}
    </ButtonRoot>
  ) : (
    <Root ref={ref as Ref<HTMLDivElement>} {...common}>
      {content}
    </Root>
  );
}
