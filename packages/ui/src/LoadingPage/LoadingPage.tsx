import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { useUiTranslate } from '../i18n/I18nProvider';
import { pagesCatalogues } from '../i18n/messages/pages';
import { ErrorIcon } from '../internal/icons';
import { StatusPage } from '../internal/StatusPage';
import { Spinner } from '../Spinner/Spinner';

export interface LoadingPageProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** `loading` while user info and the menu are fetched; `failed` when that did not work. */
  status?: 'loading' | 'failed';
  /** The product name shown above the spinner. */
  productName?: ReactNode;
  /** What went wrong (the server's message or the network error), shown as text. */
  message?: string;
  /** When `failed`, offer "retry" (fetch user info and the menu again) that calls this. */
  onRetry?: () => void;
  /** When `failed`, offer "back to sign-in" that calls this. */
  onBackToLogin?: () => void;
}

/**
 * The /loading page: after sign-in the app fetches user info and the menu here, then goes to the
 * original path or the first menu page. If that fails the user can retry or sign in again.
 */
export function LoadingPage({
  status = 'loading',
  productName,
  message,
  onRetry,
  onBackToLogin,
  ...rest
}: LoadingPageProps) {
  const t = useUiTranslate(pagesCatalogues);
  if (status === 'loading') {
    return (
      <StatusPage data-component="LoadingPage" data-status="loading" aria-busy="true" title={productName} {...rest}>
        <Spinner size="lg" showLabel label={t('loadingPage.entering')} />
      </StatusPage>
    );
  }
  return (
    <StatusPage
      data-component="LoadingPage"
      data-status="failed"
      tone="danger"
      illustration={<ErrorIcon size={32} />}
      title={t('loadingPage.failedTitle')}
      description={
        message ? (
          <p role="alert" style={{ margin: 0 }}>
            {message}
          </p>
        ) : null
      }
      actions={
        <>
          {onBackToLogin ? (
            <Button variant="secondary" onClick={onBackToLogin}>
              {t('loadingPage.backToLogin')}
            </Button>
          ) : null}
          {onRetry ? <Button onClick={onRetry}>{t('loadingPage.retry')}</Button> : null}
        </>
      }
      {...rest}
    />
  );
}
