import {
  SECTION_CONTENT_LISTS,
  SECTION_LIST_ITEMS_MAX,
  type SectionContentList,
  type SectionListConfig,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  NumberInput,
  PageHeader,
  Result,
  Select,
  Skeleton,
  SortableList,
  useLocale,
} from '@brand-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { refusalOf, settingsMessage, useSettingsTranslate } from './messages';
import { SECTIONS_PATH } from './SettingsPage';

/**
 * 编辑内容配置 (`system_manage/content_config/edit_page?id=`): which content lists one section's page
 * shows (`SECTION_CONTENT_LISTS`), in what order and how many items each, saved together; reached
 * from 分区设置 and back to it.
 */
export function SectionContentPage({ page }: PageProps) {
  const { api } = useServices();
  const navigate = useNavigate();
  const t = useSettingsTranslate();
  const [search] = useSearchParams();
  const raw = search.get('id') ?? '';
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : null;
  const detail = useQuery({
    ...apiQueryOptions(api, '/v1/system/section/sectionDetail', { id: id ?? 0 }),
    enabled: id !== null,
    retry: false,
  });
  const back = { label: t('content.back'), onClick: () => void navigate(SECTIONS_PATH) };

  if (id === null || detail.isError) {
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Result
          status={id === null || refusalOf(detail.error) ? 'warning' : 'error'}
          title={id === null || refusalOf(detail.error) ? t('content.notFound') : t('settings.loadFailed')}
          actions={<Button onClick={back.onClick}>{t('content.back')}</Button>}
        />
      </>
    );
  }
  if (!detail.data) {
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Skeleton lines={6} />
      </>
    );
  }
  return (
    <ContentLists
      key={JSON.stringify(detail.data.lists)}
      title={page.title}
      back={back}
      sectionId={detail.data.id}
      name={detail.data.name}
      initial={detail.data.lists}
    />
  );
}

function ContentLists({
  title,
  back,
  sectionId,
  name,
  initial,
}: {
  title: string;
  back: { label: string; onClick: () => void };
  sectionId: number;
  name: string;
  initial: SectionListConfig[];
}) {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  const t = useSettingsTranslate();
  const locale = useLocale();
  const en = locale.startsWith('en');
  const headingId = useId();
  const [lists, setLists] = useState<SectionListConfig[]>(initial);
  const [adding, setAdding] = useState<string>('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const labelOf = (code: SectionContentList) => {
    const entry = SECTION_CONTENT_LISTS.find((l) => l.value === code);
    return entry ? (en ? entry.en : entry.zh) : code;
  };
  const remaining = SECTION_CONTENT_LISTS.filter((l) => !lists.some((x) => x.listCode === l.value));
  const invalid = lists.some((l) => !Number.isInteger(l.count) || l.count < 1 || l.count > SECTION_LIST_ITEMS_MAX);

  const save = async () => {
    setProblem(null);
    if (invalid) return setProblem(t('content.countInvalid', { max: SECTION_LIST_ITEMS_MAX }));
    setSaving(true);
    try {
      await api.request('/v1/system/section/saveSectionLists', { id: sectionId, lists }, { selfHandled: true });
      toaster.success(t('content.saved'));
      await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/section/sectionDetail') });
      await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/section/listSections') });
    } catch (error) {
      const msg = refusalOf(error);
      setProblem(msg === null ? t('settings.failed') : settingsMessage(msg, locale));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader title={title} back={back} description={t('content.hint')} />
      <section aria-labelledby={headingId} style={{ display: 'grid', gap: 12, maxWidth: 720 }}>
        <h2 id={headingId} style={{ margin: 0, fontSize: 16 }}>
          {t('content.title', { name })}
        </h2>
        <SortableList<SectionListConfig>
          aria-label={t('content.lists')}
          items={lists}
          getId={(l) => l.listCode}
          getLabel={(l) => labelOf(l.listCode)}
          disabled={saving}
          emptyContent={t('content.none')}
          onReorder={(next) => setLists(next)}
          renderItem={(l) => (
            <div style={{ display: 'flex', flex: 1, alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
              <span style={{ flex: '1 1 160px', fontWeight: 500 }}>{labelOf(l.listCode)}</span>
              <span style={{ width: 140 }}>
                <NumberInput
                  aria-label={t('content.countOf', { list: labelOf(l.listCode) })}
                  min={1}
                  max={SECTION_LIST_ITEMS_MAX}
                  value={l.count}
                  onValueChange={(value) =>
                    setLists((all) => all.map((x) => (x.listCode === l.listCode ? { ...x, count: value ?? 0 } : x)))
                  }
                />
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('content.remove', { list: labelOf(l.listCode) })}
                onClick={() => setLists((all) => all.filter((x) => x.listCode !== l.listCode))}
              >
                ×
              </Button>
            </div>
          )}
        />
        {remaining.length > 0 ? (
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            <span style={{ width: 240 }}>
              <Select
                aria-label={t('content.addChoose')}
                placeholder={t('content.addChoose')}
                options={remaining.map((l) => ({ value: l.value, label: en ? l.en : l.zh }))}
                value={adding || null}
                onValueChange={(value) => setAdding(value ?? '')}
              />
            </span>
            <Button
              disabled={!adding}
              onClick={() => {
                setLists((all) => [...all, { listCode: adding as SectionContentList, count: 10 }]);
                setAdding('');
              }}
            >
              {t('content.add')}
            </Button>
          </div>
        ) : null}
        {problem ? <Alert tone="danger" role="alert" description={problem} /> : null}
        <div>
          <Button variant="primary" loading={saving} onClick={() => void save()}>
            {t('content.save')}
          </Button>
        </div>
      </section>
    </>
  );
}
