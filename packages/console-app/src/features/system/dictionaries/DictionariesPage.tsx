import { BRAND_DICTIONARIES, type BrandDictionaryCode, type BrandDictionaryItem } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  ConfirmDialog,
  PageHeader,
  Result,
  Skeleton,
  SortableList,
  Switch,
  Tabs,
  Tag,
  useLocale,
} from '@brand-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { preloadable } from '../../../lib/preloadable';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { dictionaryMessage, refusalOf, useDictionariesTranslate } from './messages';
import { refusing } from '../../../lib/refusal';

// The item form (with the request schemas) loads after the page has shown, not before it.
const ItemFormDialog = preloadable(() => import('./dictionaryDialogs').then((m) => m.ItemFormDialog));

const CODES = BRAND_DICTIONARIES.map((d) => d.value);
const isCode = (value: string | null): value is BrandDictionaryCode =>
  value !== null && (CODES as readonly string[]).includes(value);

type Dialog = { kind: 'add' } | { kind: 'rename' | 'delete'; item: BrandDictionaryItem };

/**
 * 字典设置 (menu key `dictionary_set`): the brand's dictionaries (`BRAND_DICTIONARIES`: material tag
 * groups, industries, customer stages, task tags, violation keyword groups) and their items: add,
 * rename, enable or disable, put in order by dragging or from the keyboard, delete when nothing
 * uses the item. The dictionary shown is in the address (`?dict=`). The pages that use a dictionary
 * read its enabled items in this order.
 */
