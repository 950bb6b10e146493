import type { ComponentPropsWithRef } from 'react';
import { Button } from '../Button/Button';
import { useUiTranslate } from '../i18n/I18nProvider';
import { pagesCatalogues } from '../i18n/messages/pages';
import { StatusPage } from '../internal/StatusPage';

export interface NotFoundProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Go to the first menu page. */
  onHome?: () => void;
  /** Go back one step in history (offered when there is history to go back to). */
  onBack?: () => void;
}

/** The /404 page: unmatched paths and paths outside the user's menu end here. */
export function NotFound({ onHome, onBack, ...rest }: NotFoundProps) {
  const t = useUiTranslate(pagesCatalogues);
  return (
    <StatusPage
      data-component="NotFound"
      tone="accent"
      illustration="404"
      title={t('notFound.title')}
      description={t('notFound.description')}
      actions={
        <>
          {onBack ? (
            <Button variant="secondary" onClick={onBack}>
              {t('notFound.back')}
            </Button>
          ) : null}
          {onHome ? <Button onClick={onHome}>{t('notFound.home')}</Button> : null}
        </>
      }
      {...rest}
    />
  );
}
