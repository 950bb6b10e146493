import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulatedUploadTransport } from '../test-utils/simulatedUploadTransport';
import { createUploadQueue, uploadErrorMessage, type UploadQueueConfig, type UploadTransport } from './uploadQueue';

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

function deferredTransport() {
  const calls: Array<{
    file: File;
    signal: AbortSignal;
    progress: (f: number) => void;
    resolve: (v: string) => void;
    reject: (e: unknown) => void;
  }> = [];
  let active = 0;
  let maxActive = 0;
  const upload: UploadTransport<string> = (file, { signal, onProgress }) => {
    active += 1;
    maxActive = Math.max(maxActive, active);
    return new Promise<string>((resolve, reject) => {
      const done = () => (active -= 1);
      calls.push({
        file,
        signal,
        progress: onProgress,
        resolve: (v) => {
          done();
          resolve(v);
        },
        reject: (e) => {
          done();
          reject(e);
        },
      });
      signal.addEventListener('abort', () => {
        done();
        reject(signal.reason);
      });
    });
  };
  return { upload, calls, maxActive: () => maxActive };
}

function setup(config: Partial<UploadQueueConfig<string>> & { upload: UploadTransport<string> }) {
  const full = { concurrency: 3, ...config };
  const queue = createUploadQueue(() => full);
  const statuses = () => queue.getSnapshot().map((i) => `${i.file.name}:${i.status}`);
  return { queue, statuses };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('createUploadQueue', () => {
  it('lists added files as waiting and rejected files with their reason', () => {
    const { upload } = deferredTransport();
    const { queue, statuses } = setup({ upload });
    queue.add([png('a.png')], [{ file: png('b.exe'), reason: 'type' }]);
    expect(statuses()).toEqual(['a.png:waiting', 'b.exe:rejected']);
    expect(queue.getSnapshot()[1]?.rejection).toBe('type');
  });

  it('never runs more uploads at once than the concurrency, and starts the next as one finishes', async () => {
    const t = deferredTransport();
    const { queue, statuses } = setup({ upload: t.upload, concurrency: 2 });
    queue.add(['1.png', '2.png', '3.png', '4.png', '5.png'].map(png));
    queue.start();
    expect(t.calls).toHaveLength(2);
    expect(statuses()).toEqual([
      '1.png:uploading',
      '2.png:uploading',
      '3.png:waiting',
      '4.png:waiting',
      '5.png:waiting',
    ]);
    t.calls[0]!.resolve('r1');
    await flush();
    expect(t.calls).toHaveLength(3);
    for (const call of t.calls.slice(1)) call.resolve('r');
    await flush();
    for (const call of t.calls.slice(3)) call.resolve('r');
    await flush();
    expect(statuses().every((s) => s.endsWith(':done'))).toBe(true);
    expect(t.maxActive()).toBe(2);
  });

  it('records progress, clamped to 0..1', () => {
    const t = deferredTransport();
    const { queue } = setup({ upload: t.upload });
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.add([png('a.png')], [], { start: true });
    t.calls[0]!.progress(0.42);
    expect(queue.getSnapshot()[0]?.progress).toBe(0.42);
    t.calls[0]!.progress(7);
    expect(queue.getSnapshot()[0]?.progress).toBe(1);
    t.calls[0]!.progress(-1);
    expect(queue.getSnapshot()[0]?.progress).toBe(0);
    expect(listener).toHaveBeenCalled();
  });

  it('cancel aborts the signal, marks the file cancelled and ignores what the transport does later', async () => {
    const t = deferredTransport();
    const { queue, statuses } = setup({ upload: t.upload });
    queue.add([png('a.png')], [], { start: true });
    const id = queue.getSnapshot()[0]!.id;
    queue.cancel(id);
    expect(t.calls[0]!.signal.aborted).toBe(true);
    expect(statuses()).toEqual(['a.png:cancelled']);
    t.calls[0]!.progress(0.9);
    await flush();
    expect(statuses()).toEqual(['a.png:cancelled']);
    expect(queue.getSnapshot()[0]?.progress).toBe(0);
  });

  it('marks a failure with the error message, and retry uploads again from zero', async () => {
    const t = deferredTransport();
    const onComplete = vi.fn();
    const { queue, statuses } = setup({ upload: t.upload, onComplete });
    queue.add([png('a.png')], [], { start: true });
    t.calls[0]!.progress(0.5);
    t.calls[0]!.reject(new Error('签名已过期'));
    await flush();
    expect(statuses()).toEqual(['a.png:failed']);
    expect(queue.getSnapshot()[0]?.error).toBe('签名已过期');
    expect(onComplete).toHaveBeenLastCalledWith([]);
    queue.retry(queue.getSnapshot()[0]!.id);
    expect(t.calls).toHaveLength(2);
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'uploading', progress: 0 });
    expect(queue.getSnapshot()[0]).not.toHaveProperty('error');
    t.calls[1]!.resolve('url');
    await flush();
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'done', result: 'url', progress: 1 });
    expect(onComplete).toHaveBeenLastCalledWith([expect.objectContaining({ result: 'url' })]);
  });

  it('reports a transport that throws synchronously as a failure', async () => {
    const { queue, statuses } = setup({
      upload: () => {
        throw new Error('boom');
      },
    });
    queue.add([png('a.png')], [], { start: true });
    await flush();
    expect(statuses()).toEqual(['a.png:failed']);
  });

  it('calls onComplete once per run, with only the new successes', async () => {
    const t = deferredTransport();
    const onComplete = vi.fn();
    const { queue } = setup({ upload: t.upload, onComplete });
    queue.add([png('a.png'), png('b.png')], [], { start: true });
    t.calls[0]!.resolve('A');
    await flush();
    expect(onComplete).not.toHaveBeenCalled();
    t.calls[1]!.resolve('B');
    await flush();
    expect(onComplete).toHaveBeenCalledOnce();
    expect(onComplete.mock.calls[0]![0].map((r: { result: string }) => r.result)).toEqual(['A', 'B']);
    queue.add([png('c.png')], [], { start: true });
    t.calls[2]!.resolve('C');
    await flush();
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(onComplete.mock.calls[1]![0].map((r: { result: string }) => r.result)).toEqual(['C']);
  });

  it('remove aborts a running upload and frees its slot', () => {
    const t = deferredTransport();
    const { queue, statuses } = setup({ upload: t.upload, concurrency: 1 });
    queue.add([png('a.png'), png('b.png')], [], { start: true });
    queue.remove(queue.getSnapshot()[0]!.id);
    expect(t.calls[0]!.signal.aborted).toBe(true);
    expect(statuses()).toEqual(['b.png:uploading']);
  });

  it('clearSettled keeps only running and queued files', () => {
    const t = deferredTransport();
    const { queue, statuses } = setup({ upload: t.upload, concurrency: 1 });
    queue.add([png('a.png'), png('b.png')], [{ file: png('c.exe'), reason: 'type' }], { start: true });
    queue.add([png('d.png')]);
    queue.clearSettled();
    expect(statuses()).toEqual(['a.png:uploading', 'b.png:waiting']);
  });

  it('abortAll aborts every running upload', () => {
    const t = deferredTransport();
    const { queue } = setup({ upload: t.upload });
    queue.add([png('a.png'), png('b.png')], [], { start: true });
    queue.abortAll();
    expect(t.calls.every((c) => c.signal.aborted)).toBe(true);
  });

  describe('given the simulated transport', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('progresses on timers and fails the named file once', async () => {
      const upload = createSimulatedUploadTransport({ duration: 1000, steps: 4, failNames: ['bad.png'] });
      const full = { upload, concurrency: 3 };
      const queue = createUploadQueue(() => full);
      queue.add([png('ok.png'), png('bad.png')], [], { start: true });
      await vi.advanceTimersByTimeAsync(250);
      expect(queue.getSnapshot()[0]?.progress).toBe(0.25);
      await vi.advanceTimersByTimeAsync(1000);
      expect(queue.getSnapshot().map((i) => i.status)).toEqual(['done', 'failed']);
      expect(queue.getSnapshot()[0]?.result).toEqual({ url: 'https://cdn.example.com/uploads/ok.png' });
      queue.retry(queue.getSnapshot()[1]!.id);
      await vi.advanceTimersByTimeAsync(1000);
      expect(queue.getSnapshot()[1]?.status).toBe('done');
    });
  });
});

describe('uploadErrorMessage', () => {
  it('takes the message of an Error, a string or a server body with msg', () => {
    expect(uploadErrorMessage(new Error('x'))).toBe('x');
    expect(uploadErrorMessage('y')).toBe('y');
    expect(uploadErrorMessage({ code: 1, msg: '文件过大' })).toBe('文件过大');
    expect(uploadErrorMessage(new Error('  '))).toBeUndefined();
    expect(uploadErrorMessage(null)).toBeUndefined();
  });
});
