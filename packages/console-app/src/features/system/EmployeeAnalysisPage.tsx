import type { EmployeeDataRow } from '@brand-console/api-client';
import { apiMutationOptions, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Button,
  Card,
  createDataTableColumnHelper,
  DataTable,
  DateRangePicker,
  FormField,
  SearchForm,
  TextInput,
  useFormatters,
  type DataTablePaginationState,
  type DateRangeValue,
} from '@brand-console/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useServices } from '../../lib/services';
import { day } from '../../lib/dates';
import { queryTableState } from '../../lib/queryTable';
import type { PageProps } from '../../lib/router/menu';
import { Lead } from '../../components/layout';
import { useOpenTaskCentre } from '../../lib/openTaskCentre';
import { useSystemTranslate } from './messages';

/** The filters the list shows and the export writes. */
interface Filters {
  userBrandName: string;
  range: DateRangeValue | null;
}

const PAGE_SIZES = [10, 20, 50] as const;
const NO_FILTERS: Filters = { userBrandName: '', range: null };
const col = createDataTableColumnHelper<EmployeeDataRow>();

function filterParams({ userBrandName, range }: Filters) {
  return {
    ...(userBrandName.trim() ? { userBrandName: userBrandName.trim() } : {}),
    ...(range ? { startTime: day(range.from), endTime: day(range.to) } : {}),
  };
}

/**
 * Employee operational analysis (menu key `employee_analysis`): the brand's members with their
 * departments, roles and activity in a period, and the V2 export that queues an xlsx in the task
 * centre. Filters apply on Search; the export writes what the list shows.
 */
export function EmployeeAnalysisPage({ page }: PageProps) {
  const { api, toaster, tracker } = useServices();
  const t = useSystemTranslate();
  const { formatCount } = useFormatters();
  const openTaskCentre = useOpenTaskCentre();
  // What the fields hold, and what was last searched: typing does not refetch.
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [pagination, setPagination] = useState<DataTablePaginationState>({ pageIndex: 0, pageSize: PAGE_SIZES[0] });
  const [exported, setExported] = useState(false);

  const list = useQuery({
    ...apiQueryOptions(api, '/mission/operationalAnalysis/employeeDataList', {
      pageNo: pagination.pageIndex + 1,
      pageSize: pagination.pageSize,
      ...filterParams(applied),
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
    () =>
      col.columns([
        col.accessor('userId', { header: t('employees.userId'), meta: { width: 90 } }),
        col.accessor('userBrandName', { header: t('employees.name'), meta: { width: 140 } }),
        col.accessor('phone', { header: t('employees.phone'), meta: { width: 140 } }),
        col.accessor('deptName', {
          header: t('employees.departments'),
          cell: (info) => info.getValue() || '—',
        }),
        col.accessor('roleNames', { header: t('employees.roles'), cell: (info) => info.getValue() || '—' }),
        col.accessor('materialCount', {
          header: t('employees.materials'),
          meta: { align: 'end', width: 100 },
          cell: (info) => formatCount(info.getValue()),
        }),
        col.accessor('visitCount', {
          header: t('employees.visits'),
          meta: { align: 'end', width: 100 },
          cell: (info) => formatCount(info.getValue()),
        }),
      ]),
    [t, formatCount],
  );

  const search = (next: Filters) => {
    setApplied(next);
    setPagination((p) => ({ pageIndex: 0, pageSize: p.pageSize }));
  };

  return (
    <Card>
      {summary.data ? (
        <Lead aria-live="polite">
          {t('employees.summary', {
            depts: formatCount(summary.data.deptCount),
            members: formatCount(summary.data.employeeCount),
          })}
        </Lead>
      ) : null}
      <SearchForm
        aria-label={t('employees.filters')}
        searching={list.isFetching && list.isPlaceholderData}
        onSearch={() => search(draft)}
        onReset={() => {
          setDraft(NO_FILTERS);
          search(NO_FILTERS);
        }}
        extraActions={
          <>
            <Button
              loading={exporting.isPending}
              onClick={() => exporting.mutate(filterParams(applied))}
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
      >
        <FormField label={t('employees.name')}>
          <TextInput
            name="userBrandName"
            value={draft.userBrandName}
            onValueChange={(userBrandName) => setDraft((d) => ({ ...d, userBrandName }))}
            maxLength={30}
            placeholder={t('employees.namePlaceholder')}
          />
        </FormField>
        <FormField label={t('employees.period')}>
          <DateRangePicker
            value={draft.range}
            onValueChange={(range) => setDraft((d) => ({ ...d, range }))}
            disableFuture
            clearable
          />
        </FormField>
      </SearchForm>
      <DataTable
        aria-label={page.title}
        data={list.data?.records ?? []}
        columns={columns}
        getRowId={(row) => String(row.userId)}
        rowCount={list.data?.total ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        pageSizeOptions={PAGE_SIZES}
        {...queryTableState(list)}
      />
    </Card>
  );
}
