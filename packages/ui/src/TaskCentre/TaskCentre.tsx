import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { createDataTableColumnHelper, type DataTableColumnDef } from '../DataTable/columnHelper';
import { DataTable } from '../DataTable/DataTable';
import type { DataTableRowAction } from '../DataTable/DataTableRowActions';
import { DateRangePicker, type DateRangeValue } from '../DateRangePicker/DateRangePicker';
import * as Dialog from '../Dialog/Dialog';
import { formatDate } from '../format/displayZone';
import { FormField } from '../FormField/FormField';
import { useUiTranslate } from '../i18n/I18nProvider';
import { taskCentreCatalogues } from '../i18n/messages/taskCentre';
import { Progress } from '../Progress/Progress';
import { Select } from '../Select/Select';
import * as Tabs from '../Tabs/Tabs';
import { Tag } from '../Tag/Tag';
import { Thumbnail } from '../Thumbnail/Thumbnail';
import {
  exportProgress,
  isTaskRunning,
  TASK_CENTRE_PAGE_SIZES,
  TASK_CENTRE_TABS,
  taskOutcome,
  type TaskCentreTab,
} from './status';
import { Note, OutcomeCell, Reason, Sources, Tags, Toolbar } from './TaskCentre.styles';

/** A server time cell, in the console's one display zone (UTC+8) like every time shown. */
const serverTime = ({ getValue }: { getValue: () => unknown }) => formatDate(String(getValue() ?? ''));

export interface TaskCentreExportRow {
  id: number;
  fileName: string;
  exportTime: string;
  /** 1 waiting, 2 in progress, 3 done, 4 cancelled, 5 failed, 6 expired. */
  status: number;
  subStatus?: number | null;
  fileUrl?: string | null;
}

export interface TaskCentreTagRow {
  id: number;
  /** Number of materials being tagged. */
  slaveNumber: number;
  tagNames?: readonly string[];
  gmtCreate: string;
  /** 1/2 in progress, 3 failed, 4 completed. */
  status: number;
  completeNum: number;
}

export interface TaskCentreMaterial {
  id: number;
  name: string;
  coverUrl?: string | null;
  url?: string | null;
}

export interface TaskCentreRecordRow {
  id: number;
  sourceMaterials: readonly TaskCentreMaterial[];
  targetMaterials: ReadonlyArray<{ name: string }>;
  tagIds: ReadonlyArray<{ name: string }>;
  folderIds: ReadonlyArray<{ name: string }>;
  /** 1 and 4 in progress, 2 completed, 3 failed. */
  status: number;
  gmtCreate: string;
  /** Milliseconds; shown in seconds (split records). */
  splitDuration?: number | null;
  /** While in progress, how far its render is, 0–100 (shown as a bar; without it, "in progress"). */
  progress?: number | null;
  /** Why it failed, already in the reader's language (shown under "failed"). */
  failReason?: string | null;
}

export interface TaskCentreAiRow {
  id: number;
  /** 99 image-text, otherwise video. */
  creationType: number;
  /** 1 generate, otherwise imitate. */
  type: number;
  totalNumber: number;
  completeNumber: number;
  /** 1 in progress, 2 completed, 3 failed. */
  status: number;
  gmtCreate: string;
}

export interface TaskCentreRows {
  1: TaskCentreExportRow;
  2: TaskCentreTagRow;
  3: TaskCentreRecordRow;
  4: TaskCentreRecordRow;
  5: TaskCentreAiRow;
}

/** What the open tab shows. */
export interface TaskCentreTabState<T> {
  rows: readonly T[];
  total: number;
  loading?: boolean;
  /** Shown in place of the rows, with a retry. */
  error?: ReactNode;
}

export interface TaskCentrePagination {
  pageIndex: number;
  pageSize: number;
}

