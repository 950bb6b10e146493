import type { FileRejection, FileRejectionReason } from '../DropZone/validateFiles';

/** Where a file is in its upload. `waiting` covers both "not started" and "queued for a free slot". */
export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled' | 'rejected';

/** What the transport gets besides the file. */
export interface UploadContext {
  /** Aborted when the user cancels or removes the file, or the uploader unmounts. */
  signal: AbortSignal;
  /** Report progress as a fraction from 0 to 1; values outside are clamped. */
  onProgress: (fraction: number) => void;
}

/**
 * Uploads one file and resolves with whatever the caller needs back (a URL, a material id).
 * Injected, so the app passes the real one (STS + OSS, or `uploadImage`) and stories a simulated one.
 * A rejection marks the file failed and shows the error's message.
 */
export type UploadTransport<TResult> = (file: File, context: UploadContext) => Promise<TResult>;

export interface UploadItem<TResult = unknown> {
  /** Stable id of the row. */
  id: string;
  file: File;
  status: UploadStatus;
  /** 0 to 1. */
  progress: number;
  /** True for a waiting file that starts as soon as a slot is free. */
  queued: boolean;
  /** The transport's error message, when failed and it gave one. */
  error?: string;
  /** Why it was not added, when rejected. */
  rejection?: FileRejectionReason;
  /** The transport's result, when done. */
  result?: TResult;
}

export interface UploadOutcome<TResult> {
  id: string;
  file: File;
  result: TResult;
}

export interface UploadQueueConfig<TResult> {
  upload: UploadTransport<TResult>;
  /** Most uploads at the same time. */
  concurrency: number;
  /** Called when every started upload has settled, with the successes since the previous call. */
  onComplete?: ((results: UploadOutcome<TResult>[]) => void) | undefined;
}

export interface UploadQueue<TResult> {
  /** Adds files: accepted ones wait (or queue at once with `start`), rejected ones are listed with their reason. */
  add: (accepted: readonly File[], rejected?: readonly FileRejection[], options?: { start?: boolean }) => void;
  /** Queues every waiting file and starts as many as the concurrency allows. */
  start: () => void;
  /** Aborts an upload in progress (or unqueues a waiting file) and marks it cancelled. */
  cancel: (id: string) => void;
  /** Queues a failed or cancelled file again, from zero. */
  retry: (id: string) => void;
  /** Drops a row, aborting its upload if it is running. */
  remove: (id: string) => void;
  /** Drops every row that is not uploading or queued. */
  clearSettled: () => void;
  /** Aborts everything that is running, without reporting (for unmount). */
  abortAll: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly UploadItem<TResult>[];
}

/** The error text worth showing from a transport failure, if any (rendered as text, never HTML). */
export function uploadErrorMessage(error: unknown): string | undefined {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  if (typeof error === 'object' && error && 'msg' in error && typeof error.msg === 'string' && error.msg.trim()) {
    return error.msg;
  }
  return undefined;
}

/**
 * The upload engine behind `UploadDialog` and `AvatarUpload`, outside React so it can be tested
 * alone: a list of rows, at most `concurrency` transports running, abort on cancel, retry from
 * zero. Late progress or results from a cancelled attempt are ignored.
 */
export function createUploadQueue<TResult>(getConfig: () => UploadQueueConfig<TResult>): UploadQueue<TResult> {
  let items: readonly UploadItem<TResult>[] = [];
  let seq = 0;
  const running = new Map<string, AbortController>();
  const listeners = new Set<() => void>();
  let pendingResults: UploadOutcome<TResult>[] = [];
  let runActive = false;

  const emit = () => listeners.forEach((listener) => listener());
  const find = (id: string) => items.find((item) => item.id === id);
  const update = (id: string, patch: Partial<UploadItem<TResult>>) => {
    items = items.map((item) => (item.id === id ? stripUndefined({ ...item, ...patch }) : item));
  };

  const settleRun = () => {
    if (!runActive || running.size > 0 || items.some((item) => item.queued)) return;
    runActive = false;
    const results = pendingResults;
    pendingResults = [];
    getConfig().onComplete?.(results);
  };

  const begin = (item: UploadItem<TResult>) => {
    const controller = new AbortController();
    running.set(item.id, controller);
    runActive = true;
    update(item.id, { status: 'uploading', queued: false, progress: 0, error: undefined });
    const current = () => running.get(item.id) === controller;
    const context: UploadContext = {
      signal: controller.signal,
      onProgress: (fraction) => {
        if (!current() || !Number.isFinite(fraction)) return;
        update(item.id, { progress: Math.min(1, Math.max(0, fraction)) });
        emit();
      },
    };
    let attempt: Promise<TResult>;
    try {
      attempt = Promise.resolve(getConfig().upload(item.file, context));
    } catch (error) {
      attempt = Promise.reject(error);
    }
    attempt.then(
      (result) => {
        if (!current()) return;
        running.delete(item.id);
        update(item.id, { status: 'done', progress: 1, result });
        pendingResults.push({ id: item.id, file: item.file, result });
        afterChange();
      },
      (error: unknown) => {
        if (!current()) return;
        running.delete(item.id);
        update(item.id, { status: 'failed', error: uploadErrorMessage(error) });
        afterChange();
      },
    );
  };

  const pump = () => {
    const limit = Math.max(1, Math.floor(getConfig().concurrency) || 1);
    for (const item of items) {
      if (running.size >= limit) break;
      if (item.queued && item.status === 'waiting') begin(item);
    }
  };

  const afterChange = () => {
    pump();
    emit();
    settleRun();
  };

  const stop = (id: string) => {
    const controller = running.get(id);
    if (!controller) return;
    running.delete(id);
    controller.abort();
  };

  return {
    add(accepted, rejected = [], { start = false } = {}) {
      const next = (file: File, extra: Partial<UploadItem<TResult>>): UploadItem<TResult> => ({
        id: `upload-${++seq}`,
        file,
        status: 'waiting',
        progress: 0,
        queued: false,
        ...extra,
      });
      items = [
        ...items,
        ...accepted.map((file) => next(file, { queued: start })),
        ...rejected.map(({ file, reason }) => next(file, { status: 'rejected', rejection: reason })),
      ];
      afterChange();
    },
    start() {
      items = items.map((item) => (item.status === 'waiting' && !item.queued ? { ...item, queued: true } : item));
      afterChange();
    },
    cancel(id) {
      const item = find(id);
      if (!item || (item.status !== 'uploading' && item.status !== 'waiting')) return;
      stop(id);
      update(id, { status: 'cancelled', queued: false });
      afterChange();
    },
    retry(id) {
      const item = find(id);
      if (!item || (item.status !== 'failed' && item.status !== 'cancelled')) return;
      update(id, { status: 'waiting', queued: true, progress: 0, error: undefined });
      afterChange();
    },
    remove(id) {
      stop(id);
      items = items.filter((item) => item.id !== id);
      afterChange();
    },
    clearSettled() {
      items = items.filter((item) => item.status === 'uploading' || item.queued);
      afterChange();
    },
    abortAll() {
      for (const id of [...running.keys()]) stop(id);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}

function stripUndefined<T extends object>(value: T): T {
  for (const key of Object.keys(value) as Array<keyof T>) {
    if (value[key] === undefined) delete value[key];
  }
  return value;
}
