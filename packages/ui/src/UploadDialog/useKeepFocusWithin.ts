import { useEffect, useRef, type FocusEvent } from 'react';

/**
 * Keeps keyboard focus in a group of buttons whose contents change with a status: when the
 * focused button disappears (cancel once the upload ends, retry once it restarts), focus moves
 * to the group's first button, or to `fallback()` when the group is empty, instead of the page.
 */
export function useKeepFocusWithin<T extends HTMLElement>(
  status: unknown,
  fallback?: (container: T | null) => HTMLElement | null,
) {
  const ref = useRef<T>(null);
  const focusInside = useRef(false);
  const fallbackRef = useRef(fallback);
  useEffect(() => {
    fallbackRef.current = fallback;
  });

  useEffect(() => {
    if (!focusInside.current) return;
    const active = document.activeElement;
    if (active && active !== document.body) {
      focusInside.current = !!ref.current?.contains(active);
      return;
    }
    const target = ref.current?.querySelector<HTMLElement>('button') ?? fallbackRef.current?.(ref.current) ?? null;
    focusInside.current = !!target && !!ref.current?.contains(target);
    target?.focus();
  }, [status]);

  return {
    ref,
    onFocus: () => {
      focusInside.current = true;
    },
    onBlur: (event: FocusEvent<T>) => {
      // A null relatedTarget means the focused button was removed (or the window lost focus): keep the flag.
      if (event.relatedTarget) focusInside.current = !!ref.current?.contains(event.relatedTarget as Node);
    },
  };
}