export interface TaskCentreProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called with `false` when the dialog asks to close (×, Esc, overlay click). */
  onOpenChange: (open: boolean) => void;
  /** The open tab (controlled): 1 exports, 2 tag tasks, 3 merge records, 4 split records, 5 AI creation. */
  tab: TaskCentreTab;
  /** Called with the tab chosen by click or arrow keys; load its rows and reset the page. */
  onTabChange: (tab: TaskCentreTab) => void;
  /** The open tab's rows (the app loads one tab at a time). */
  data: TaskCentreTabState<TaskCentreRows[TaskCentreTab]>;
  /** The open tab's page (controlled): `pageIndex` from 0 and `pageSize`, one of 5, 10, 20 or 50 rows. */
  pagination: TaskCentrePagination;
  /** Called with the page or page size the user chose. */
  onPaginationChange: (pagination: TaskCentrePagination) => void;
  /** The creation-date range searched (controlled), or null for any date; no day after `today` can be picked. */
  range: DateRangeValue | null;
  /** Called with the range the user picked, or null when it is cleared. */
  onRangeChange: (range: DateRangeValue | null) => void;
  /** Admins choose whose export records they see (spec section 6).
   * @default false */
  isAdmin?: boolean;
  /** Whose export records an admin sees: `self` their own, `all` everyone's (the select on the exports tab).
   * @default 'self' */
  scope?: 'self' | 'all';
  /** Called with the scope an admin chose. */
  onScopeChange?: (scope: 'self' | 'all') => void;
  /**
   * Offer "cancel" on waiting and running exports. The user confirms first (the spec's confirm
   * dialog: 提示, 确认 and 取消); then this runs with the row. A returned promise keeps the
   * confirmation open, its button loading, until it settles: it closes on success and shows the
   * rejection's message on failure.
   */
  onCancelExport?: (row: TaskCentreExportRow) => void | Promise<unknown>;
  /** Offer "download" on finished exports; called with the row. */
  onDownload?: (row: TaskCentreExportRow) => void;
  /**
   * Offer "cancel" on merge and split records in progress, confirmed first like an export's
   * cancellation; a returned promise keeps the confirmation open until it settles.
   */
  onCancelRecord?: (row: TaskCentreRecordRow, tab: 3 | 4) => void | Promise<unknown>;
  /** "View" on a completed merge or split record. */
  onView?: (row: TaskCentreRecordRow, tab: 3 | 4) => void;
  /** Offer "view" on batch caption records (tab 5), whatever their status: called with the row (the app shows its results). */
  onViewCaption?: (row: TaskCentreAiRow) => void;
  /** A source thumbnail of a merge or split record was pressed (element detail). */
  onOpenSource?: (material: TaskCentreMaterial) => void;
  /** With `data.error`, offer a retry that calls this (load the open tab again). */
  onRetry?: () => void;
  /** Today, for the date limit (no dates after today). */
  today?: Date;
}

type AnyRow = TaskCentreRows[TaskCentreTab];

/** What a confirmation would cancel. */
type CancelTarget =
  { kind: 'export'; row: TaskCentreExportRow } | { kind: 'record'; row: TaskCentreRecordRow; tab: 3 | 4 };

/** A merge or split record named by its sources (the first one, and how many more). */
function recordName(row: TaskCentreRecordRow): string {
  const [first, ...rest] = row.sourceMaterials;
  if (!first) return `#${row.id}`;
  return rest.length ? `${first.name} +${rest.length}` : first.name;
}

/** The task centre's translate function. */
type Translate = ReturnType<typeof useUiTranslate<keyof (typeof taskCentreCatalogues)['en']>>;

/*
 * Cells are memoised on their own values: a poll that changes one row re-renders the table's rows
 * (new row objects), but the progress bars, tags and thumbnails of the rows that did not change
 * keep their output.
 */

const ExportProgress = memo(function ExportProgress({
  status,
  subStatus,
  fileName,
}: {
  status: number;
  subStatus: number | null | undefined;
  fileName: string;
}) {
  const value = exportProgress(status, subStatus);
  return (
    <Progress
      value={value}
      showValue
      size="sm"
      tone={status === 3 ? 'success' : status === 5 ? 'danger' : 'accent'}
      label={`${fileName} ${value}%`}
    />
  );
});

/** A merge or split record's status: its render's progress while it runs, the reason when it failed. */
const RecordStatus = memo(function RecordStatus({
  kind,
  status,
  progress,
  failReason,
  name,
  t,
}: {
  kind: 3 | 4;
  status: number;
  progress: number | null | undefined;
  failReason: string | null | undefined;
  name: string;
  t: Translate;
}) {
  const result = taskOutcome(kind, status);
  if (result === 'running' && progress != null) {
    const value = Math.max(0, Math.min(100, Math.round(progress)));
    return (
      <Progress
        value={value}
        showValue
        size="sm"
        tone="accent"
        label={t('taskCentre.recordProgress', { name, value })}
      />
    );
  }
  return (
    <OutcomeCell>
      <Outcome kind={kind} status={status} t={t} />
      {result === 'failed' && failReason ? <Reason>{failReason}</Reason> : null}
    </OutcomeCell>
  );
});

