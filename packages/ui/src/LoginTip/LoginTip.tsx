import { useState, type ComponentPropsWithRef } from 'react';
import { Button } from '../Button/Button';
import { useUiTranslate } from '../i18n/I18nProvider';
import { pagesCatalogues } from '../i18n/messages/pages';
import { WarningIcon } from '../internal/icons';
import { StatusPage } from '../internal/StatusPage';
import { Detail, Hint, Live } from './LoginTip.styles';

export interface LoginTipProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The server's message (automatic login failed); defaults to 登录过期，请重新进入！ */
  message?: string;
  /** The request id of the failed automatic login, shown in brackets before the message. */
  requestId?: string;
  /** Offer "sign in again" (outside the work platform, where the host signs the user in). */
  onRelogin?: () => void;
}

/** The text the tip shows: `[request id] message`, or just the message (spec section 8). */
export function loginTipText(message: string, requestId?: string): string {
  return requestId ? `[${requestId}] ${message}` : message;
}

/**
 * The login-tip page (/loginTip): shown when the work-platform session expired
 * (登录过期，请重新进入！) or its automatic login failed (request id in brackets, then the server's
 * message). Server text is shown as text. The request id can be copied for the administrator.
 */
export function LoginTip({ message, requestId, onRelogin, ...rest }: LoginTipProps) {
  const t = useUiTranslate(pagesCatalogues);
  const [copied, setCopied] = useState(false);
  const text = loginTipText(message || t('loginTip.expired'), requestId);
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;

  const copy = async () => {
    if (!requestId || !clipboard) return;
    try {
      await clipboard.writeText(requestId);
      setCopied(true);
    } catch {
      // Copy refused (permissions): the id stays on screen to be selected by hand.
    }
  };

  return (
    <StatusPage
      data-component="LoginTip"
      tone="warning"
      illustration={<WarningIcon size={32} />}
      title={t('loginTip.title')}
      description={<p style={{ margin: 0 }}>{text}</p>}
      body={
        requestId ? (
          <Detail data-part="RequestId">
            <dl>
              <dt>{t('loginTip.requestId')}</dt>
              <dd>
                <code>{requestId}</code>
              </dd>
            </dl>
            <Hint>{t('loginTip.hint')}</Hint>
          </Detail>
        ) : null
      }
      actions={
        <>
          {requestId && clipboard ? (
            <Button variant="secondary" onClick={() => void copy()}>
              {t('loginTip.copy')}
            </Button>
          ) : null}
          {onRelogin ? <Button onClick={onRelogin}>{t('loginTip.relogin')}</Button> : null}
        </>
      }
      {...rest}
    >
      <Live role="status">{copied ? t('loginTip.copied') : ''}</Live>
    </StatusPage>
  );
}
