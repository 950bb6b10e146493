import * as Progress from '@radix-ui/react-progress';
import type { CSSProperties } from 'react';
import { Button } from '../Button/Button';
import { rejectionText } from '../DropZone/rejectionText';
import { formatFileSize } from '../format/number';
import { useUiTranslate } from '../i18n/I18nProvider';
import { uploadCatalogues } from '../i18n/messages/upload';
import { FileIcon } from '../internal/icons';
import {
  Bar,
  BarFill,
  FileName,
  FileSize,
  Row,
  RowActions,
  RowIcon,
  RowMain,
  RowStatus,
  RowTop,
} from './UploadDialog.styles';
import type { UploadItem } from './uploadQueue';
import { useKeepFocusWithin } from './useKeepFocusWithin';

export interface UploadDialogFileRowProps {
  item: UploadItem<unknown>;
  /** Limits, to name them in a rejection reason. */
  limits: { maxSize?: number | undefined; maxFiles?: number | undefined };
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

/** One file in the upload list: name, size, progress, status and the actions its status allows. */
export function UploadDialogFileRow({ item, limits, onCancel, onRetry, onRemove }: UploadDialogFileRowProps) {
  const t = useUiTranslate(uploadCatalogues);
  const { id, file, status } = item;
  const percent = Math.round(item.progress * 100);
  const statusText =
    status === 'rejected'
      ? t('dropZone.rejectedItem', {
          name: t('uploadDialog.status.rejected'),
          reason: rejectionText(t, item.rejection ?? 'type', limits),
        })
      : status === 'failed' && item.error
        ? t('uploadDialog.failedWithMessage', { message: item.error })
        : t(`uploadDialog.status.${status}`);
  const name = file.name;

  const keepFocus = useKeepFocusWithin<HTMLDivElement>(status);

  return (
    <Row data-component="UploadDialog.FileRow" data-status={status}>
      <RowIcon>
        <FileIcon size={20} />
      </RowIcon>
      <RowMain>
        <RowTop>
          <FileName data-part="Name" title={name}>
            {name}
          </FileName>
          <FileSize data-part="Size">{formatFileSize(file.size)}</FileSize>
        </RowTop>
        {status === 'rejected' ? null : (
          <Progress.Root asChild value={percent} max={100}>
            <Bar data-part="Progress" aria-label={t('uploadDialog.progressLabel', { name })}>
              <Progress.Indicator asChild>
                <BarFill style={{ '--bc-upload-progress': `${percent}%` } as CSSProperties} />
              </Progress.Indicator>
            </Bar>
          </Progress.Root>
        )}
        <RowStatus>
          <span data-part="StatusText">{statusText}</span>
          {status === 'rejected' ? null : (
            <span data-part="Percent" aria-hidden="true">
              {percent}%
            </span>
          )}
        </RowStatus>
      </RowMain>
      <RowActions data-part="Actions" {...keepFocus}>
        {status === 'uploading' ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('uploadDialog.cancelLabel', { name })}
            onClick={() => onCancel(id)}
          >
            {t('uploadDialog.cancel')}
          </Button>
        ) : null}
        {status === 'failed' || status === 'cancelled' ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('uploadDialog.retryLabel', { name })}
            onClick={() => onRetry(id)}
          >
            {t('uploadDialog.retry')}
          </Button>
        ) : null}
        {status === 'uploading' ? null : (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('uploadDialog.removeLabel', { name })}
            onClick={() => onRemove(id)}
          >
            {t('uploadDialog.remove')}
          </Button>
        )}
      </RowActions>
    </Row>
  );
}
