import { useCallback, useEffect, useInsertionEffect, useRef, useState } from 'react';

export interface UseControllableStateOptions<T> {
  /** The controlled value; `undefined` means uncontrolled. */
  value?: T | undefined;
  /** Initial value when uncontrolled. */
  defaultValue: T;
  /** Called with every change, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

type SetStateAction<T> = T | ((prev: T) => T);

/**
 * One state for controlled and uncontrolled components: the prop wins when it is defined,
 * otherwise internal state is used; `onChange` hears every change either way.
 */
export function useControllableState<T>({ value, defaultValue, onChange }: UseControllableStateOptions<T>) {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;

  const onChangeRef = useRef(onChange);
  useInsertionEffect(() => {
    onChangeRef.current = onChange;
  });

  // Uncontrolled: report changes after they commit, so StrictMode's double updaters never double-report.
  const reported = useRef(inner);
  useEffect(() => {
    if (controlled || Object.is(reported.current, inner)) return;
    reported.current = inner;
    onChangeRef.current?.(inner);
  }, [controlled, inner]);

  const setValue = useCallback(
    (next: SetStateAction<T>) => {
      if (controlled) {
        const resolved = typeof next === 'function' ? (next as (prev: T) => T)(value) : next;
        if (!Object.is(resolved, value)) onChangeRef.current?.(resolved);
      } else {
        setInner(next);
      }
    },
    [controlled, value],
  );

  return [current, setValue] as const;
}
