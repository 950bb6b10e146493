import type { ComponentPropsWithRef } from 'react';
import { Button } from '../Button/Button';
import { useUiTranslate } from '../i18n/I18nProvider';
import { pagesCatalogues } from '../i18n/messages/pages';
import { ErrorIcon } from '../internal/icons';
import { StatusPage } from '../internal/StatusPage';
import { Spinner } from '../Spinner/Spinner';
import { loginTipText } from '../LoginTip/LoginTip';

/** The enterprise messengers the console signs in with (routes /fly_book_auth and /enterprise_wechart_auth). */
export type SsoProvider = 'flyBook' | 'enterpriseWechat';

export interface SsoCallbackProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The messenger the user signed in with (Feishu or WeCom), named in the waiting and failure texts. */
  provider: SsoProvider;
  /** `pending` while the code from the messenger is exchanged for a session. */
  status: 'pending' | 'failed';
  /** The server's message when signing in failed. */
  message?: string;
  /** The request id of the failed call, shown in brackets before the message. */
  requestId?: string;
  /** Try the exchange again. */
  onRetry?: () => void;
  /** Go to the phone login instead. */
  onBackToLogin?: () => void;
}

/**
 * The page the enterprise messenger sends the user back to with a code: a spinner while the code is
 * exchanged, then (on failure) the server's message with its request id, a retry and a way back to
 * the phone login. On success the app navigates away, so there is no success state.
 */
export function SsoCallback({
  provider,
  status,
  message,
  requestId,
  onRetry,
  onBackToLogin,
  ...rest
}: SsoCallbackProps) {
  const t = useUiTranslate(pagesCatalogues);
  const name = t(`ssoCallback.provider.${provider}`);
  if (status === 'pending') {
    return (
      <StatusPage data-component="SsoCallback" data-status="pending" aria-busy="true" {...rest}>
        <Spinner size="lg" showLabel label={t('ssoCallback.pending', { provider: name })} />
      </StatusPage>
    );
  }
  return (
    <StatusPage
      data-component="SsoCallback"
      data-status="failed"
      tone="danger"
      illustration={<ErrorIcon size={32} />}
      title={t('ssoCallback.failedTitle', { provider: name })}
      description={
        message || requestId ? (
          <p role="alert" style={{ margin: 0 }}>
            {loginTipText(message ?? '', requestId)}
          </p>
        ) : null
      }
      actions={
        <>
          {onBackToLogin ? (
            <Button variant="secondary" onClick={onBackToLogin}>
              {t('ssoCallback.backToLogin')}
            </Button>
          ) : null}
          {onRetry ? <Button onClick={onRetry}>{t('ssoCallback.retry')}</Button> : null}
        </>
      }
      {...rest}
    />
  );
}
