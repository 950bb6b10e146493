import type { FormsMessageKey } from '../i18n/messages/forms';

/** Minimum password length (spec §9). */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * A rule checks a value and returns `null` when it passes, or a message: a key of the UI
 * catalogue (translated for display) or a ready-made string.
 */
export type ValidationRule<T> = (value: T) => FormsMessageKey | (string & {}) | null;

/** 密码不能为空 / 密码长度最少8位. */
export function validatePassword(value: string): FormsMessageKey | null {
  if (!value) return 'formField.passwordRequired';
  if (value.length < PASSWORD_MIN_LENGTH) return 'formField.passwordTooShort';
  return null;
}

/** 确认密码不能为空 / at least 8 / 两次密码不相同. */
export function validateConfirmPassword(value: string, password: string): FormsMessageKey | null {
  if (!value) return 'formField.confirmRequired';
  if (value.length < PASSWORD_MIN_LENGTH) return 'formField.confirmTooShort';
  if (value !== password) return 'formField.passwordMismatch';
  return null;
}
