import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useState } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { SMS_COUNTDOWN_SECONDS } from '../hooks/timing';
import { useCountdown } from '../hooks/useCountdown';
import { useUiTranslate } from '../i18n/I18nProvider';
import { signInCatalogues } from '../i18n/messages/signIn';

export interface SmsCodeButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'children' | 'onError'> {
  /**
   * Sends the code. While the promise runs the button shows "sending"; when it resolves the
   * countdown starts; when it rejects, `onError` gets the message and the button is ready again.
   */
  onSend: () => Promise<void>;
  /** Told why sending failed (the form shows it next to the code field). */
  onError?: (message: string) => void;
  /** Seconds before a new code may be asked for (spec section 4: 60 s). */
  seconds?: number;
}

/**
 * "Get code" for SMS verification: disabled while sending and during the 60 s countdown, which
 * shows the seconds left and survives a throttled background tab. Disable it too while the phone
 * number is not valid.
 */
export function SmsCodeButton({
  onSend,
  onError,
  seconds = SMS_COUNTDOWN_SECONDS,
  disabled,
  variant = 'secondary',
  ...rest
}: SmsCodeButtonProps) {
  const t = useUiTranslate(signInCatalogues);
  const countdown = useCountdown(seconds);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending || countdown.running) return;
    setSending(true);
    try {
      await onSend();
      countdown.start();
    } catch (error) {
      onError?.(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  const label = sending
    ? t('smsCode.sending')
    : countdown.running
      ? t('smsCode.resend', { seconds: countdown.remaining })
      : t('smsCode.send');
  return (
    <>
      <Button
        type="button"
        data-component="SmsCodeButton"
        data-state={sending ? 'sending' : countdown.running ? 'counting' : 'idle'}
        variant={variant}
        disabled={Boolean(disabled) || countdown.running}
        loading={sending}
        onClick={() => void send()}
        {...rest}
      >
        {label}
      </Button>
      {/* Screen readers hear that the code went out; the button's text alone changes silently. */}
      <VisuallyHidden role="status">{countdown.running ? t('smsCode.sent') : ''}</VisuallyHidden>
    </>
  );
}
