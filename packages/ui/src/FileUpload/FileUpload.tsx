import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type DragEvent,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Button } from '../Button/Button';
import { rejectionText } from '../DropZone/rejectionText';
import { describeAccept, validateFiles, type FileRejection } from '../DropZone/validateFiles';
import { formatFileSize } from '../format/number';
import { joinIds, useFormControl } from '../FormField/FormFieldContext';
import { useControllableState } from '../hooks/useControllableState';
import { useLatest } from '../hooks/useDebouncedCallback';
import { useUiTranslate } from '../i18n/I18nProvider';
import { inputsCatalogues } from '../i18n/messages/inputs';
import { uploadCatalogues } from '../i18n/messages/upload';
import { PlusIcon, UploadIcon } from '../internal/icons';
import { UPLOAD_CONCURRENCY } from '../UploadDialog/UploadDialog';
import type { UploadTransport } from '../UploadDialog/uploadQueue';
import { useUploadQueue } from '../UploadDialog/useUploadQueue';
import { FileUploadEntry, type FileUploadEntryModel } from './FileUploadEntry';
import { AddTile, Hint, List, Rejections, Root, Toolbar } from './FileUpload.styles';

/** One uploaded file, as the value holds it. */
export interface UploadedFile {
  /** Where the file is served from (what the transport resolved with). */
  url: string;
  /** The file's name, shown in the list and as the image's alternative text. */
  name: string;
  /** Size in bytes, when known. */
  size?: number;
}

/** What the transport resolves with: the served URL, or an object with it (and a name to show). */
export type FileUploadResult = string | { url: string; name?: string };

/** The value's shape: one file (or `null`) when `maxCount` is `1`, else a list. */
export type FileUploadValue<TMax extends number = number> = number extends TMax
  ? UploadedFile[]
  : TMax extends 1
    ? UploadedFile | null
    : UploadedFile[];

export type FileUploadVariant = 'image' | 'file';

export interface FileUploadProps<TMax extends number = number> {
  /** Uploads one file (the same transport as `UploadDialog`, e.g. through the server's upload grant); resolves with the URL. */
  upload: UploadTransport<FileUploadResult>;
  /** `image`: thumbnails (a logo, an avatar, a gallery); `file`: a list with names and sizes.
   * @default 'file' */
  variant?: FileUploadVariant;
  /** Allowed types: extensions, MIME types and groups (`image/*`), as `DropZone` checks them.
   * @default ['image/*'] for images, anything for files */
  accept?: readonly string[];
  /** Largest allowed file, in bytes. */
  maxSize?: number;
  /** Most files. With `1`, the value is one file or `null` and a new file replaces the old one. */
  maxCount?: TMax;
  /** Controlled value: the uploaded files (one file or `null` when `maxCount` is 1). */
  value?: FileUploadValue<TMax>;
  /** Initial value when uncontrolled.
   * @default [] (or null when maxCount is 1) */
  defaultValue?: FileUploadValue<TMax>;
  /** Called when an upload finishes or a file is removed. */
  onValueChange?: (value: FileUploadValue<TMax>) => void;
  /** Most uploads at the same time.
   * @default 3 */
  concurrency?: number;
  /** Help under the button; `false` hides it.
   * @default the allowed types, size and count */
  hint?: ReactNode;
  /** Text of the upload button.
   * @default '上传图片' / '选择文件' (Upload image / Choose files) */
  buttonLabel?: string;
  /** Disables adding and removing files. */
  disabled?: boolean;
  /** Marks the value as wrong (`aria-invalid` on the button). */
  invalid?: boolean;
  /** Marks the field as required (`data-required`; a FormField says "required" in the label the button is named by). */
  required?: boolean;
  /** Name for native form submission (one hidden input per file URL). */
  name?: string;
  /** Id of the upload button (a surrounding FormField supplies one). */
  id?: string;
  /** Accessible name of the group when there is no FormField label. */
  'aria-label'?: string;
  /** Extra description ids for the upload button. */
  'aria-describedby'?: string;
  /** Called when focus leaves the control. */
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  /** Class name for the root element. */
  className?: string;
  /** Inline style for the root element. */
  style?: CSSProperties;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
  /** Test id on the root element. */
  'data-testid'?: string;
}

