import * as Progress from '@radix-ui/react-progress';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { CSSProperties, SVGProps } from 'react';
import { Button } from '../Button/Button';
import { rejectionText } from '../DropZone/rejectionText';
import { formatFileSize } from '../format/number';
import { useUiTranslate } from '../i18n/I18nProvider';
import { inputsCatalogues } from '../i18n/messages/inputs';
import { uploadCatalogues } from '../i18n/messages/upload';
import { CloseIcon, FileIcon, ImageIcon } from '../internal/icons';
import { Bar, BarFill } from '../UploadDialog/UploadDialog.styles';
import type { UploadItem } from '../UploadDialog/uploadQueue';
import { useKeepFocusWithin } from '../UploadDialog/useKeepFocusWithin';
import type { FileUploadResult, UploadedFile } from './FileUpload';
import {
  Row,
  RowActions,
  RowIcon,
  RowMain,
  RowName,
  RowSize,
  RowStatus,
  Thumb,
  Tile,
  TileActions,
  TileButton,
  TileOverlay,
} from './FileUpload.styles';

/** One entry of the list: a file in the value, or one still uploading (or failed, or cancelled). */
export type FileUploadEntryModel =
  | { kind: 'uploaded'; key: string; file: UploadedFile; index: number }
  | { kind: 'pending'; key: string; item: UploadItem<FileUploadResult>; index: number; preview?: string | undefined };

export interface FileUploadEntryProps {
  entry: FileUploadEntryModel;
  variant: 'image' | 'file';
  /** Disabled: no actions. */
  locked: boolean;
  /** Limits, to name them in a rejection reason. */
  limits: { maxSize?: number | undefined; maxFiles?: number | undefined };
  onRemoveFile: (index: number) => void;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onRemoveItem: (id: string, index: number) => void;
}

function RetryIcon({ size = 14, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d="M13 8a5 5 0 1 1-1.6-3.7" />
      <path d="M13 2.5v2.5h-2.5" />
    </svg>
  );
}

/** Internal: one thumbnail tile (`image`) or list row (`file`) of a FileUpload, with its actions. */
export function FileUploadEntry({
  entry,
  variant,
  locked,
  limits,
  onRemoveFile,
  onCancel,
  onRetry,
  onRemoveItem,
}: FileUploadEntryProps) {
  const t = useUiTranslate(inputsCatalogues);
  const tu = useUiTranslate(uploadCatalogues);
  const item = entry.kind === 'pending' ? entry.item : undefined;
  const status = item?.status ?? 'done';
  const keepFocus = useKeepFocusWithin<HTMLDivElement>(status);
  const name = entry.kind === 'uploaded' ? entry.file.name : entry.item.file.name;
  const size = entry.kind === 'uploaded' ? entry.file.size : entry.item.file.size;
  const percent = item ? Math.round(item.progress * 100) : 100;
  const busy = status === 'uploading' || status === 'waiting';
  const statusText =
    status === 'failed'
      ? item?.error
        ? t('fileUpload.failedWithMessage', { message: item.error })
        : tu('uploadDialog.status.failed')
      : status === 'cancelled'
        ? t('fileUpload.cancelled')
        : status === 'rejected'
          ? rejectionText(tu, item?.rejection ?? 'type', limits)
          : busy
            ? t('fileUpload.uploading', { percent })
            : null;

  // A tile has room for the status alone; the error message is in its title and read out in full.
  const shortStatus = status === 'failed' ? tu('uploadDialog.status.failed') : statusText;

  const progress = busy ? (
    <Progress.Root asChild value={percent} max={100}>
      <Bar data-part="Progress" aria-label={t('fileUpload.progressLabel', { name })}>
        <Progress.Indicator asChild>
          <BarFill style={{ '--bc-upload-progress': `${percent}%` } as CSSProperties} />
        </Progress.Indicator>
      </Bar>
    </Progress.Root>
  ) : null;

  const remove = () => (entry.kind === 'uploaded' ? onRemoveFile(entry.index) : onRemoveItem(entry.key, entry.index));
  const actions = locked
    ? []
    : [
        ...(busy && item
          ? [
              {
                part: 'Cancel',
                label: t('fileUpload.cancel', { name }),
                text: tu('uploadDialog.cancel'),
                run: () => onCancel(item.id),
                icon: <CloseIcon size={14} />,
              },
            ]
          : []),
        ...((status === 'failed' || status === 'cancelled') && item
          ? [
              {
                part: 'Retry',
                label: t('fileUpload.retry', { name }),
                text: tu('uploadDialog.retry'),
                run: () => onRetry(item.id),
                icon: <RetryIcon />,
              },
            ]
          : []),
        ...(busy
          ? []
          : [
              {
                part: 'Remove',
                label: t('fileUpload.remove', { name }),
                text: tu('uploadDialog.remove'),
                run: remove,
                icon: <CloseIcon size={14} />,
              },
            ]),
      ];

  if (variant === 'image') {
    const src = entry.kind === 'uploaded' ? entry.file.url : entry.preview;
    return (
      <Tile
        data-part="Item"
        data-status={status}
        title={statusText ? tu('dropZone.rejectedItem', { name, reason: statusText }) : name}
      >
        <Thumb data-part="Thumbnail">
          {src ? (
            <img src={src} alt={entry.kind === 'uploaded' ? name : t('fileUpload.preview', { name })} />
          ) : (
            <ImageIcon size={24} />
          )}
        </Thumb>
        {status !== 'done' ? (
          <TileOverlay data-part="Overlay">
            {progress}
            {shortStatus ? (
              <>
                <span data-part="StatusText" aria-hidden="true">
                  {shortStatus}
                </span>
                <VisuallyHidden>{statusText}</VisuallyHidden>
              </>
            ) : null}
          </TileOverlay>
        ) : null}
        {actions.length > 0 ? (
          <TileActions data-part="Actions" {...keepFocus}>
            {actions.map((action) => (
              <TileButton
                key={action.part}
                type="button"
                data-part={action.part}
                aria-label={action.label}
                onClick={action.run}
              >
                {action.icon}
              </TileButton>
            ))}
          </TileActions>
        ) : null}
      </Tile>
    );
  }

  return (
    <Row data-part="Item" data-status={status}>
      <RowIcon aria-hidden="true">
        <FileIcon size={18} />
      </RowIcon>
      <RowMain>
        <span data-part="Top">
          {entry.kind === 'uploaded' ? (
            <RowName
              as="a"
              data-part="Name"
              href={entry.file.url}
              target="_blank"
              rel="noopener noreferrer"
              title={name}
            >
              {name}
            </RowName>
          ) : (
            <RowName data-part="Name" title={name}>
              {name}
            </RowName>
          )}
          {size !== undefined ? <RowSize data-part="Size">{formatFileSize(size)}</RowSize> : null}
        </span>
        {progress}
        {statusText ? <RowStatus data-part="StatusText">{statusText}</RowStatus> : null}
      </RowMain>
      {actions.length > 0 ? (
        <RowActions data-part="Actions" {...keepFocus}>
          {actions.map((action) => (
            <Button
              key={action.part}
              size="sm"
              variant="ghost"
              data-part={action.part}
              aria-label={action.label}
              onClick={action.run}
            >
              {action.text}
            </Button>
          ))}
        </RowActions>
      ) : null}
    </Row>
  );
}
