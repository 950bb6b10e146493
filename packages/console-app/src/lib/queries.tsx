import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useServices, type AppServices } from './services';

const clients = new WeakMap<AppServices, QueryClient>();

/**
 * The page load's server state (TanStack Query), made when the first page that reads it opens, so
 * the login page's JavaScript does not carry it. One per page load; cleared with every new epoch,
 * so nothing of the previous brand or user is shown after a brand switch or logout.
 */
export function queryClientOf(services: AppServices): QueryClient {
  let client = clients.get(services);
  if (!client) {
    const made = new QueryClient({
      defaultOptions: {
        // The client toasts refusals itself (spec section 8) and a retry would toast twice; lists
        // do not reshuffle when the window regains focus.
        queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
        mutations: { retry: false },
      },
    });
    services.epochs.onNext(() => made.clear());
    clients.set(services, made);
    client = made;
  }
  return client;
}

/** Gives its pages the page load's query client: the signed-in shell and the pages outside it that read server state. */
export function QueryScope({ children }: { children: ReactNode }) {
  const services = useServices();
  return <QueryClientProvider client={queryClientOf(services)}>{children}</QueryClientProvider>;
}
