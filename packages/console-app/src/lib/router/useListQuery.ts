import {
  defaultListQuery,
  listQueryFromParams,
  listQueryToParams,
  type ListQuery,
  type ListQueryDefaults,
} from '@brand-console/ui';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RoutePage } from './menu';

/** The query a list page opens with at an address's `search` (what `useListQuery` answers on a first visit). */
export const listQueryAt = (search: string, defaults: ListQueryDefaults): ListQuery =>
  search && search !== '?' ? listQueryFromParams(new URLSearchParams(search), defaults) : defaultListQuery(defaults);

/**
 * A list page's query (filters, page, size, sort, view, tab) kept in the URL: back and forward step
 * through searches and pages, a copied link opens the same view, and a reload keeps it. Defaults are
 * left out of the address, so a list in its first state has a bare one.
 *
 * While a kept-alive page is hidden the location belongs to another page: the hook then keeps
 * returning the page's own last query, so nothing it shows or fetches changes behind the user's back.
 */
export function useListQuery(page: RoutePage, defaults: ListQueryDefaults): [ListQuery, (next: ListQuery) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const own = location.pathname === page.path;
  const search = own ? location.search : null;
  const [kept, setKept] = useState(search ?? '');
  if (search !== null && search !== kept) setKept(search);
  // `defaults` is usually an inline object: its parameters, not its identity, decide the query.
  const defaultsKey = JSON.stringify(defaults);
  const stable = useMemo(() => JSON.parse(defaultsKey) as ListQueryDefaults, [defaultsKey]);
  const current = search ?? kept;
  const query = useMemo(
    () => (current ? listQueryFromParams(new URLSearchParams(current), stable) : defaultListQuery(stable)),
    [current, stable],
  );
  const setQuery = useCallback(
    (next: ListQuery) => {
      const params = listQueryToParams(next, stable).toString();
      void navigate({ pathname: page.path, search: params ? `?${params}` : '' });
    },
    [navigate, page.path, stable],
  );
  return [query, setQuery];
}