export function DictionariesPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  const t = useDictionariesTranslate();
  const locale = useLocale();
  const en = locale.startsWith('en');
  const headingId = useId();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('dict');
  const dictCode: BrandDictionaryCode = isCode(requested) ? requested : CODES[0]!;
  const dictionary = BRAND_DICTIONARIES.find((d) => d.value === dictCode)!;
  const name = en ? dictionary.en : dictionary.zh;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  /** A refusal, shown next to the row (or the list) it concerns. */
  const [problem, setProblem] = useState<{ at: number | 'list'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    ItemFormDialog.preload().catch(() => {});
  }, []);
  const summaries = useQuery(apiQueryOptions(api, '/v1/system/dict/listDicts', {}));
  const items = useQuery(apiQueryOptions(api, '/v1/system/dict/listItems', { dictCode }));
  // A new order shows at once; the list read after saving (a new answer) replaces it.
  const [order, setOrder] = useState<{ of: BrandDictionaryItem[] | undefined; items: BrandDictionaryItem[] } | null>(
    null,
  );
  const shown = order && order.of === items.data ? order.items : (items.data ?? []);

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/dict/listItems') }),
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/dict/listDicts') }),
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/dict/enabledItems') }),
    ]);
  };
  /** Runs a change; a refusal is shown at `at` in the reader's language, anything else as a toast. */
  const change = async (at: number | 'list', call: () => Promise<unknown>, done: string) => {
    setProblem(null);
    setBusy(true);
    try {
      await call();
      toaster.success(done);
    } catch (error) {
      const msg = refusalOf(error);
      setProblem({ at, message: msg === null ? t('dict.failed') : dictionaryMessage(msg, locale) });
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  const problemAt = (at: number | 'list') =>
    problem?.at === at ? <Alert tone="danger" description={problem.message} role="alert" /> : null;

  const choose = (code: string) => {
    setProblem(null);
    setSearch(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('dict', code);
        return next;
      },
      { replace: false },
    );
  };

  let panel;
  if (items.isPending) {
    panel = <Skeleton lines={6} />;
  } else if (items.isError) {
    panel = (
      <Result
        status="error"
        title={t('dict.loadFailed')}
        actions={<Button onClick={() => void items.refetch()}>{t('dict.retry')}</Button>}
      />
    );
  } else {
    panel = (
      <SortableList<BrandDictionaryItem>
        aria-labelledby={headingId}
        aria-label={t('dict.items', { name })}
        items={shown}
        getId={(item) => item.id}
        getLabel={(item) => item.label}
        isItemMuted={(item) => !item.enabled}
        disabled={busy}
        emptyContent={t('dict.empty')}
        onReorder={(next) => {
          setOrder({ of: items.data, items: next });
          void change(
            'list',
            () =>
              api.request(
                '/v1/system/dict/sortItems',
                { dictCode, ids: next.map((item) => item.id) },
                { selfHandled: true },
              ),
            t('dict.sorted'),
          );
        }}
        renderItem={(item) => (
          <div style={{ display: 'flex', flex: 1, flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
            <span style={{ flex: '1 1 160px', fontWeight: 500 }}>{item.label}</span>
            {item.enabled ? null : <Tag>{t('dict.disabledTag')}</Tag>}
            {item.usage ? <span>{t('dict.usage', { count: item.usage })}</span> : null}
            <Switch
              size="sm"
              aria-label={t('dict.enabledOf', { label: item.label })}
              label={t('dict.enabled')}
              checked={item.enabled}
              disabled={busy}
              onCheckedChange={(on) =>
                void change(
                  item.id,
                  () =>
                    api.request(
                      '/v1/system/dict/setItemEnabled',
                      { id: item.id, enabled: on ? 1 : 0 },
                      { selfHandled: true },
                    ),
                  t(on ? 'dict.turnedOn' : 'dict.turnedOff', { label: item.label }),
                )
              }
            />
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('dict.renameOf', { label: item.label })}
              onClick={() => setDialog({ kind: 'rename', item })}
            >
              {t('dict.rename')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('dict.deleteOf', { label: item.label })}
              disabled={Boolean(item.usage)}
              title={item.usage ? t('dict.inUse') : undefined}
              onClick={() => setDialog({ kind: 'delete', item })}
            >
              {t('dict.delete')}
            </Button>
            {problem?.at === item.id ? <div style={{ flexBasis: '100%' }}>{problemAt(item.id)}</div> : null}
          </div>
        )}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={page.title}
        actions={
          <Button variant="primary" onClick={() => setDialog({ kind: 'add' })}>
            {t('dict.add')}
          </Button>
        }
      />
      <Tabs.Root value={dictCode} onValueChange={choose} orientation="vertical">
        <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Tabs.List aria-label={t('dict.choose')} style={{ flexDirection: 'column', minWidth: 200 }}>
            {BRAND_DICTIONARIES.map((d) => {
              const counts = summaries.data?.find((s) => s.dictCode === d.value);
              return (
                <Tabs.Trigger key={d.value} value={d.value}>
                  <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
                    <span>{en ? d.en : d.zh}</span>
                    {counts ? <small>{t('dict.count', { enabled: counts.enabled, total: counts.total })}</small> : null}
                  </span>
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
          <Tabs.Content value={dictCode} style={{ flex: '1 1 480px', minWidth: 0 }}>
            <section aria-labelledby={headingId} style={{ display: 'grid', gap: 12 }}>
              <h2 id={headingId} style={{ margin: 0, fontSize: 16 }}>
                {t('dict.items', { name })}
              </h2>
              <p style={{ margin: 0, opacity: 0.8 }}>{t('dict.itemsHint')}</p>
              {problemAt('list')}
              {panel}
            </section>
          </Tabs.Content>
        </div>
      </Tabs.Root>
      <Suspense fallback={null}>
        {dialog?.kind === 'add' || dialog?.kind === 'rename' ? (
          <ItemFormDialog
            dictCode={dictCode}
            dictName={name}
            {...(dialog.kind === 'rename' ? { item: dialog.item } : {})}
            onClose={() => setDialog(null)}
            onSaved={async (message) => {
              toaster.success(message);
              setDialog(null);
              await refresh();
            }}
          />
        ) : null}
      </Suspense>
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={t('dict.deleteOf', { label: dialog.item.label })}
          tone="danger"
          confirmText={t('dict.delete')}
          onConfirm={async () => {
            const { item } = dialog;
            await refusing(
              () => api.request('/v1/system/dict/deleteItem', { id: item.id }, { selfHandled: true }),
              (msg) => dictionaryMessage(msg, locale),
            );
            toaster.success(t('dict.deleted', { label: item.label }));
            setDialog(null);
            await refresh();
          }}
        >
          {t('dict.deleteConfirm', { label: dialog.item.label })}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
