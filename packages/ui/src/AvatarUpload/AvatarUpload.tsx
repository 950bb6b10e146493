import * as Progress from '@radix-ui/react-progress';
import { useEffect, useState, type ComponentPropsWithRef, type CSSProperties } from 'react';
import { Button } from '../Button/Button';
import { DropZone } from '../DropZone/DropZone';
import { useUiTranslate } from '../i18n/I18nProvider';
import { uploadCatalogues } from '../i18n/messages/upload';
import { cx } from '../internal/cx';
import { ImageIcon } from '../internal/icons';
import { Bar, BarFill } from '../UploadDialog/UploadDialog.styles';
import type { UploadTransport } from '../UploadDialog/uploadQueue';
import { useKeepFocusWithin } from '../UploadDialog/useKeepFocusWithin';
import { useUploadQueue } from '../UploadDialog/useUploadQueue';
import { Preview, Root, Side, StatusLine } from './AvatarUpload.styles';

/** The avatar types the spec allows (section 5: jpeg, jpg, png), by extension and by MIME type. */
export const AVATAR_ACCEPT: readonly string[] = ['.jpg', '.jpeg', '.png', 'image/jpeg', 'image/png'];

export interface AvatarUploadProps<TResult> extends Omit<
  ComponentPropsWithRef<'div'>,
  'onChange' | 'children' | 'onDrop' | 'onSelect'
> {
  /** Uploads the chosen image (the same transport as `UploadDialog`); resolves with your result. */
  upload: UploadTransport<TResult>;
  /** The current avatar, shown until a new image is chosen. */
  src?: string;
  /** Largest allowed image, in bytes. */
  maxSize?: number;
  /** Called when the new image has uploaded, with the transport's result (save it as the user photo). */
  onUploaded?: (result: TResult, file: File) => void;
  /** Disables choosing a new image. */
  disabled?: boolean;
  /** Diameter of the preview circle, in px.
   * @default 80 */
  previewSize?: number;
}

/**
 * Picks, previews and uploads one avatar image (jpeg, jpg or png only). The preview is a local
 * object URL, shown at once and released when replaced or unmounted; the upload starts right
 * away through the injected transport, with progress, cancel and retry.
 */
export function AvatarUpload<TResult>({
  upload,
  src,
  maxSize,
  onUploaded,
  disabled = false,
  previewSize = 80,
  className,
  style,
  ...rest
}: AvatarUploadProps<TResult>) {
  const t = useUiTranslate(uploadCatalogues);
  const [preview, setPreview] = useState<string | null>(null);
  const [items, queue] = useUploadQueue({
    upload,
    concurrency: 1,
    onComplete: (results) => {
      const [first] = results;
      if (first) onUploaded?.(first.result, first.file);
    },
  });

  // Release each preview URL once it is replaced, and the last one on unmount.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    for (const item of items) queue.remove(item.id);
    setPreview(URL.createObjectURL(file));
    queue.add([file], [], { start: true });
  };

  const item = items[0];
  const keepFocus = useKeepFocusWithin<HTMLDivElement>(
    item?.status,
    (status) =>
      status?.closest('[data-component="AvatarUpload"]')?.querySelector<HTMLElement>('[data-part="Trigger"]') ?? null,
  );
  const percent = item ? Math.round(item.progress * 100) : 0;
  const imageSrc = preview ?? src;

  return (
    <Root
      data-component="AvatarUpload"
      data-status={item?.status ?? 'idle'}
      className={cx(className)}
      style={{ '--bc-avatar-upload-size': `${previewSize}px`, ...style } as CSSProperties}
      {...rest}
    >
      <Preview data-part="Preview">
        {imageSrc ? (
          <img src={imageSrc} alt={t(preview ? 'avatarUpload.preview' : 'avatarUpload.current')} />
        ) : (
          <ImageIcon size={28} />
        )}
      </Preview>
      <Side>
        <DropZone
          size="sm"
          accept={AVATAR_ACCEPT}
          maxSize={maxSize}
          disabled={disabled}
          title={t('avatarUpload.title')}
          hint={t('avatarUpload.hint')}
          onFiles={choose}
        />
        <StatusLine data-part="Status" data-status={item?.status} aria-live="polite" {...keepFocus}>
          {item?.status === 'uploading' || item?.status === 'waiting' ? (
            <>
              <Progress.Root asChild value={percent} max={100}>
                <Bar data-part="Progress" aria-label={t('avatarUpload.progressLabel')}>
                  <Progress.Indicator asChild>
                    <BarFill style={{ '--bc-upload-progress': `${percent}%` } as CSSProperties} />
                  </Progress.Indicator>
                </Bar>
              </Progress.Root>
              <span aria-hidden="true">{percent}%</span>
              <Button size="sm" variant="ghost" onClick={() => queue.cancel(item.id)}>
                {t('uploadDialog.cancel')}
              </Button>
            </>
          ) : null}
          {item?.status === 'done' ? <span data-part="StatusText">{t('uploadDialog.status.done')}</span> : null}
          {item?.status === 'failed' || item?.status === 'cancelled' ? (
            <>
              <span data-part="StatusText">
                {item.status === 'failed' && item.error
                  ? t('uploadDialog.failedWithMessage', { message: item.error })
                  : t(`uploadDialog.status.${item.status}`)}
              </span>
              <Button size="sm" variant="ghost" onClick={() => queue.retry(item.id)}>
                {t('uploadDialog.retry')}
              </Button>
            </>
          ) : null}
        </StatusLine>
      </Side>
    </Root>
  );
}
