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

/** A mainland China mobile number: 11 digits, 1 then 3–9. */
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** 请输入手机号 / 请输入正确的手机号 (surrounding spaces ignored). */
export function validatePhone(value: string): FormsMessageKey | null {
  const phone = value.trim();
  if (!phone) return 'formField.phoneRequired';
  return MAINLAND_MOBILE.test(phone) ? null : 'formField.phoneInvalid';
}

/** 密码不能为空, for signing in (no length rule: the account's password is whatever it is). */
export function validateRequiredPassword(value: string): FormsMessageKey | null {
  return value ? null : 'formField.passwordRequired';
}
