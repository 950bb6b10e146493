export { ToastProvider, useToast } from './Toast';
export type { ToastProviderProps } from './Toast';
export { createToaster, TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from './toaster';
export type { Toaster, ToastItem, ToastOptions, ToastTone } from './toaster';