const Outcome = memo(function Outcome({ kind, status, t }: { kind: TaskCentreTab; status: number; t: Translate }) {
  const result = taskOutcome(kind, status);
  return (
    <Tag tone={result === 'completed' ? 'success' : result === 'failed' ? 'danger' : 'accent'}>
      {t(`taskCentre.${result}`)}
    </Tag>
  );
});

const Names = memo(function Names({ list }: { list: ReadonlyArray<{ name: string }> }) {
  return list.length ? (
    <Tags>
      {list.map((item, i) => (
        <Tag key={`${item.name}-${i}`}>{item.name}</Tag>
      ))}
    </Tags>
  ) : (
    '—'
  );
});

const SourceThumbnails = memo(function SourceThumbnails({
  materials,
  onOpenSource,
  t,
}: {
  materials: readonly TaskCentreMaterial[];
  onOpenSource: ((material: TaskCentreMaterial) => void) | undefined;
  t: Translate;
}) {
  return (
    <Sources>
      {materials.slice(0, 4).map((m) => (
        <Thumbnail
          key={m.id}
          size="sm"
          src={m.coverUrl ?? m.url ?? null}
          alt={t('taskCentre.sourceLabel', { name: m.name })}
          {...(onOpenSource ? { onClick: () => onOpenSource(m) } : {})}
        />
      ))}
    </Sources>
  );
});

/** Tag tasks carry their tags' names as strings. */
function TagNames({ names }: { names: readonly string[] | undefined }) {
  const list = useMemo(() => (names ?? []).map((name) => ({ name })), [names]);
  return <Names list={list} />;
}

/**
 * The task centre dialog (spec section 2): five tabs of background work — exports, tag tasks,
 * merge and split records, AI creation records — each with a date-range search (no dates after
 * today) and a paged table (5, 10, 20 or 50 rows; 5 by default). Presentational: the app loads,
 * polls and acts through the callbacks.
 */
