import { SECTION_CONTENT_TYPES, type ContentSection } from '@brand-console/api-client';
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
  Tag,
  useLocale,
} from '@brand-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { preloadable } from '../../../lib/preloadable';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { refusalOf, settingsMessage, useSettingsTranslate } from './messages';
import { refusing } from '../../../lib/refusal';

const SectionFormDialog = preloadable(() => import('./sectionDialogs').then((m) => m.SectionFormDialog));

/** 编辑内容配置 of one section (`?id=`). */
export const SECTION_CONTENT_PATH = '/system_manage/content_config/edit_page';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'delete'; section: ContentSection };

/**
 * 分区设置 (menu key `section_set`, also the static route `system_manage/section_set` reached from
 * 设置): the brand's content sections in order, each with its cover, content types and enabled
 * state; create and edit (name, cover from an uploaded image, content types), reorder by dragging
 * or from the keyboard, enable or disable, delete; 内容配置 opens the section's content lists.
 */
export function SectionsPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useSettingsTranslate();
  const locale = useLocale();
  const en = locale.startsWith('en');
  const headingId = useId();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [problem, setProblem] = useState<{ at: number | 'list'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    SectionFormDialog.preload().catch(() => {});
  }, []);
  const sections = useQuery(apiQueryOptions(api, '/v1/system/section/listSections', {}));
  // A new order shows at once; the list read after saving (a new answer) replaces it.
  const [order, setOrder] = useState<{ of: ContentSection[] | undefined; items: ContentSection[] } | null>(null);
  const shown = order && order.of === sections.data ? order.items : (sections.data ?? []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/section/listSections') });
  const change = async (at: number | 'list', call: () => Promise<unknown>, done: string) => {
    setProblem(null);
    setBusy(true);
    try {
      await call();
      toaster.success(done);
    } catch (error) {
      const msg = refusalOf(error);
      setProblem({ at, message: msg === null ? t('settings.failed') : settingsMessage(msg, locale) });
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  const problemAt = (at: number | 'list') =>
    problem?.at === at ? <Alert tone="danger" role="alert" description={problem.message} /> : null;
  const typeLabel = (value: number) => {
    const entry = SECTION_CONTENT_TYPES.find((c) => c.value === value);
    return entry ? (en ? entry.en : entry.zh) : String(value);
  };

  let body;
  if (sections.isPending) body = <Skeleton lines={6} />;
  else if (sections.isError) {
    body = (
      <Result
        status="error"
        title={t('sections.loadFailed')}
        actions={<Button onClick={() => void sections.refetch()}>{t('settings.retry')}</Button>}
      />
    );
  } else {
    body = (
      <SortableList<ContentSection>
        aria-label={t('sections.list')}
        items={shown}
        getId={(s) => s.id}
        getLabel={(s) => s.name}
        isItemMuted={(s) => !s.enabled}
        disabled={busy}
        emptyContent={t('sections.empty')}
        onReorder={(next) => {
          setOrder({ of: sections.data, items: next });
          void change(
            'list',
            () => api.request('/v1/system/section/sortSections', { ids: next.map((s) => s.id) }, { selfHandled: true }),
            t('sections.sorted'),
          );
        }}
        renderItem={(s) => (
          <div style={{ display: 'flex', flex: 1, flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
            {s.coverUrl ? (
              <img
                src={s.coverUrl}
                alt={t('sections.coverOf', { name: s.name })}
                style={{ width: 48, height: 32, objectFit: 'cover', borderRadius: 4 }}
              />
            ) : (
              <span style={{ width: 48, fontSize: 12 }}>{t('sections.noCover')}</span>
            )}
            <span style={{ flex: '1 1 140px', fontWeight: 500 }}>{s.name}</span>
            {s.enabled ? null : <Tag>{t('sections.disabledTag')}</Tag>}
            <span style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
              {s.contentTypes.map((c) => (
                <Tag key={c} tone="accent">
                  {typeLabel(c)}
                </Tag>
              ))}
            </span>
            <span>{t('sections.lists', { count: s.lists.length })}</span>
            <Switch
              size="sm"
              label={t('sections.enabled')}
              aria-label={t('sections.enabledOf', { name: s.name })}
              checked={s.enabled}
              disabled={busy}
              onCheckedChange={(on) =>
                void change(
                  s.id,
                  () =>
                    api.request(
                      '/v1/system/section/setSectionEnabled',
                      { id: s.id, enabled: on ? 1 : 0 },
                      { selfHandled: true },
                    ),
                  t(on ? 'sections.turnedOn' : 'sections.turnedOff', { name: s.name }),
                )
              }
            />
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('sections.contentOf', { name: s.name })}
              onClick={() => void navigate(`${SECTION_CONTENT_PATH}?id=${s.id}`)}
            >
              {t('sections.content')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('sections.editOf', { name: s.name })}
              onClick={() => setDialog({ kind: 'edit', section: s })}
            >
              {t('sections.edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('sections.deleteOf', { name: s.name })}
              onClick={() => setDialog({ kind: 'delete', section: s })}
            >
              {t('sections.delete')}
            </Button>
            {problem?.at === s.id ? <div style={{ flexBasis: '100%' }}>{problemAt(s.id)}</div> : null}
          </div>
        )}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={page.title}
        description={t('settings.sectionsHint')}
        actions={
          <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
            {t('sections.add')}
          </Button>
        }
      />
      <section aria-labelledby={headingId} style={{ display: 'grid', gap: 12 }}>
        <h2 id={headingId} style={{ margin: 0, fontSize: 16 }}>
          {t('sections.list')}
        </h2>
        <p style={{ margin: 0, opacity: 0.8 }}>{t('sections.hint')}</p>
        {problemAt('list')}
        {body}
      </section>
      <Suspense fallback={null}>
        {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
          <SectionFormDialog
            {...(dialog.kind === 'edit' ? { section: dialog.section } : {})}
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
          title={t('sections.deleteOf', { name: dialog.section.name })}
          tone="danger"
          confirmText={t('sections.delete')}
          onConfirm={async () => {
            const { section } = dialog;
            await refusing(
              () => api.request('/v1/system/section/deleteSection', { id: section.id }, { selfHandled: true }),
              (msg) => settingsMessage(msg, locale),
            );
            toaster.success(t('sections.deleted', { name: section.name }));
            setDialog(null);
            await refresh();
          }}
        >
          {t('sections.deleteConfirm', { name: dialog.section.name })}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
