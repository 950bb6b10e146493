import type { BusinessEntity } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { Button, createListColumns, ListPage, Switch, Tag, useFormatters } from '@brand-console/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { textParam } from '../../../lib/listParams';
import { preloadable } from '../../../lib/preloadable';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { useBusinessTranslate } from './messages';

// The dialogs (forms and the request schemas) load after the page has shown, not before it.
const loadDialogs = () => import('./businessDialogs');
const CreateEntityDialog = preloadable(() => loadDialogs().then((m) => m.CreateEntityDialog));
const RenameEntityDialog = preloadable(() => loadDialogs().then((m) => m.RenameEntityDialog));
const BindingsDialog = preloadable(() => loadDialogs().then((m) => m.BindingsDialog));
const DIALOGS = [CreateEntityDialog, RenameEntityDialog, BindingsDialog] as const;

const PAGE_SIZES = [10, 20, 50] as const;
const col = createListColumns<BusinessEntity>();

type EntityDialog = { kind: 'create' } | { kind: 'rename' | 'bind'; entity: BusinessEntity };

/**
 * 经营主体 (menu key `business_entity`): the brand's business entities. Whether each type (department
 * entities, group entities) is open, switched for the whole brand; the list by name with paging in
 * the address; create, rename, and each entity's departments or department groups and accounts.
 */
export function BusinessEntitiesPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  const t = useBusinessTranslate();
  const { formatCount } = useFormatters();
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0] });
  const [dialog, setDialog] = useState<EntityDialog | null>(null);
  const name = textParam(query.filters.name);

  useEffect(() => {
    for (const dialog of DIALOGS) dialog.preload().catch(() => {});
  }, []);
  const settings = useQuery(apiQueryOptions(api, '/v1/system/business/principalData', {}));
  const list = useQuery({
    ...apiQueryOptions(api, '/v1/system/business/principalList', {
      pageNo: query.page,
      pageSize: query.pageSize,
      ...(name ? { name } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/business/principalData') }),
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/business/principalList') }),
    ]);
  };
  const switching = useMutation({
    mutationFn: (change: { type: 1 | 2; isOpen: boolean }) =>
      api.request('/v1/system/business/openOrClosePrincipalByType', {
        type: change.type,
        isOpen: change.isOpen ? 1 : 0,
      }),
    onSuccess: async (_, change) => {
      const type = t(change.type === 1 ? 'business.type1' : 'business.type2');
      toaster.success(t(change.isOpen ? 'business.typeOpened' : 'business.typeClosed', { type }));
      await refresh();
    },
  });

  const columns = useMemo(
    () => [
      col.text('name', {
        title: t('business.name'),
        search: { placeholder: t('business.searchPlaceholder'), maxLength: 50 },
      }),
      col.computed({
        key: 'type',
        valueType: 'text',
        value: (e) => t(e.type === 1 ? 'business.type1' : 'business.type2'),
        title: t('business.type'),
        width: 130,
      }),
      col.computed({
        key: 'isOpen',
        valueType: 'text',
        value: (e) => t(e.isOpen ? 'business.open' : 'business.closed'),
        title: t('business.state'),
        width: 110,
        render: (e) => (e.isOpen ? <Tag tone="success">{t('business.open')}</Tag> : <Tag>{t('business.closed')}</Tag>),
      }),
      col.count('bodyCount', { title: t('business.bodies'), width: 140 }),
      col.count('userCount', { title: t('business.users'), width: 110 }),
      col.text('createTime', { title: t('business.createTime'), width: 180 }),
    ],
    [t],
  );

  const changed = async (message: string) => {
    toaster.success(message);
    setDialog(null);
    await refresh();
  };
  const close = () => setDialog(null);
  const types = settings.data?.types ?? [];

  return (
    <>
      <ListPage<BusinessEntity>
        title={page.title}
        description={
          settings.data ? (
            <span aria-live="polite">
              {t(settings.data.isOpen ? 'business.on' : 'business.off')}
              {list.data ? ` · ${t('business.summary', { count: formatCount(list.data.total) })}` : null}
            </span>
          ) : null
        }
        actions={
          <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
            {t('business.add')}
          </Button>
        }
        toolbar={
          <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
            {types.map((state) => (
              <Switch
                key={state.type}
                label={t('business.typeSwitch', {
                  type: t(state.type === 1 ? 'business.type1' : 'business.type2'),
                })}
                checked={state.isOpen}
                disabled={switching.isPending}
                onCheckedChange={(isOpen) => switching.mutate({ type: state.type, isOpen })}
              />
            ))}
          </div>
        }
        aria-label={t('business.table')}
        columns={columns}
        data={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        getRowId={(e) => String(e.id)}
        getRowLabel={(e) => e.name}
        query={query}
        onQueryChange={setQuery}
        pageSizeOptions={PAGE_SIZES}
        loading={list.isFetching}
        error={list.isError && !list.data ? t('business.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        emptyContent={name ? t('business.noMatch', { text: name }) : t('business.none')}
        rowActions={(entity) => [
          {
            key: 'bind',
            label: t('business.bind'),
            ariaLabel: `${t('business.bind')} ${entity.name}`,
            onSelect: () => setDialog({ kind: 'bind', entity }),
          },
          {
            key: 'rename',
            label: t('business.rename'),
            ariaLabel: `${t('business.rename')} ${entity.name}`,
            onSelect: () => setDialog({ kind: 'rename', entity }),
          },
        ]}
        maxInlineActions={2}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'create' ? (
          <CreateEntityDialog onClose={close} onSaved={(n) => changed(t('business.created', { name: n }))} />
        ) : null}
        {dialog?.kind === 'rename' ? (
          <RenameEntityDialog
            entity={dialog.entity}
            onClose={close}
            onSaved={(n) => changed(t('business.renamed', { name: n }))}
          />
        ) : null}
        {dialog?.kind === 'bind' ? (
          <BindingsDialog
            entity={dialog.entity}
            onClose={close}
            onSaved={(n) => changed(t('business.bound', { name: n }))}
          />
        ) : null}
      </Suspense>
    </>
  );
}
