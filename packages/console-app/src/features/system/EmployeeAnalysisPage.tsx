import {
  TASK_TYPES,
  type DownloadedFile,
  type EmployeeDataRow,
  type TaskExportDimension,
} from '@brand-console/api-client';
import { apiMutationOptions, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Button,
  createListColumns,
  DateRangePicker,
  displayNow,
  FormField,
  ListPage,
  useFormatters,
  useLocale,
  type ListFilters,
  type ListQuery,
} from '@brand-console/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Inline } from '../../components/layout';
import { day } from '../../lib/dates';
import { intListParam, intParam, textParam } from '../../lib/listParams';
import { useOpenTaskCentre } from '../../lib/openTaskCentre';
import type { PageProps } from '../../lib/router/menu';
import { useListQuery } from '../../lib/router/useListQuery';
import { useServices } from '../../lib/services';
import { AnalysisOverview } from './analysis/AnalysisOverview';
import { analysisMessage, periodOf, refusalOf, withCompletionRate, type TaskRow } from './analysis/analysisModel';
import { useAnalysisTranslate } from './analysis/messages';
import { useSystemTranslate } from './messages';

const PAGE_SIZES = [10, 20, 50] as const;
type Tab = 'employees' | 'tasks';
const employeeCol = createListColumns<EmployeeDataRow>();
const taskCol = createListColumns<TaskRow>();

/** The employee list's filters (the export writes the same). */
function employeeParams(filters: ListFilters, period: { startTime: string; endTime: string }) {
  const userBrandName = textParam(filters.userBrandName);
  return { ...(userBrandName ? { userBrandName } : {}), ...period };
}

/** The task list's filters (its exports write the same). */
function taskParams(filters: ListFilters, period: { startTime: string; endTime: string }) {
  const taskName = textParam(filters.taskName);
  const taskType = TASK_TYPES.find((entry) => entry.value === intParam(filters.taskType))?.value;
  // Task tags: items of the brand's dictionary (字典设置), any of them.
  const tagIds = intListParam(filters.tagIds);
  return {
    ...(taskName ? { taskName } : {}),
    ...(taskType ? { taskType } : {}),
    ...(tagIds?.length ? { tagIds } : {}),
    ...period,
  };
}

/** Saves a downloaded file under its name (a link to the blob, clicked). */
function saveFile({ blob, fileName }: DownloadedFile) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Employee operational analysis (menu key `employee_analysis`): over a period kept in the address
 * (the last 30 days unless chosen), the core targets as KPI cards against the period before, the
 * daily activity as a chart, and two tabs: the members with their activity (export queued in the
 * task centre, tracking 114) and the marketing tasks with their participation (exported at once
 * by task, tracking 115, or by department, 116, and kept in the task centre). Filters, tab and
 * paging live in the address; each export writes what its list shows.
 */
