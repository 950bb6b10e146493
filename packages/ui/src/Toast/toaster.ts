export type ToastTone = 'error' | 'success' | 'warning' | 'info';

/** Error toasts last 3 s (spec section 8); the others use the same default. */
export const TOAST_DURATION_MS = 3000;
/** More than this many toasts at once and the oldest leave first. */
export const TOAST_MAX_VISIBLE = 5;

export interface ToastOptions {
  /** Colour, icon and urgency: errors are announced assertively, the rest politely. @default 'info' */
  tone?: ToastTone;
  /** The text, rendered as text (never HTML). */
  message: string;
  /** An optional short heading. */
  title?: string;
  /** Milliseconds before it closes by itself. @default 3000 */
  duration?: number;
}

export interface ToastItem {
  id: string;
  tone: ToastTone;
  message: string;
  title?: string;
  duration: number;
}

export interface Toaster {
  show(options: ToastOptions): string;
  error(message: string, options?: Omit<ToastOptions, 'message' | 'tone'>): string;
  success(message: string, options?: Omit<ToastOptions, 'message' | 'tone'>): string;
  warning(message: string, options?: Omit<ToastOptions, 'message' | 'tone'>): string;
  info(message: string, options?: Omit<ToastOptions, 'message' | 'tone'>): string;
  dismiss(id: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly ToastItem[];
}

/**
 * A toast queue that lives outside React, so non-React code (an API client's `onError`) can
 * raise toasts. An identical toast already on screen is replaced, not stacked, so a burst of
 * failing requests shows one message.
 */
export function createToaster(): Toaster {
  let items: readonly ToastItem[] = [];
  let seq = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const show = ({ tone = 'info', message, title, duration = TOAST_DURATION_MS }: ToastOptions) => {
    const id = `toast-${++seq}`;
    const kept = items.filter((i) => !(i.tone === tone && i.message === message && i.title === title));
    const item: ToastItem = { id, tone, message, duration, ...(title ? { title } : {}) };
    items = [...kept, item].slice(-TOAST_MAX_VISIBLE);
    emit();
    return id;
  };
  const toned = (tone: ToastTone) => (message: string, options?: Omit<ToastOptions, 'message' | 'tone'>) =>
    show({ ...options, tone, message });

  return {
    show,
    error: toned('error'),
    success: toned('success'),
    warning: toned('warning'),
    info: toned('info'),
    dismiss(id) {
      const next = items.filter((i) => i.id !== id);
      if (next.length !== items.length) {
        items = next;
        emit();
      }
    },
    clear() {
      if (items.length) {
        items = [];
        emit();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}