const toList = (value: UploadedFile[] | UploadedFile | null | undefined): UploadedFile[] | undefined =>
  value === undefined ? undefined : value === null ? [] : Array.isArray(value) ? value : [value];

const IMAGE_ACCEPT: readonly string[] = ['image/*'];

/**
 * Uploads images or files through a transport the app provides (the `UploadDialog` one), straight
 * from a form: a keyboard-operable button (and drag-and-drop onto the control), per-file progress
 * with cancel, retry after a failure, and a translated reason for files refused by `accept`,
 * `maxSize` or `maxCount`. `variant="image"` shows thumbnails; `variant="file"` lists names and
 * sizes. The value is the uploaded files' `{ url, name, size }`, a list, or one file (or `null`)
 * with `maxCount={1}`, where a new file replaces the current one once it has uploaded.
 */
export function FileUpload<TMax extends number = number>(props: FileUploadProps<TMax>) {
  const {
    upload,
    variant = 'file',
    accept: acceptProp,
    maxSize,
    maxCount,
    concurrency = UPLOAD_CONCURRENCY,
    hint,
    buttonLabel,
    disabled,
    invalid,
    required,
    name,
    id,
    onBlur,
    className,
    style,
    ref,
    'aria-label': ariaLabel,
    'aria-describedby': describedByProp,
    'data-testid': testId,
  } = props;
  const t = useUiTranslate(inputsCatalogues);
  const tu = useUiTranslate(uploadCatalogues);
  const control = useFormControl({ id, 'aria-describedby': describedByProp, invalid, required, disabled });
  const single = maxCount === 1;
  const accept = acceptProp ?? (variant === 'image' ? IMAGE_ACCEPT : undefined);
  const [files, setFiles] = useControllableState<UploadedFile[]>({
    value: toList(props.value as UploadedFile[] | UploadedFile | null | undefined),
    defaultValue: toList(props.defaultValue as UploadedFile[] | UploadedFile | null | undefined) ?? [],
    onChange: (next) => {
      const report = props.onValueChange as ((value: UploadedFile[] | UploadedFile | null) => void) | undefined;
      report?.(single ? (next[0] ?? null) : next);
    },
  });
  // The latest list, also between a change and the re-render it causes (two uploads finishing together).
  const latestFilesRef = useLatest(files);
  const commitFiles = (next: UploadedFile[]) => {
    latestFilesRef.current = next;
    setFiles(next);
  };

  const [rejected, setRejected] = useState<readonly FileRejection[]>([]);
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const [dragging, setDragging] = useState(false);
  const [previews, setPreviews] = useState<ReadonlyMap<File, string>>(new Map());
  const dragDepth = useRef(0);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const focusAfterRemove = useRef<number | null>(null);
  const hintId = `${control.id}-hint`;
  const labelId = `${control.id}-label`;

  const announce = (text: string) => setAnnouncement((prev) => ({ text, count: prev.count + 1 }));
  const latestUpload = useLatest(upload);
  const [items, queue] = useUploadQueue<FileUploadResult>({
    // Each success lands in the value at once (not when the whole batch settles).
    upload: async (file, context) => {
      let result: FileUploadResult;
      try {
        result = await latestUpload.current(file, context);
      } catch (error) {
        if (!context.signal.aborted) announce(t('fileUpload.failed', { name: file.name }));
        throw error;
      }
      if (!context.signal.aborted) {
        const url = typeof result === 'string' ? result : result.url;
        const uploaded: UploadedFile = {
          url,
          name: (typeof result === 'string' ? undefined : result.name) ?? file.name,
          size: file.size,
        };
        commitFiles(single ? [uploaded] : [...latestFilesRef.current, uploaded]);
        announce(t('fileUpload.done', { name: uploaded.name }));
      }
      return result;
    },
    concurrency,
  });

  // Finished uploads are in the value now: drop their rows and release their previews.
  useEffect(() => {
    for (const item of items) if (item.status === 'done') queue.remove(item.id);
  }, [items, queue]);

  // Previews of files still uploading are object URLs, released once their row goes and on unmount.
  const liveIds = items
    .filter((item) => item.status !== 'done')
    .map((item) => item.id)
    .join(',');
  useEffect(() => {
    const live = new Set(queue.getSnapshot().flatMap((item) => (item.status === 'done' ? [] : [item.file])));
    for (const [file, url] of previews) if (!live.has(file)) URL.revokeObjectURL(url);
  }, [liveIds, previews, queue]);
  const previewsRef = useLatest(previews);
  useEffect(
    () => () => {
      for (const url of previewsRef.current.values()) URL.revokeObjectURL(url);
    },
    [previewsRef],
  );

  // A layout effect: it runs in the commit that removed the file. A passive effect could instead be
  // the previous commit's, still pending when the remove handler ran (React flushes it before the
  // next commit), and focus the outgoing button while it was still in the DOM: focus fell to <body>
  // in the production build.
  useLayoutEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = rootRef.current?.querySelectorAll<HTMLElement>('[data-part="Remove"]') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? triggerRef.current)?.focus();
  }, [files, items]);

  const pending = items.filter((item) => item.status !== 'done');
  const occupied = single ? 0 : files.length + pending.length;
  const full = !single && maxCount !== undefined && occupied >= maxCount;
  const locked = control.disabled;

  const take = (picked: File[]) => {
    if (locked || picked.length === 0) return;
    const { accepted, rejected: refused } = validateFiles(single ? picked.slice(0, 1) : picked, {
      accept,
      maxSize,
      maxFiles: single ? 1 : maxCount,
      existingCount: occupied,
    });
    const extra: FileRejection[] = single ? picked.slice(1).map((file) => ({ file, reason: 'count' })) : [];
    setRejected([...refused, ...extra]);
    if (accepted.length === 0) return;
    if (single) for (const item of items) queue.remove(item.id);
    if (variant === 'image') {
      setPreviews((prev) => new Map([...prev, ...accepted.map((file) => [file, URL.createObjectURL(file)] as const)]));
    }
    queue.add(accepted, [], { start: true });
  };

  const removeFile = (index: number) => {
    const file = files[index];
    if (!file || locked) return;
    focusAfterRemove.current = index;
    commitFiles(files.filter((_, i) => i !== index));
    setRejected([]);
    announce(t('fileUpload.removed', { name: file.name }));
  };

  const removeItem = (itemId: string, index: number) => {
    focusAfterRemove.current = index;
    queue.remove(itemId);
  };

  const limits = { maxSize, maxFiles: single ? 1 : maxCount };
  const types = describeAccept(accept);
  const hintParts = [
    accept === IMAGE_ACCEPT
      ? t('fileUpload.anyImage')
      : types.length
        ? tu('dropZone.hintTypes', { types: types.join(tu('dropZone.listSeparator')) })
        : null,
    maxSize !== undefined ? tu('dropZone.hintSize', { size: formatFileSize(maxSize) }) : null,
    !single && maxCount !== undefined ? tu('dropZone.hintCount', { count: maxCount }) : null,
  ].filter(Boolean);
  const hintContent = hint === false ? null : (hint ?? (hintParts.join(tu('dropZone.hintSeparator')) || null));
  const label =
    buttonLabel ??
    (variant === 'image'
      ? t(single && files.length > 0 ? 'fileUpload.replaceImage' : 'fileUpload.chooseImage')
      : t('fileUpload.chooseFile'));

  const entries: FileUploadEntryModel[] = [
    // In single mode a new upload stands in for the current file until it succeeds.
    ...(single && pending.length > 0
      ? []
      : files.map((file, index) => ({ kind: 'uploaded' as const, key: `file-${index}-${file.url}`, file, index }))),
    ...pending.map((item, index) => ({
      kind: 'pending' as const,
      key: item.id,
      item,
      index: (single ? 0 : files.length) + index,
      preview: previews.get(item.file),
    })),
  ];

  const triggerProps = {
    ref: triggerRef,
    id: control.id,
    'data-part': 'Trigger',
    disabled: locked,
    'aria-invalid': control.invalid || undefined,
    'aria-describedby': joinIds(control.describedBy, hintContent ? hintId : undefined),
    // Inside a FormField the button is named by the field's label and its own text ("Logo 上传图片").
    'aria-labelledby': control.labelId && !ariaLabel ? `${control.labelId} ${labelId}` : undefined,
    onClick: () => inputRef.current?.click(),
  };
  const showTrigger = !full && !locked;

  return (
    <Root
      ref={(element: HTMLDivElement | null) => {
        rootRef.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      role="group"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : control.labelId}
      data-component="FileUpload"
      data-variant={variant}
      data-state={dragging ? 'dragging' : 'idle'}
      data-full={full || undefined}
      data-invalid={control.invalid || undefined}
      data-required={control.required || undefined}
      data-disabled={locked || undefined}
      className={className}
      style={style}
      data-testid={testId}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && rootRef.current?.contains(next)) return;
        onBlur?.(event);
      }}
      onDragEnter={(event: DragEvent<HTMLDivElement>) => {
        event.preventDefault();
        if (locked) return;
        dragDepth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event: DragEvent<HTMLDivElement>) => {
        // Without preventDefault the browser would open the dropped file instead.
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = locked ? 'none' : 'copy';
      }}
      onDragLeave={() => {
        dragDepth.current = Math.max(0, dragDepth.current - 1);
        if (dragDepth.current === 0) setDragging(false);
      }}
      onDrop={(event: DragEvent<HTMLDivElement>) => {
        event.preventDefault();
        dragDepth.current = 0;
        setDragging(false);
        take(Array.from(event.dataTransfer?.files ?? []));
      }}
    >
      {variant === 'image' ? (
        <List data-part="List" data-variant="image" aria-label={t('fileUpload.files')}>
          {entries.map((entry) => (
            <FileUploadEntry
              key={entry.key}
              entry={entry}
              variant="image"
              locked={locked}
              limits={limits}
              onRemoveFile={removeFile}
              onCancel={queue.cancel}
              onRetry={queue.retry}
              onRemoveItem={removeItem}
            />
          ))}
          {showTrigger || entries.length === 0 ? (
            <li data-part="AddItem">
              <AddTile type="button" {...triggerProps}>
                <PlusIcon size={20} />
                <span id={labelId}>{label}</span>
              </AddTile>
            </li>
          ) : null}
        </List>
      ) : (
        <>
          <Toolbar data-part="Toolbar">
            <Button {...triggerProps} leadingVisual={<UploadIcon size={14} />} disabled={!showTrigger}>
              <span id={labelId}>{label}</span>
            </Button>
            <span data-part="DropHint" aria-hidden="true">
              {t('fileUpload.dropHint')}
            </span>
          </Toolbar>
          {entries.length > 0 ? (
            <List data-part="List" data-variant="file" aria-label={t('fileUpload.files')}>
              {entries.map((entry) => (
                <FileUploadEntry
                  key={entry.key}
                  entry={entry}
                  variant="file"
                  locked={locked}
                  limits={limits}
                  onRemoveFile={removeFile}
                  onCancel={queue.cancel}
                  onRetry={queue.retry}
                  onRemoveItem={removeItem}
                />
              ))}
            </List>
          ) : null}
        </>
      )}
      {hintContent ? (
        <Hint id={hintId} data-part="Hint">
          {full ? t('fileUpload.full', { count: maxCount ?? 0 }) : hintContent}
        </Hint>
      ) : null}
      <Rejections data-part="Rejections" aria-live="polite">
        {rejected.length > 0 ? (
          <>
            <p>{t('fileUpload.rejected')}</p>
            <ul>
              {rejected.map(({ file, reason }, index) => (
                <li key={`${index}-${file.name}`}>
                  {tu('dropZone.rejectedItem', { name: file.name, reason: rejectionText(tu, reason, limits) })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Rejections>
      <VisuallyHidden aria-live="polite" data-part="Announcer">
        {announcement.text ? <span key={announcement.count}>{announcement.text}</span> : null}
      </VisuallyHidden>
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        data-part="Input"
        aria-label={label}
        accept={accept?.join(',')}
        multiple={!single}
        disabled={locked}
        onChange={(event) => {
          const picked = Array.from(event.currentTarget.files ?? []);
          // Cleared so choosing the same file again still reports it.
          event.currentTarget.value = '';
          take(picked);
        }}
      />
      {name
        ? files.map((file, index) => <input key={`${index}-${file.url}`} type="hidden" name={name} value={file.url} />)
        : null}
    </Root>
  );
}
