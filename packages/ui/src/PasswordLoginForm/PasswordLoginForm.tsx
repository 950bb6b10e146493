import { useRef, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { FormField } from '../FormField/FormField';
import { useUiTranslate } from '../i18n/I18nProvider';
import { signInCatalogues } from '../i18n/messages/signIn';
import { Form, Links } from '../internal/signInForm.styles';
import { PasswordInput } from '../PasswordInput/PasswordInput';
import { TextInput } from '../TextInput/TextInput';
import { useFieldValidation } from '../FormField/useFieldValidation';
import { validatePhone, validateRequiredPassword } from '../FormField/validators';

export interface PasswordLoginValues {
  /** The phone number, trimmed. */
  phone: string;
  /** The password as typed. */
  password: string;
}

export interface PasswordLoginFormProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> {
  /** Signs in; reject with an Error to show its message above the button (the fields keep their values). */
  onSubmit: (values: PasswordLoginValues) => Promise<void>;
  /** The phone number to start with (for example the one typed on the code sign-in form).
   * @default '' */
  defaultPhone?: string;
  /** Back to phone-and-code sign-in. */
  onCodeLogin?: () => void;
  /** Offer "forgot password" (a link under the form) that calls this. */
  onForgotPassword?: () => void;
}

const phoneRules = [validatePhone];
const passwordRules = [validateRequiredPassword];

/** Phone and password sign-in, for accounts that have a password (spec section 4). */
export function PasswordLoginForm({
  onSubmit,
  defaultPhone = '',
  onCodeLogin,
  onForgotPassword,
  'aria-label': ariaLabel,
  ...rest
}: PasswordLoginFormProps) {
  const t = useUiTranslate(signInCatalogues);
  const [phone, setPhone] = useState(defaultPhone);
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const phoneField = useFieldValidation({ value: phone, rules: phoneRules });
  const passwordField = useFieldValidation({ value: password, rules: passwordRules });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const phoneOk = phoneField.validate();
    const passwordOk = passwordField.validate();
    if (!phoneOk) return phoneRef.current?.focus();
    if (!passwordOk) return passwordRef.current?.focus();
    setFormError(null);
    setPending(true);
    try {
      await onSubmit({ phone: phone.trim(), password });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Form
      data-component="PasswordLoginForm"
      noValidate
      aria-label={ariaLabel ?? t('passwordLogin.title')}
      onSubmit={(event) => void submit(event)}
      {...rest}
    >
      <FormField label={t('phone.label')} error={phoneField.error} required>
        <TextInput
          inputRef={phoneRef}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          maxLength={11}
          showCount={false}
          placeholder={t('phone.placeholder')}
          value={phone}
          onValueChange={setPhone}
          onBlur={phoneField.onBlur}
        />
      </FormField>
      <FormField label={t('passwordLogin.password')} error={passwordField.error} required>
        <PasswordInput
          inputRef={passwordRef}
          name="password"
          autoComplete="current-password"
          placeholder={t('passwordLogin.passwordPlaceholder')}
          value={password}
          onValueChange={setPassword}
          onBlur={passwordField.onBlur}
        />
      </FormField>
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <Button type="submit" variant="primary" size="lg" block loading={pending}>
        {t('phoneLogin.submit')}
      </Button>
      {onCodeLogin || onForgotPassword ? (
        <Links>
          {onCodeLogin ? (
            <Button variant="link" size="sm" onClick={onCodeLogin}>
              {t('passwordLogin.useCode')}
            </Button>
          ) : (
            <span />
          )}
          {onForgotPassword ? (
            <Button variant="link" size="sm" onClick={onForgotPassword}>
              {t('phoneLogin.forgot')}
            </Button>
          ) : null}
        </Links>
      ) : null}
    </Form>
  );
}
