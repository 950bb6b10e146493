import type { EmployeeDataRow } from '@brand-console/api-client';
import { apiMutationOptions, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Button,
  createListColumns,
  ListPage,
  useFormatters,
  type ListFilterDef,
  type ListFilters,
} from '@brand-console/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { dateRangeParams, textParam } from '../../lib/listParams';
import { useOpenTaskCentre } from '../../lib/openTaskCentre';
import type { PageProps } from '../../lib/router/menu';
import { useListQuery } from '../../lib/router/useListQuery';
import { useServices } from '../../lib/services';
import { useSystemTranslate } from './messages';

const PAGE_SIZES = [10, 20, 50] as const;
const col = createListColumns<EmployeeDataRow>();

/** The list call's filters for what the page shows (the export writes the same). */
function filterParams(filters: ListFilters) {
  const userBrandName = textParam(filters.userBrandName);
  return { ...(userBrandName ? { userBrandName } : {}), ...dateRangeParams(filters.period) };
}

/**
 * Employee operational analysis (menu key `employee_analysis`): the brand's members with their
 * departments, roles and activity in a period, and the V2 export that queues an xlsx in the task
 * centre. Filters and paging live in the address; the export writes what the list shows.
 */
export function EmployeeAnalysisPage({ page }: PageProps) {
  const { api, toaster, tracker } = useServices();
  const t = useSystemTranslate();
  const openTaskCentre = useOpenTaskCentre();
  const { formatCount } = useFormatters();
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0] });
  const [exported, setExported] = useState(false);
  const params = filterParams(query.filters);

  const list = useQuery({
    ...apiQueryOptions(api, '/mission/operationalAnalysis/employeeDataList', {
      pageNo: query.page,
      pageSize: query.pageSize,
      ...params,
    }),
    placeholderData: keepPreviousData,
  });
  const summary = useQuery(apiQueryOptions(api, '/mission/operationalAnalysis/organizationalStructureInfo', {}));
  const exporting = useMutation({
    ...apiMutationOptions(api, '/mission/operationalAnalysis/exportEmployeeDataListV2'),
    onSuccess: () => {
      // Tracking event 114 (member data export), once the server has accepted the export.
      tracker.action('memberDataExport');
      setExported(true);
      toaster.success(t('employees.exportStarted'));
    },
  });

  const columns = useMemo(
    () => [
      col.text('userId', { title: t('employees.userId'), width: 90 }),
      col.text('userBrandName', {
        title: t('employees.name'),
        width: 140,
        search: { placeholder: t('employees.namePlaceholder'), maxLength: 30 },
      }),
      col.text('phone', { title: t('employees.phone'), width: 140 }),
      col.text('deptName', { title: t('employees.departments') }),
      col.text('roleNames', { title: t('employees.roles') }),
      col.count('materialCount', { title: t('employees.materials'), width: 100 }),
      col.count('visitCount', { title: t('employees.visits'), width: 100 }),
    ],
    [t],
  );
  const filters = useMemo<ListFilterDef[]>(
    () => [{ key: 'period', label: t('employees.period'), kind: 'dateRange' }],
    [t],
  );

  return (
    <ListPage<EmployeeDataRow>
      title={page.title}
      description={
        summary.data ? (
          <span aria-live="polite">
            {t('employees.summary', {
              depts: formatCount(summary.data.deptCount),
              members: formatCount(summary.data.employeeCount),
            })}
          </span>
        ) : undefined
      }
      columns={columns}
      filters={filters}
      data={list.data?.records ?? []}
      total={list.data?.total ?? 0}
      getRowId={(row) => String(row.userId)}
      getRowLabel={(row) => row.userBrandName}
      query={query}
      onQueryChange={setQuery}
      pageSizeOptions={PAGE_SIZES}
      loading={list.isFetching}
      error={list.isError && !list.data ? true : undefined}
      onRetry={() => void list.refetch()}
      searchActions={
        <>
          <Button
            loading={exporting.isPending}
            onClick={() => exporting.mutate(params)}
            disabled={list.data?.total === 0}
          >
            {t('employees.export')}
          </Button>
          {exported && openTaskCentre ? (
            <Button variant="link" onClick={openTaskCentre}>
              {t('employees.openTaskCentre')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