export function TaskCentre({
  open,
  onOpenChange,
  tab,
  onTabChange,
  data,
  pagination,
  onPaginationChange,
  range,
  onRangeChange,
  isAdmin = false,
  scope = 'self',
  onScopeChange,
  onCancelExport,
  onCancelRecord,
  onDownload,
  onView,
  onViewCaption,
  onOpenSource,
  onRetry,
  today,
}: TaskCentreProps) {
  const t = useUiTranslate(taskCentreCatalogues);

  const columns = useMemo(() => {
    const ex = createDataTableColumnHelper<TaskCentreExportRow>();
    const exports = ex.columns([
      ex.accessor('fileName', { header: t('taskCentre.col.fileName'), meta: { width: 260 } }),
      ex.accessor('exportTime', { header: t('taskCentre.col.exportTime'), cell: serverTime, meta: { width: 170 } }),
      ex.accessor('status', {
        header: t('taskCentre.col.status'),
        meta: { width: 110 },
        cell: (info) => t(`taskCentre.export.${info.getValue() as 1 | 2 | 3 | 4 | 5 | 6}`) ?? String(info.getValue()),
      }),
      ex.display({
        id: 'progress',
        header: t('taskCentre.col.progress'),
        meta: { width: 180 },
        cell: ({ row }) => (
          <ExportProgress
            status={row.original.status}
            subStatus={row.original.subStatus}
            fileName={row.original.fileName}
          />
        ),
      }),
    ]);

    const tg = createDataTableColumnHelper<TaskCentreTagRow>();
    const tags = tg.columns([
      tg.display({
        id: 'tags',
        header: t('taskCentre.col.tags'),
        cell: ({ row }) => <TagNames names={row.original.tagNames} />,
      }),
      tg.accessor('slaveNumber', { header: t('taskCentre.col.count'), meta: { align: 'end', width: 90 } }),
      tg.accessor('gmtCreate', { header: t('taskCentre.col.created'), cell: serverTime, meta: { width: 170 } }),
      tg.accessor('status', {
        header: t('taskCentre.col.status'),
        meta: { width: 160 },
        cell: ({ row }) =>
          taskOutcome(2, row.original.status) === 'running' ? (
            <Tag tone="accent">
              {t('taskCentre.tagProgress', { done: row.original.completeNum, total: row.original.slaveNumber })}
            </Tag>
          ) : (
            <Outcome kind={2} status={row.original.status} t={t} />
          ),
      }),
    ]);

    const records = (kind: 3 | 4): DataTableColumnDef<TaskCentreRecordRow>[] => {
      const rc = createDataTableColumnHelper<TaskCentreRecordRow>();
      return rc.columns([
        rc.display({
          id: 'sources',
          header: t('taskCentre.col.source'),
          meta: { width: 200 },
          cell: ({ row }) => (
            <SourceThumbnails materials={row.original.sourceMaterials} onOpenSource={onOpenSource} t={t} />
          ),
        }),
        rc.display({
          id: 'targets',
          header: t('taskCentre.col.target'),
          cell: ({ row }) => <Names list={row.original.targetMaterials} />,
        }),
        rc.display({
          id: 'tags',
          header: t('taskCentre.col.tags'),
          cell: ({ row }) => <Names list={row.original.tagIds} />,
        }),
        rc.display({
          id: 'folders',
          header: t('taskCentre.col.folders'),
          cell: ({ row }) => <Names list={row.original.folderIds} />,
        }),
        ...(kind === 4
          ? [
              rc.accessor('splitDuration', {
                header: t('taskCentre.col.splitDuration'),
                meta: { align: 'end' as const, width: 100 },
                cell: (info) => {
                  const ms = info.getValue();
                  return ms == null ? '—' : t('taskCentre.seconds', { seconds: Math.round(ms / 100) / 10 });
                },
              }),
            ]
          : []),
        rc.accessor('status', {
          header: t('taskCentre.col.status'),
          meta: { width: 160 },
          cell: ({ row }) => (
            <RecordStatus
              kind={kind}
              status={row.original.status}
              progress={row.original.progress}
              failReason={row.original.failReason}
              name={recordName(row.original)}
              t={t}
            />
          ),
        }),
        rc.accessor('gmtCreate', { header: t('taskCentre.col.created'), cell: serverTime, meta: { width: 170 } }),
      ]);
    };

    const ai = createDataTableColumnHelper<TaskCentreAiRow>();
    const aiColumns = ai.columns([
      ai.accessor('creationType', {
        header: t('taskCentre.col.creationType'),
        cell: (info) => t(info.getValue() === 99 ? 'taskCentre.creation.imageText' : 'taskCentre.creation.video'),
      }),
      ai.accessor('type', {
        header: t('taskCentre.col.type'),
        cell: (info) => t(info.getValue() === 1 ? 'taskCentre.ai.generate' : 'taskCentre.ai.imitate'),
      }),
      ai.display({
        id: 'counts',
        header: t('taskCentre.col.counts'),
        meta: { align: 'end' },
        cell: ({ row }) => `${row.original.completeNumber} / ${row.original.totalNumber}`,
      }),
      ai.accessor('status', {
        header: t('taskCentre.col.status'),
        cell: ({ row }) => <Outcome kind={5} status={row.original.status} t={t} />,
      }),
      ai.accessor('gmtCreate', { header: t('taskCentre.col.created'), cell: serverTime, meta: { width: 170 } }),
    ]);

    return { 1: exports, 2: tags, 3: records(3), 4: records(4), 5: aiColumns } as unknown as Record<
      TaskCentreTab,
      readonly DataTableColumnDef<AnyRow>[]
    >;
  }, [t, onOpenSource]);

  // The export or record whose cancellation is being confirmed (kept while the confirmation closes, so its text stays).
  const [confirm, setConfirm] = useState<{ target: CancelTarget | null; open: boolean }>({
    target: null,
    open: false,
  });
  const setConfirming = (target: CancelTarget) => setConfirm({ target, open: true });
  const contentRef = useRef<HTMLDivElement>(null);
  // After a cancellation the row loses its cancel button, which had the focus back from the
  // confirmation: the focus then goes to the open tab instead of falling out of the dialog.
  const refocusAfterCancel = useRef(false);
  useEffect(() => {
    if (!refocusAfterCancel.current || confirm.open) return;
    const content = contentRef.current;
    if (!content || content.contains(content.ownerDocument.activeElement)) return;
    refocusAfterCancel.current = false;
    content.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [data.rows, confirm.open]);

  // Stable between polls, so rows whose data did not change are not rendered again for it.
  const rowActions = useCallback(
    (row: AnyRow): readonly DataTableRowAction[] => {
      if (tab === 1) {
        const exportRow = row as TaskCentreExportRow;
        if (exportRow.status === 1 || exportRow.status === 2)
          return onCancelExport
            ? [
                {
                  label: t('taskCentre.action.cancel'),
                  tone: 'danger',
                  onSelect: () => setConfirming({ kind: 'export', row: exportRow }),
                },
              ]
            : [];
        if (exportRow.status === 3)
          return onDownload ? [{ label: t('taskCentre.action.download'), onSelect: () => onDownload(exportRow) }] : [];
        if (exportRow.status === 6)
          return [{ label: t('taskCentre.action.exportAgain'), onSelect: () => {}, disabled: true }];
        return [];
      }
      if (tab === 3 || tab === 4) {
        const record = row as TaskCentreRecordRow;
        if (record.status === 2 && onView) {
          return [{ label: t('taskCentre.action.view'), onSelect: () => onView(record, tab) }];
        }
        if (isTaskRunning(tab, record.status) && onCancelRecord) {
          return [
            {
              label: t('taskCentre.action.cancel'),
              tone: 'danger',
              onSelect: () => setConfirming({ kind: 'record', row: record, tab }),
            },
          ];
        }
      }
      if (tab === 5 && onViewCaption) {
        const caption = row as TaskCentreAiRow;
        return [{ label: t('taskCentre.action.view'), onSelect: () => onViewCaption(caption) }];
      }
      return [];
    },
    [tab, t, onCancelExport, onCancelRecord, onDownload, onView, onViewCaption],
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content ref={contentRef} size="xl" title={t('taskCentre.title')} data-component="TaskCentre">
        <Tabs.Root
          value={String(tab)}
          onValueChange={(value) => {
            refocusAfterCancel.current = false;
            onTabChange(Number(value) as TaskCentreTab);
          }}
        >
          <Tabs.List aria-label={t('taskCentre.title')}>
            {TASK_CENTRE_TABS.map((key) => (
              <Tabs.Trigger key={key} value={String(key)}>
                {t(`taskCentre.tab.${key}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TASK_CENTRE_TABS.map((key) => (
            <Tabs.Content key={key} value={String(key)}>
              {key === tab ? (
                <>
                  <Toolbar data-part="Toolbar">
                    <FormField label={t('taskCentre.range')} orientation="horizontal">
                      <DateRangePicker
                        value={range}
                        onValueChange={onRangeChange}
                        disableFuture
                        clearable
                        {...(today ? { today } : {})}
                      />
                    </FormField>
                    {key === 1 && isAdmin ? (
                      <Select
                        aria-label={t('taskCentre.scope')}
                        value={scope}
                        onValueChange={(value) => onScopeChange?.(value as 'self' | 'all')}
                        options={[
                          { value: 'self', label: t('taskCentre.scope.self') },
                          { value: 'all', label: t('taskCentre.scope.all') },
                        ]}
                      />
                    ) : null}
                  </Toolbar>
                  {key === 1 ? <Note>{t('taskCentre.note')}</Note> : null}
                  <DataTable<AnyRow>
                    aria-label={t(`taskCentre.tab.${key}`)}
                    data={data.rows}
                    columns={columns[key]}
                    rowCount={data.total}
                    pagination={pagination}
                    onPaginationChange={onPaginationChange}
                    pageSizeOptions={TASK_CENTRE_PAGE_SIZES}
                    rowActions={rowActions}
                    loading={data.loading ?? false}
                    {...(data.error ? { error: data.error } : {})}
                    {...(onRetry ? { onRetry } : {})}
                    emptyContent={t('taskCentre.empty')}
                    size="sm"
                  />
                </>
              ) : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <ConfirmDialog
          open={confirm.open}
          onOpenChange={(open) => setConfirm((c) => ({ ...c, open }))}
          onConfirm={async () => {
            const target = confirm.target;
            if (!target) return;
            refocusAfterCancel.current = true;
            if (target.kind === 'export') await onCancelExport?.(target.row);
            else await onCancelRecord?.(target.row, target.tab);
          }}
        >
          {confirm.target?.kind === 'export'
            ? t('taskCentre.cancelConfirm', { name: confirm.target.row.fileName })
            : confirm.target?.kind === 'record'
              ? t(`taskCentre.cancelRecordConfirm.${confirm.target.tab}`, { name: recordName(confirm.target.row) })
              : null}
        </ConfirmDialog>
      </Dialog.Content>
    </Dialog.Root>
  );
}
