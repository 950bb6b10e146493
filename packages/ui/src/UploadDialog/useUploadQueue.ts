import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLatest } from '../hooks/useDebouncedCallback';
import { createUploadQueue, type UploadItem, type UploadQueue, type UploadQueueConfig } from './uploadQueue';

/** One upload queue per component, fed the latest transport and callbacks, aborted on unmount. */
export function useUploadQueue<TResult>(
  config: UploadQueueConfig<TResult>,
): [readonly UploadItem<TResult>[], UploadQueue<TResult>] {
  const latest = useLatest(config);
  const [queue] = useState(() => createUploadQueue(() => latest.current));
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  useEffect(() => () => queue.abortAll(), [queue]);
  return [items, queue];
}
