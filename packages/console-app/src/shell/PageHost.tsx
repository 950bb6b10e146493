import { Spinner } from '@brand-console/ui';
import { Suspense } from 'react';
import { NotAvailablePage } from '../pages/NotAvailablePage';
import type { RoutePage } from '../router/menu';
import { pageRegistry } from '../router/registry';

/** Renders the registry's page for a route, loading its chunk on first use. */
export function PageHost({ page }: { page: RoutePage }) {
  const Page = pageRegistry[page.componentKey];
  if (!Page) return <NotAvailablePage page={page} />;
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <Page page={page} />
    </Suspense>
  );
}
