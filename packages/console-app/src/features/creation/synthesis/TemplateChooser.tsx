import { dictionaryLabel, TEMPLATE_RATIOS, type VideoTemplate } from '@brand-console/api-client';
import { apiInfiniteQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  Empty,
  Skeleton,
  Tabs,
  TextInput,
  Thumbnail,
  useFormatters,
  useLocale,
  vars,
} from '@brand-console/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type CSSProperties, type FormEvent } from 'react';
import { BareList, Inline } from '../../../components/layout';
import { useServices } from '../../../lib/services';
import { useSynthesisTranslate } from './messages';

const PAGE_SIZE = 24;
const FULL_WIDTH = { '--bc-thumbnail-width': '100%' } as CSSProperties;

export interface TemplateChooserProps {
  /** 1 the brand's template space, 2 the cloud catalogue. */
  source: 1 | 2;
  /** The name searched for. */
  name: string;
  /** A new tab or search (kept in the page's address). */
  onBrowse: (next: { source: 1 | 2; name: string }) => void;
  onChoose: (template: VideoTemplate) => void;
}

/** Step 1 of 模板创作: the templates of the brand's space or the cloud catalogue as cards, searchable by name. */
export function TemplateChooser({ source, name, onBrowse, onChoose }: TemplateChooserProps) {
  const { api } = useServices();
  const t = useSynthesisTranslate();
  const lang = useLocale().startsWith('en') ? 'en' : 'zh';
  const { formatDuration } = useFormatters();
  const [typed, setTyped] = useState(name);
  const templates = useInfiniteQuery(
    apiInfiniteQueryOptions(api, '/v1/sumvideo/sv/template/page', {
      pageSize: PAGE_SIZE,
      source,
      ...(name ? { name } : {}),
    }),
  );
  const items = templates.data?.pages.flatMap((p) => p.records) ?? [];
  const search = (event: FormEvent) => {
    event.preventDefault();
    onBrowse({ source, name: typed.trim() });
  };

  return (
    <Tabs.Root value={String(source)} onValueChange={(next) => onBrowse({ source: next === '2' ? 2 : 1, name })}>
      <Tabs.List aria-label={t('create.templates')}>
        <Tabs.Trigger value="1">{t('create.spaceTab')}</Tabs.Trigger>
        <Tabs.Trigger value="2">{t('create.cloudTab')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value={String(source)}>
        <form role="search" aria-label={t('create.search')} onSubmit={search} style={{ margin: `${vars.space[3]} 0` }}>
          <Inline>
            <TextInput
              type="search"
              aria-label={t('create.search')}
              placeholder={t('create.search')}
              value={typed}
              maxLength={100}
              onValueChange={setTyped}
              style={{ width: 280 }}
            />
            <Button type="submit">{t('create.searchButton')}</Button>
          </Inline>
        </form>
        {templates.isError && !templates.data ? (
          <Alert
            tone="danger"
            title={t('create.loadFailed')}
            action={<Button onClick={() => void templates.refetch()}>{t('create.retry')}</Button>}
          />
        ) : templates.isPending ? (
          <Skeleton lines={6} />
        ) : items.length === 0 ? (
          <Empty description={name ? t('create.noMatch') : t('create.noTemplates')} />
        ) : (
          <BareList
            aria-label={t('create.templates')}
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
              gap: vars.space[4],
            }}
          >
            {items.map((template) => (
              <li key={template.id}>
                <button
                  type="button"
                  title={t('create.use', { name: template.name })}
                  onClick={() => onChoose(template)}
                  style={{
                    display: 'grid',
                    gap: vars.space[1],
                    width: '100%',
                    padding: vars.space[2],
                    textAlign: 'start',
                    font: 'inherit',
                    color: vars.color.fg.default,
                    background: vars.color.bg.surface,
                    border: `1px solid ${vars.color.border.default}`,
                    borderRadius: vars.radius.lg,
                    cursor: 'pointer',
                  }}
                >
                  <Thumbnail
                    src={template.coverUrl || null}
                    alt=""
                    type="video"
                    durationMs={template.duration}
                    ratio={template.ratio}
                    style={FULL_WIDTH}
                  />
                  <strong style={{ overflowWrap: 'anywhere' }}>{template.name}</strong>
                  <span style={{ color: vars.color.fg.muted, fontSize: vars.font.size.sm }}>
                    {dictionaryLabel(TEMPLATE_RATIOS, template.ratio, lang)} · {formatDuration(template.duration)} ·{' '}
                    {t('create.shotsOf', { count: template.shotCount })}
                  </span>
                </button>
              </li>
            ))}
          </BareList>
        )}
        {templates.hasNextPage ? (
          <div style={{ marginTop: vars.space[4], textAlign: 'center' }}>
            <Button loading={templates.isFetchingNextPage} onClick={() => void templates.fetchNextPage()}>
              {t('create.more')}
            </Button>
          </div>
        ) : null}
      </Tabs.Content>
    </Tabs.Root>
  );
}
