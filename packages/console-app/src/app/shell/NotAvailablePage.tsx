import { Card, Empty } from '@brand-console/ui';
import { useAppTranslate } from '../../lib/hooks';
import type { PageProps } from '../../lib/router/menu';

/** A menu entry whose component key has no page in this console: said plainly, not faked. */
export function NotAvailablePage({ page }: PageProps) {
  const t = useAppTranslate();
  return (
    <Card data-page="not-available">
      <Empty
        title={t('notAvailable.title')}
        description={t('notAvailable.description', { title: page.title, key: page.componentKey })}
      />
    </Card>
  );
}
