import { useEffect, useRef, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { FormField } from '../FormField/FormField';
import { useUiTranslate } from '../i18n/I18nProvider';
import { signInCatalogues } from '../i18n/messages/signIn';
import { SuccessIcon } from '../internal/icons';
import { PasswordPairFields, usePasswordPair } from '../internal/PasswordPairFields';
import { CodeRow, Form, Links } from '../internal/signInForm.styles';
import { SmsCodeButton } from '../SmsCodeButton/SmsCodeButton';
import { TextInput } from '../TextInput/TextInput';
import { useFieldValidation } from '../FormField/useFieldValidation';
import { validatePhone } from '../FormField/validators';
import { Done, DoneTitle, Step, Steps } from './ForgotPasswordFlow.styles';

export interface IdentityValues {
  phone: string;
  code: string;
}

export interface ForgotPasswordFlowProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Sends the SMS code to the phone number. */
  onSendCode: (phone: string) => Promise<void>;
  /** Checks phone and code before the new password is asked for; reject to show why. */
  onVerify: (values: IdentityValues) => Promise<void>;
  /** Sets the new password; reject to show why (the passwords stay typed). */
  onResetPassword: (values: IdentityValues & { password: string }) => Promise<void>;
  /** Back to the sign-in page (shown on every step). */
  onBackToLogin?: () => void;
  /** The phone number to start with on the first step (for example the one typed on the sign-in form).
   * @default '' */
  defaultPhone?: string;
}

type FlowStep = 'verify' | 'reset' | 'done';
const STEPS: FlowStep[] = ['verify', 'reset', 'done'];
const STEP_KEYS = { verify: 'forgot.stepVerify', reset: 'forgot.stepReset', done: 'forgot.stepDone' } as const;

const phoneRules = [validatePhone];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Forgot password (route /forget_password, spec section 5): identity verification by phone and
 * SMS code (Next stays disabled until a code is typed), then the new password and its
 * confirmation with the on-blur rules, then 修改成功 and the way back to sign-in.
 */
export function ForgotPasswordFlow({
  onSendCode,
  onVerify,
  onResetPassword,
  onBackToLogin,
  defaultPhone = '',
  ...rest
}: ForgotPasswordFlowProps) {
  const t = useUiTranslate(signInCatalogues);
  const [step, setStep] = useState<FlowStep>('verify');
  const [phone, setPhone] = useState(defaultPhone);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const pair = usePasswordPair();
  const phoneRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLParagraphElement>(null);

  const phoneField = useFieldValidation({ value: phone, rules: phoneRules });
  const identity = { phone: phone.trim(), code: code.trim() };

  // Each new step takes the focus to its first field (or the success message).
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    if (step === 'reset') pair.passwordRef.current?.focus();
    if (step === 'done') headingRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  const run = async (action: () => Promise<void>, next: FlowStep) => {
    setFormError(null);
    setPending(true);
    try {
      await action();
      setStep(next);
    } catch (error) {
      setFormError(messageOf(error));
    } finally {
      setPending(false);
    }
  };

  const verify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || identity.code === '') return;
    if (!phoneField.validate()) return phoneRef.current?.focus();
    void run(() => onVerify(identity), 'reset');
  };

  const reset = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !pair.validate()) return;
    void run(() => onResetPassword({ ...identity, password: pair.password }), 'done');
  };

  const back = onBackToLogin ? (
    <Links>
      <Button variant="link" size="sm" onClick={onBackToLogin}>
        {t('forgot.backToLogin')}
      </Button>
    </Links>
  ) : null;

  return (
    <div data-component="ForgotPasswordFlow" data-step={step} {...rest}>
      <Steps aria-label={t('forgot.steps')}>
        {STEPS.map((s, i) => {
          const index = STEPS.indexOf(step);
          const state = i < index ? 'done' : i === index ? 'current' : 'todo';
          return (
            <Step key={s} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {t(STEP_KEYS[s])}
            </Step>
          );
        })}
      </Steps>
      {step === 'verify' ? (
        <Form noValidate aria-label={t('forgot.stepVerify')} onSubmit={verify}>
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
                }}
                onError={setCodeError}
              />
            </CodeRow>
          </FormField>
          {formError ? <Alert tone="danger">{formError}</Alert> : null}
          <Button type="submit" variant="primary" size="lg" block loading={pending} disabled={identity.code === ''}>
            {t('forgot.next')}
          </Button>
          {back}
        </Form>
      ) : null}
      {step === 'reset' ? (
        <Form noValidate aria-label={t('forgot.stepReset')} onSubmit={reset}>
          <PasswordPairFields pair={pair} />
          {formError ? <Alert tone="danger">{formError}</Alert> : null}
          <Button type="submit" variant="primary" size="lg" block loading={pending}>
            {t('forgot.submit')}
          </Button>
          {back}
        </Form>
      ) : null}
      {step === 'done' ? (
        <Done role="status">
          <SuccessIcon size={40} aria-hidden="true" />
          <DoneTitle ref={headingRef} tabIndex={-1}>
            {t('forgot.success')}
          </DoneTitle>
          <p>{t('forgot.successHint')}</p>
          {onBackToLogin ? (
            <Button variant="primary" size="lg" block onClick={onBackToLogin}>
              {t('forgot.backToLogin')}
            </Button>
          ) : null}
        </Done>
      ) : null}
    </div>
  );
}
