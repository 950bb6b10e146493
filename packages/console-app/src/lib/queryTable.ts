import type { UseQueryResult } from '@tanstack/react-query';

/**
 * A DataTable's loading, error and retry from a list query: busy while fetching, the error state
 * only when there is nothing to show (a failed refresh keeps the rows), retry refetches.
 */
export function queryTableState(query: UseQueryResult<unknown>) {
  return {
    loading: query.isFetching,
    error: query.isError && !query.data ? true : undefined,
    onRetry: () => void query.refetch(),
  };
}
