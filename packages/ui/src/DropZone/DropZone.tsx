import { useId, useRef, useState, type ComponentPropsWithRef, type DragEvent, type ReactNode } from 'react';
import { formatFileSize } from '../format/number';
import { useUiTranslate } from '../i18n/I18nProvider';
import { uploadCatalogues } from '../i18n/messages/upload';
import { cx } from '../internal/cx';
import { UploadIcon } from '../internal/icons';
import { Area, Hint, Rejections, Root, Title, Trigger, ZoneIcon } from './DropZone.styles';
import { rejectionText } from './rejectionText';
import { describeAccept, validateFiles, type FileRejection } from './validateFiles';

export type DropZoneSize = 'sm' | 'md';

export interface DropZoneProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'title' | 'children' | 'onDrop' | 'onChange' | 'onSelect'
> {
  /**
   * Allowed types: extensions (`.png`), MIME types (`image/png`) and groups (`image/*`). Extensions
   * and MIME types are both checked: `['.png', 'image/png']` rejects `a.png` sent as `text/plain`.
   * A file the browser gives no type is judged by its extension. Omitted: any type.
   */
  accept?: readonly string[];
  /** Largest allowed size per file, in bytes. */
  maxSize?: number;
  /** Allow choosing or dropping several files at once.
   * @default false */
  multiple?: boolean;
  /** Most files in total (with `existingCount`); only with `multiple`, otherwise 1. */
  maxFiles?: number;
  /** Files already chosen elsewhere (an upload list) that count against `maxFiles`.
   * @default 0 */
  existingCount?: number;
  /** Ignores clicks and drops and greys the zone out. */
  disabled?: boolean;
  /** Receives the files of each pick or drop, sorted into accepted and rejected (with a reason). */
  onFiles?: (accepted: File[], rejected: FileRejection[]) => void;
  /** List the rejected files of the last pick or drop, with their reasons, under the zone.
   * @default true */
  showRejections?: boolean;
  /** The main line. @default '点击或将文件拖拽到此处上传' (Click or drag files here to upload) */
  title?: ReactNode;
  /** The second line; `false` hides it. @default the allowed types, size and count */
  hint?: ReactNode;
  /** `sm` is a compact single line for tight spaces (an avatar picker).
   * @default 'md' */
  size?: DropZoneSize;
  /** `name` of the underlying file input. */
  name?: string;
}

/**
 * A click-or-drop area for choosing files. It is a real button (Enter and Space open the file
 * picker), accepts dragged files, checks them against `accept`, `maxSize` and `maxFiles`, and
 * reports both the accepted and the rejected files; rejected ones are listed with a translated
 * reason next to the zone. While files are dragged over it, `data-state="dragging"` is set.
 */
export function DropZone({
  accept,
  maxSize,
  multiple = false,
  maxFiles,
  existingCount = 0,
  disabled = false,
  onFiles,
  showRejections = true,
  title,
  hint,
  size = 'md',
  name,
  className,
  onDragEnter,
  onDragOver,
  onDragLeave,
  ...rest
}: DropZoneProps) {
  const t = useUiTranslate(uploadCatalogues);
  const inputRef = useRef<HTMLInputElement>(null);
  const dragDepth = useRef(0);
  const [dragging, setDragging] = useState(false);
  const [lastRejected, setLastRejected] = useState<readonly FileRejection[]>([]);
  const hintId = useId();
  const limit = multiple ? maxFiles : 1;

  const take = (files: Iterable<File>) => {
    if (disabled) return;
    const { accepted, rejected } = validateFiles(files, { accept, maxSize, maxFiles: limit, existingCount });
    setLastRejected(rejected);
    onFiles?.(accepted, rejected);
  };

  const types = describeAccept(accept);
  const hintParts = [
    types.length ? t('dropZone.hintTypes', { types: types.join(t('dropZone.listSeparator')) }) : null,
    maxSize !== undefined ? t('dropZone.hintSize', { size: formatFileSize(maxSize) }) : null,
    multiple && maxFiles !== undefined ? t('dropZone.hintCount', { count: maxFiles }) : null,
  ].filter(Boolean);
  const hintContent = hint === false ? null : (hint ?? (hintParts.join(t('dropZone.hintSeparator')) || null));

  const endDrag = () => {
    dragDepth.current = 0;
    setDragging(false);
  };

  return (
    <Root
      data-component="DropZone"
      data-state={dragging ? 'dragging' : 'idle'}
      data-size={size}
      data-disabled={disabled || undefined}
      className={cx(className)}
      onDragEnter={(event: DragEvent<HTMLDivElement>) => {
        onDragEnter?.(event);
        event.preventDefault();
        if (disabled) return;
        dragDepth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event: DragEvent<HTMLDivElement>) => {
        onDragOver?.(event);
        // Without preventDefault the browser would open the dropped file instead.
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={(event: DragEvent<HTMLDivElement>) => {
        onDragLeave?.(event);
        dragDepth.current = Math.max(0, dragDepth.current - 1);
        if (dragDepth.current === 0) setDragging(false);
      }}
      onDrop={(event: DragEvent<HTMLDivElement>) => {
        event.preventDefault();
        endDrag();
        take(Array.from(event.dataTransfer?.files ?? []));
      }}
      {...rest}
    >
      <Area
        data-part="Area"
        data-state={dragging ? 'dragging' : 'idle'}
        data-size={size}
        data-disabled={disabled || undefined}
      >
        <Trigger
          type="button"
          data-part="Trigger"
          disabled={disabled}
          aria-describedby={hintContent ? hintId : undefined}
          onClick={() => inputRef.current?.click()}
        >
          <ZoneIcon data-part="Icon">
            <UploadIcon size={24} />
          </ZoneIcon>
          <Title data-part="Title">{dragging ? t('dropZone.titleDragging') : (title ?? t('dropZone.title'))}</Title>
        </Trigger>
        {hintContent ? (
          <Hint id={hintId} data-part="Hint">
            {hintContent}
          </Hint>
        ) : null}
      </Area>
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        data-part="Input"
        aria-label={typeof title === 'string' ? title : t('dropZone.title')}
        name={name}
        accept={accept?.join(',')}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Clear it so choosing the same file again still reports it.
          event.currentTarget.value = '';
          take(files);
        }}
      />
      <Rejections data-part="Rejections" aria-live="polite">
        {showRejections && lastRejected.length > 0 ? (
          <>
            <p>{t('dropZone.rejectedTitle')}</p>
            <ul>
              {lastRejected.map(({ file, reason }, index) => (
                <li key={`${index}-${file.name}`}>
                  {t('dropZone.rejectedItem', {
                    name: file.name,
                    reason: rejectionText(t, reason, { maxSize, maxFiles: limit }),
                  })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Rejections>
    </Root>
  );
}