export function EmployeeAnalysisPage({ page }: PageProps) {
  const { api, toaster, tracker } = useServices();
  const t = useSystemTranslate();
  const ta = useAnalysisTranslate();
  const locale = useLocale();
  const openTaskCentre = useOpenTaskCentre();
  const { formatCount } = useFormatters();
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0], tab: 'employees' });
  const [exported, setExported] = useState(false);
  const [today] = useState(() => displayNow());
  const { startTime, endTime } = periodOf(query.filters.period, today);
  const range = useMemo(() => ({ startTime, endTime }), [startTime, endTime]);
  const tab: Tab = query.tab === 'tasks' ? 'tasks' : 'employees';
  const employeeFilters = employeeParams(query.filters, range);
  const taskFilters = taskParams(query.filters, range);
  const paged = { pageNo: query.page, pageSize: query.pageSize };

  const employees = useQuery({
    ...apiQueryOptions(api, '/mission/operationalAnalysis/employeeDataList', { ...paged, ...employeeFilters }),
    queryFn: ({ signal }) =>
      api.request(
        '/mission/operationalAnalysis/employeeDataList',
        { ...paged, ...employeeFilters },
        { signal, selfHandled: true },
      ),
    placeholderData: keepPreviousData,
    enabled: tab === 'employees',
    retry: false,
  });
  const tasks = useQuery({
    ...apiQueryOptions(api, '/mission/operationalAnalysis/taskDataList', { ...paged, ...taskFilters }),
    queryFn: ({ signal }) =>
      api.request(
        '/mission/operationalAnalysis/taskDataList',
        { ...paged, ...taskFilters },
        { signal, selfHandled: true },
      ),
    placeholderData: keepPreviousData,
    enabled: tab === 'tasks',
    retry: false,
  });
  const summary = useQuery(apiQueryOptions(api, '/mission/operationalAnalysis/organizationalStructureInfo', {}));
  // The task tags the tag filter offers: the brand's enabled ones, in the dictionary's order (字典设置).
  const taskTags = useQuery(apiQueryOptions(api, '/v1/system/dict/enabledItems', { dictCode: 'taskTags' }));
  const tagOptions = useMemo(
    () => (taskTags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.label })),
    [taskTags.data],
  );

  const exportingEmployees = useMutation({
    ...apiMutationOptions(api, '/mission/operationalAnalysis/exportEmployeeDataListV2'),
    onSuccess: () => {
      // Tracking event 114 (member data export), once the server has accepted the export.
      tracker.action('memberDataExport');
      setExported(true);
      toaster.success(t('employees.exportStarted'));
    },
  });
  const exportingTasks = useMutation({
    mutationFn: (dimension: TaskExportDimension) =>
      api.download('/mission/operationalAnalysis/exportTaskDataList', { ...taskFilters, dimension }),
    onSuccess: (file, dimension) => {
      saveFile(file);
      // Tracking 115 (task data export) or 116 (department data export), once the file is in.
      tracker.action(dimension === 'department' ? 'departmentDataExport' : 'taskDataExport');
      setExported(true);
      toaster.success(ta('tasks.exported', { name: file.fileName }));
    },
  });

  const employeeColumns = useMemo(
    () => [
      employeeCol.text('userId', { title: t('employees.userId'), width: 90 }),
      employeeCol.text('userBrandName', {
        title: t('employees.name'),
        width: 140,
        search: { placeholder: t('employees.namePlaceholder'), maxLength: 30 },
      }),
      employeeCol.text('phone', { title: t('employees.phone'), width: 140 }),
      employeeCol.text('deptName', { title: t('employees.departments') }),
      employeeCol.text('roleNames', { title: t('employees.roles') }),
      employeeCol.count('materialCount', { title: t('employees.materials'), width: 100 }),
      employeeCol.count('visitCount', { title: t('employees.visits'), width: 100 }),
    ],
    [t],
  );
  const taskColumns = useMemo(
    () => [
      taskCol.text('taskName', {
        title: ta('tasks.name'),
        width: 200,
        search: { placeholder: ta('tasks.namePlaceholder'), maxLength: 50 },
      }),
      taskCol.status('taskType', { title: ta('tasks.type'), width: 110, dictionary: TASK_TYPES, search: true }),
      taskCol.dateTime('startTime', { title: ta('tasks.start'), width: 170 }),
      taskCol.dateTime('endTime', { title: ta('tasks.end'), width: 170 }),
      taskCol.count('joinCount', { title: ta('tasks.joined'), width: 100 }),
      taskCol.count('completeCount', { title: ta('tasks.completed'), width: 100 }),
      taskCol.percent('completionRate', { title: ta('tasks.rate'), width: 100 }),
      taskCol.tags('tags', {
        title: ta('tasks.tags'),
        width: 180,
        search: { key: 'tagIds', options: tagOptions, searchable: tagOptions.length > 8 },
      }),
    ],
    [ta, tagOptions],
  );

  const failure = (error: Error | null): ReactNode => {
    if (!error) return undefined;
    const refusal = refusalOf(error);
    return refusal ? analysisMessage(refusal, locale) : true;
  };
  const taskRows = useMemo(() => (tasks.data?.records ?? []).map(withCompletionRate), [tasks.data]);

  // A new tab starts from its own search: only the shared period goes along.
  const changeQuery = (next: ListQuery) =>
    setQuery(
      next.tab !== query.tab
        ? { ...next, page: 1, filters: query.filters.period ? { period: query.filters.period } : {} }
        : next,
    );

  const banner = (
    <>
      <Inline wrap align="end">
        <FormField label={ta('analysis.period')}>
          <DateRangePicker
            value={
              range.startTime <= range.endTime
                ? { from: new Date(`${range.startTime}T00:00:00`), to: new Date(`${range.endTime}T23:59:59.999`) }
                : null
            }
            disableFuture
            onValueChange={(next) =>
              setQuery({
                ...query,
                page: 1,
                filters: { ...query.filters, period: next ? `${day(next.from)}~${day(next.to)}` : undefined },
              })
            }
          />
        </FormField>
      </Inline>
      <AnalysisOverview period={range} />
    </>
  );
  const taskCentreLink =
    exported && openTaskCentre ? (
      <Button variant="link" onClick={openTaskCentre}>
        {t('employees.openTaskCentre')}
      </Button>
    ) : null;
  const common = {
    title: page.title,
    description: summary.data ? (
      <span aria-live="polite">
        {t('employees.summary', {
          depts: formatCount(summary.data.deptCount),
          members: formatCount(summary.data.employeeCount),
        })}
      </span>
    ) : undefined,
    banner,
    tabs: [
      { key: 'employees', label: ta('analysis.tabEmployees') },
      { key: 'tasks', label: ta('analysis.tabTasks') },
    ],
    query,
    onQueryChange: changeQuery,
    pageSizeOptions: PAGE_SIZES,
  };

  return tab === 'tasks' ? (
    <ListPage<TaskRow>
      {...common}
      aria-label={ta('tasks.table')}
      columns={taskColumns}
      data={taskRows}
      total={tasks.data?.total ?? 0}
      getRowId={(row) => String(row.taskId)}
      getRowLabel={(row) => row.taskName}
      loading={tasks.isFetching}
      error={tasks.isError ? failure(tasks.error) : undefined}
      onRetry={() => void tasks.refetch()}
      emptyContent={ta('tasks.empty')}
      searchActions={
        <>
          <Button
            loading={exportingTasks.isPending && exportingTasks.variables === 'task'}
            disabled={exportingTasks.isPending || tasks.data?.total === 0}
            onClick={() => exportingTasks.mutate('task')}
          >
            {ta('tasks.export')}
          </Button>
          <Button
            loading={exportingTasks.isPending && exportingTasks.variables === 'department'}
            disabled={exportingTasks.isPending || tasks.data?.total === 0}
            onClick={() => exportingTasks.mutate('department')}
          >
            {ta('tasks.exportDepts')}
          </Button>
          {taskCentreLink}
        </>
      }
    />
  ) : (
    <ListPage<EmployeeDataRow>
      {...common}
      columns={employeeColumns}
      data={employees.data?.records ?? []}
      total={employees.data?.total ?? 0}
      getRowId={(row) => String(row.userId)}
      getRowLabel={(row) => row.userBrandName}
      loading={employees.isFetching}
      error={employees.isError ? failure(employees.error) : undefined}
      onRetry={() => void employees.refetch()}
      searchActions={
        <>
          <Button
            loading={exportingEmployees.isPending}
            onClick={() => exportingEmployees.mutate(employeeFilters)}
            disabled={employees.data?.total === 0}
          >
            {t('employees.export')}
          </Button>
          {taskCentreLink}
        </>
      }
    />
  );
}
