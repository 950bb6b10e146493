import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as Dialog from '../Dialog/Dialog.namespace';
import type { DialogSize } from '../Dialog/Dialog';
import { DropZone } from '../DropZone/DropZone';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { uploadCatalogues } from '../i18n/messages/upload';
import { FileList, Layout, Summary } from './UploadDialog.styles';
import { UploadDialogFileRow } from './UploadDialogFileRow';
import type { UploadOutcome, UploadTransport } from './uploadQueue';
import { useUploadQueue } from './useUploadQueue';

/** Default number of files uploaded at the same time. */
export const UPLOAD_CONCURRENCY = 3;

export interface UploadDialogProps<TResult> {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (rendered with `asChild`). */
  trigger?: ReactElement;
  /** Title. @default '上传文件' (Upload files) */
  title?: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Uploads one file: gets an abort signal and a progress callback, resolves with your result. */
  upload: UploadTransport<TResult>;
  /** Most files uploading at the same time.
   * @default 3 */
  concurrency?: number;
  /** Allowed types for the drop zone: extensions, MIME types and groups (`image/*`); see `DropZone`. */
  accept?: readonly string[];
  /** Largest allowed file, in bytes. */
  maxSize?: number;
  /** Most files in the list (rejected ones do not count). */
  maxFiles?: number;
  /** Allow several files.
   * @default true */
  multiple?: boolean;
  /** Start uploading as soon as files are added, instead of on "start upload".
   * @default false */
  autoStart?: boolean;
  /** Called when all started uploads have settled, with the successes since the previous call
   * (after a retry, only the retried file). Called with an empty list when all of them failed. */
  onComplete?: (results: UploadOutcome<TResult>[]) => void;
  /** Dialog width preset.
   * @default 'md' */
  size?: DialogSize;
}

/**
 * A dialog for uploading files: a drop zone, then one row per file with its size, progress,
 * status and actions (cancel while uploading, retry after a failure or cancel, remove). Uploads
 * run through the injected `upload` transport, at most `concurrency` at a time.
 *
 * Uploads keep running while the dialog is closed (reopen it to see them); they are aborted when
 * the component unmounts. "Done" closes the dialog and clears every file not still uploading.
 */
export function UploadDialog<TResult>({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  upload,
  concurrency = UPLOAD_CONCURRENCY,
  accept,
  maxSize,
  maxFiles,
  multiple = true,
  autoStart = false,
  onComplete,
  size = 'md',
}: UploadDialogProps<TResult>) {
  const t = useUiTranslate(uploadCatalogues);
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
  const [items, queue] = useUploadQueue({ upload, concurrency, onComplete });
  const listRef = useRef<HTMLUListElement>(null);
  const zoneRef = useRef<HTMLDivElement>(null);
  const focusAfterRemove = useRef<number | null>(null);

  const listed = items.filter((item) => item.status !== 'rejected').length;
  const done = items.filter((item) => item.status === 'done').length;
  const failed = items.filter((item) => item.status === 'failed').length;
  const startable = items.some((item) => item.status === 'waiting' && !item.queued);
  const limits = { maxSize, maxFiles: multiple ? maxFiles : 1 };

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const rows = listRef.current?.querySelectorAll<HTMLElement>('[data-part="Actions"]') ?? [];
    const target = rows[Math.min(index, rows.length - 1)]?.querySelector('button');
    (target ?? zoneRef.current?.querySelector<HTMLElement>('[data-part="Trigger"]'))?.focus();
  }, [items]);

  const remove = (id: string) => {
    focusAfterRemove.current = items.findIndex((item) => item.id === id);
    queue.remove(id);
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content
        data-component="UploadDialog"
        size={size}
        title={title ?? t('uploadDialog.title')}
        description={description}
        footer={
          <>
            {items.length > 0 ? (
              <Summary role="status" data-part="Summary">
                {t('uploadDialog.summary', { total: listed, done, failed })}
              </Summary>
            ) : null}
            <Dialog.Close asChild>
              <Button data-part="Done" onClick={() => queue.clearSettled()}>
                {t('uploadDialog.done')}
              </Button>
            </Dialog.Close>
            {autoStart ? null : (
              <Button variant="primary" data-part="Start" disabled={!startable} onClick={() => queue.start()}>
                {t('uploadDialog.start')}
              </Button>
            )}
          </>
        }
      >
        <Layout>
          <DropZone
            ref={zoneRef}
            accept={accept}
            maxSize={maxSize}
            multiple={multiple}
            maxFiles={maxFiles}
            existingCount={listed}
            showRejections={false}
            onFiles={(accepted, rejected) => queue.add(accepted, rejected, { start: autoStart })}
          />
          {items.length > 0 ? (
            <FileList ref={listRef} aria-label={t('uploadDialog.fileList')} data-part="FileList">
              {items.map((item) => (
                <UploadDialogFileRow
                  key={item.id}
                  item={item}
                  limits={limits}
                  onCancel={queue.cancel}
                  onRetry={queue.retry}
                  onRemove={remove}
                />
              ))}
            </FileList>
          ) : null}
        </Layout>
      </Dialog.Content>
    </Dialog.Root>
  );
}
