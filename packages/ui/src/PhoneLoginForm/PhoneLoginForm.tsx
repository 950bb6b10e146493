import { useRef, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { FormField } from '../FormField/FormField';
import { useUiTranslate } from '../i18n/I18nProvider';
import { signInCatalogues } from '../i18n/messages/signIn';
import { CodeRow, Form, Links, Sso, SsoButtons, SsoLabel } from '../internal/signInForm.styles';
import { SmsCodeButton } from '../SmsCodeButton/SmsCodeButton';
import type { SsoProvider } from '../SsoCallback/SsoCallback';
import { TextInput } from '../TextInput/TextInput';
import { useFieldValidation } from '../FormField/useFieldValidation';
import { validatePhone } from '../FormField/validators';

export interface PhoneLoginValues {
  /** The phone number, trimmed. */
  phone: string;
  /** The SMS code, trimmed. */
  code: string;
}

export interface PhoneLoginFormProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> {
  /** Sends the SMS code to the (valid) phone number; reject with an Error to show its message. */
  onSendCode: (phone: string) => Promise<void>;
  /** Signs in; reject with an Error to show its message above the button (the fields keep their values). */
  onSubmit: (values: PhoneLoginValues) => Promise<void>;
  /** The phone number to start with (for example the last one used). */
  defaultPhone?: string;
  /** Offer "sign in with password" (where the account allows it). */
  onPasswordLogin?: () => void;
  /** Offer "forgot password". */
  onForgotPassword?: () => void;
  /** Enterprise messengers offered for single sign-on. */
  ssoProviders?: readonly SsoProvider[];
  /** Called with the provider whose single sign-on button was pressed (the host redirects to it). */
  onSso?: (provider: SsoProvider) => void;
}

const phoneRules = [validatePhone];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Phone and SMS-code sign-in (spec sections 4 and 5): the phone number is checked on blur and on
 * submit, "get code" waits for a valid number and then counts down 60 s, and a failed sign-in shows
 * the server's message without losing what was typed.
 */
export function PhoneLoginForm({
  onSendCode,
  onSubmit,
  defaultPhone = '',
  onPasswordLogin,
  onForgotPassword,
  ssoProviders = [],
  onSso,
  'aria-label': ariaLabel,
  ...rest
}: PhoneLoginFormProps) {
  const t = useUiTranslate(signInCatalogues);
  const [phone, setPhone] = useState(defaultPhone);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const phoneField = useFieldValidation({ value: phone, rules: phoneRules });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const phoneOk = phoneField.validate();
    const codeMissing = code.trim() === '';
    if (codeMissing) setCodeError(t('code.required'));
    if (!phoneOk) return phoneRef.current?.focus();
    if (codeMissing) return codeRef.current?.focus();
    setFormError(null);
    setPending(true);
    try {
      await onSubmit({ phone: phone.trim(), code: code.trim() });
    } catch (error) {
      setFormError(messageOf(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Form
      data-component="PhoneLoginForm"
      noValidate
      aria-label={ariaLabel ?? t('phoneLogin.title')}
      onSubmit={(event) => void submit(event)}
      {...rest}
    >
      <FormField label={t('phone.label')} error={phoneField.error} required>
        <TextInput
          inputRef={phoneRef}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          showCount={false}
          placeholder={t('phone.placeholder')}
          value={phone}
          onValueChange={setPhone}
          onBlur={phoneField.onBlur}
        />
      </FormField>
      <FormField label={t('code.label')} error={codeError} required>
        <CodeRow>
          <TextInput
            inputRef={codeRef}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            showCount={false}
            placeholder={t('code.placeholder')}
            value={code}
            onValueChange={(value) => {
              setCode(value);
              if (value.trim() !== '') setCodeError(null);
            }}
          />
          <SmsCodeButton
            disabled={validatePhone(phone) !== null}
            onSend={async () => {
              setCodeError(null);
              await onSendCode(phone.trim());
              codeRef.current?.focus();
            }}
            onError={setCodeError}
          />
        </CodeRow>
      </FormField>
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <Button type="submit" variant="primary" size="lg" block loading={pending}>
        {t('phoneLogin.submit')}
      </Button>
      {onPasswordLogin || onForgotPassword ? (
        <Links>
          {onPasswordLogin ? (
            <Button variant="link" size="sm" onClick={onPasswordLogin}>
              {t('phoneLogin.usePassword')}
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
      {ssoProviders.length > 0 ? (
        <Sso role="group" aria-label={t('phoneLogin.ssoLabel')}>
          <SsoLabel aria-hidden="true">{t('phoneLogin.ssoLabel')}</SsoLabel>
          <SsoButtons>
            {ssoProviders.map((provider) => (
              <Button key={provider} variant="secondary" onClick={() => onSso?.(provider)}>
                {t(`phoneLogin.sso.${provider}`)}
              </Button>
            ))}
          </SsoButtons>
        </Sso>
      ) : null}
    </Form>
  );
}
