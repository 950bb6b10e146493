import { Spinner } from '@brand-console/ui';
import { Suspense } from 'react';
import type { RoutePage } from '../../lib/router/menu';
import { registry } from '../registry';
import { NotAvailablePage } from './NotAvailablePage';

/** Renders the registry's page for a route, loading its chunk on first use. */
export function PageHost({ page }: { page: RoutePage }) {
  const Page = registry[page.componentKey]?.Page;
  if (!Page) return <NotAvailablePage page={page} />;
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <Page page={page} />
    </Suspense>
  );
}
