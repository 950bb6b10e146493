import { useRef, useState } from 'react';
import { FormField } from '../FormField/FormField';
import { useFieldValidation } from '../FormField/useFieldValidation';
import { validateConfirmPassword, validatePassword } from '../FormField/validators';
import { useUiTranslate } from '../i18n/I18nProvider';
import { signInCatalogues } from '../i18n/messages/signIn';
import { PasswordInput } from '../PasswordInput/PasswordInput';

const passwordRules = [validatePassword];

/** State of a "new password + confirmation" pair, checked on blur (spec section 5). */
export function usePasswordPair() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const passwordField = useFieldValidation({ value: password, rules: passwordRules });
  const confirmationField = useFieldValidation({
    value: confirmation,
    rules: [(value: string) => validateConfirmPassword(value, password)],
  });
  return {
    password,
    setPassword,
    confirmation,
    setConfirmation,
    passwordRef,
    confirmationRef,
    passwordField,
    confirmationField,
    /** Shows every message and focuses the first wrong field; true when both are right. */
    validate: () => {
      const passwordOk = passwordField.validate();
      const confirmationOk = confirmationField.validate();
      if (!passwordOk) passwordRef.current?.focus();
      else if (!confirmationOk) confirmationRef.current?.focus();
      return passwordOk && confirmationOk;
    },
  };
}

export type PasswordPair = ReturnType<typeof usePasswordPair>;

/** The two password fields of a pair. */
export function PasswordPairFields({ pair, disabled }: { pair: PasswordPair; disabled?: boolean }) {
  const t = useUiTranslate(signInCatalogues);
  return (
    <>
      <FormField label={t('password.new')} error={pair.passwordField.error} required disabled={disabled}>
        <PasswordInput
          inputRef={pair.passwordRef}
          name="new-password"
          autoComplete="new-password"
          placeholder={t('password.newPlaceholder')}
          value={pair.password}
          onValueChange={pair.setPassword}
          onBlur={pair.passwordField.onBlur}
        />
      </FormField>
      <FormField label={t('password.confirm')} error={pair.confirmationField.error} required disabled={disabled}>
        <PasswordInput
          inputRef={pair.confirmationRef}
          name="confirm-password"
          autoComplete="new-password"
          placeholder={t('password.confirmPlaceholder')}
          value={pair.confirmation}
          onValueChange={pair.setConfirmation}
          onBlur={pair.confirmationField.onBlur}
        />
      </FormField>
    </>
  );
}
