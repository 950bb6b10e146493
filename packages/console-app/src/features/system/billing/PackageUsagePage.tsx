import {
  dictionaryLabel,
  PLATFORMS,
  PRODUCT_TYPES,
  PRODUCT_UNITS,
  USAGE_SOURCES,
  type ProductTypeCode,
  type UsageRecord,
  type UserSumvideoConfig,
} from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import { createListColumns, ListPage, useLocale, type ListQuery } from '@brand-console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dateRangeParams, textParam } from '../../../lib/listParams';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { PackageFigures } from './PackageFigures';
import { useBillingTranslate } from './messages';

const PAGE_SIZES = [10, 20, 50] as const;
const col = createListColumns<UsageRecord>();
const memberCol = createListColumns<UserSumvideoConfig>();
/** The tab of members' short videos this month against their quotas (ADR 0022), beside the product types. */
const MEMBERS_TAB = 'members';

/**
 * 套餐使用记录 (menu key `package_usage`): each product type's figures (used against the unexpired
 * packages) and, in a tab per type, the records of what used it, each a stored row: the merges and
 * splits that produced short videos, the platform accounts authorised now, and the ledger of live
 * hours, AI tickets, image-text posts and AI checks; a last tab shows what the short-video package
 * goes to member by member this month, against their quotas (set under 子账号, ADR 0022). Tab, time
 * range, search and paging live in the address.
 */
export function PackageUsagePage({ page }: PageProps) {
  const { api } = useServices();
  const t = useBillingTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0], tab: 'video' });
  const type = (PRODUCT_TYPES.find((entry) => entry.key === query.tab) ?? PRODUCT_TYPES[0]).value as ProductTypeCode;
  const members = query.tab === MEMBERS_TAB;
  const range = dateRangeParams(query.filters.createTime);
  const memberName = textParam(query.filters.userBrandName);
  const quotas = useQuery({
    ...apiQueryOptions(api, '/v1/system/brandUser/listUsersSumvideoConfig', {
      pageNo: query.page,
      pageSize: query.pageSize,
      ...(memberName ? { userBrandName: memberName } : {}),
    }),
    placeholderData: keepPreviousData,
    enabled: members,
  });
  const records = useQuery({
    ...apiQueryOptions(api, '/v1/system/product/listUsageRecord', {
      pageNo: query.page,
      pageSize: query.pageSize,
      productType: type,
      ...range,
    }),
    placeholderData: keepPreviousData,
    enabled: !members,
  });
  const unit = dictionaryLabel(PRODUCT_UNITS, type, lang);
  const typeName = dictionaryLabel(PRODUCT_TYPES, type, lang);

  // The React compiler memoizes these (their inputs are derived from the tab and the locale).
  const columns = [
    col.dateTime('createTime', { title: t('billing.usageTime'), width: 170, search: true }),
    col.status('source', { title: t('billing.usageSource'), width: 120, dictionary: USAGE_SOURCES }),
    ...(type === 2
      ? [
          col.computed({
            key: 'platform',
            valueType: 'text',
            title: t('billing.usagePlatform'),
            width: 120,
            value: (r: UsageRecord) => dictionaryLabel(PLATFORMS, r.platform, lang, t('billing.none')),
          }),
        ]
      : []),
    col.computed({
      key: 'detail',
      valueType: 'text',
      title: t('billing.usageDetail'),
      value: (r) => r.detail || t('billing.none'),
    }),
    col.computed({
      key: 'quantity',
      valueType: 'text',
      title: t('billing.usageQuantity'),
      width: 110,
      value: (r) => `${r.quantity.toLocaleString(locale)} ${unit}`,
    }),
    col.computed({
      key: 'userName',
      valueType: 'text',
      title: t('billing.usageMember'),
      width: 120,
      value: (r) => r.userName ?? t('billing.none'),
    }),
  ];
  // Each tab starts unfiltered on its first page.
  const changeQuery = (next: ListQuery) => setQuery(next.tab !== query.tab ? { ...next, filters: {}, page: 1 } : next);
  const filtered = Boolean(range.startTime || range.endTime);
  const tabs = [
    ...PRODUCT_TYPES.map((entry) => ({ key: entry.key, label: entry[lang] })),
    { key: MEMBERS_TAB, label: t('billing.membersTab') },
  ];

  if (members) {
    const memberColumns = [
      memberCol.text('userBrandName', {
        title: t('billing.usageMember'),
        search: { placeholder: t('billing.memberPlaceholder'), maxLength: 30 },
      }),
      memberCol.count('usedNum', { title: t('billing.memberUsed'), width: 160 }),
      memberCol.computed({
        key: 'limitNum',
        valueType: 'text',
        title: t('billing.memberLimit'),
        width: 160,
        value: (m) => (m.limitNum === 0 ? t('billing.unlimited') : m.limitNum.toLocaleString(locale)),
      }),
      memberCol.text('period', { title: t('billing.memberPeriod'), width: 120 }),
    ];
    return (
      <ListPage<UserSumvideoConfig>
        title={page.title}
        banner={<PackageFigures />}
        description={
          quotas.data ? (
            <span aria-live="polite">{t('billing.membersSummary', { count: quotas.data.total })}</span>
          ) : null
        }
        aria-label={t('billing.membersTab')}
        tabs={tabs}
        columns={memberColumns}
        data={quotas.data?.records ?? []}
        total={quotas.data?.total ?? 0}
        getRowId={(m) => String(m.userId)}
        getRowLabel={(m) => m.userBrandName}
        query={query}
        onQueryChange={changeQuery}
        pageSizeOptions={PAGE_SIZES}
        loading={quotas.isFetching}
        error={quotas.isError && !quotas.data ? t('billing.loadFailed') : undefined}
        onRetry={() => void quotas.refetch()}
        onRefresh={() => void quotas.refetch()}
        emptyContent={memberName ? t('billing.noMatch') : t('billing.noUsage')}
      />
    );
  }

  return (
    <ListPage<UsageRecord>
      title={page.title}
      banner={<PackageFigures />}
      description={
        records.data ? (
          <span aria-live="polite">
            {t('billing.usageSummary', { count: records.data.total })}
            {type === 2 ? ` · ${t('billing.accountsNote')}` : null}
          </span>
        ) : null
      }
      aria-label={t('billing.usageTable', { type: typeName })}
      tabs={tabs}
      columns={columns}
      data={records.data?.records ?? []}
      total={records.data?.total ?? 0}
      getRowId={(r) => r.id}
      query={query}
      onQueryChange={changeQuery}
      pageSizeOptions={PAGE_SIZES}
      loading={records.isFetching}
      error={records.isError && !records.data ? t('billing.loadFailed') : undefined}
      onRetry={() => void records.refetch()}
      onRefresh={() => void records.refetch()}
      emptyContent={filtered ? t('billing.noMatch') : t('billing.noUsage')}
    />
  );
}
