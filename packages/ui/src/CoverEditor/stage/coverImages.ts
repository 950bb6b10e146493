import { useEffect, useSyncExternalStore } from 'react';

/**
 * Images drawn on covers, loaded once per source and shared by every stage and export of the
 * page. They load with `crossOrigin = 'anonymous'`, so a canvas that draws them stays exportable
 * when the server sends CORS headers (same-origin and data URLs always do).
 */
type Entry =
  | { status: 'loading'; promise: Promise<HTMLImageElement> }
  | { status: 'loaded'; promise: Promise<HTMLImageElement>; image: HTMLImageElement };

const cache = new Map<string, Entry>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Loads (once) and decodes an image for drawing on a cover. Rejects when it cannot be loaded; a
 * failed source is forgotten, so the next call tries again.
 */
export function loadCoverImage(src: string): Promise<HTMLImageElement> {
  const known = cache.get(src);
  if (known) return known.promise;
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.decoding = 'async';
  const promise = new Promise<HTMLImageElement>((resolve, reject) => {
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`The image could not be loaded: ${src.slice(0, 80)}`));
  }).then(
    async (loaded) => {
      // A decoded image draws without a hitch the first time it is painted.
      await loaded.decode().catch(() => undefined);
      cache.set(src, { status: 'loaded', promise, image: loaded });
      notify();
      return loaded;
    },
    (error: unknown) => {
      cache.delete(src);
      throw error;
    },
  );
  cache.set(src, { status: 'loading', promise });
  image.src = src;
  return promise;
}

/** The image if it has loaded, else undefined (never starts a load). */
export function loadedCoverImage(src: string): HTMLImageElement | undefined {
  const entry = cache.get(src);
  return entry?.status === 'loaded' ? entry.image : undefined;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The image for `src` once loaded (undefined while loading, after a failure, or without a source). */
export function useCoverImage(src: string | undefined): HTMLImageElement | undefined {
  const image = useSyncExternalStore(
    subscribe,
    () => (src ? loadedCoverImage(src) : undefined),
    () => undefined,
  );
  useEffect(() => {
    if (src) loadCoverImage(src).catch(() => undefined);
  }, [src]);
  return image;
}
