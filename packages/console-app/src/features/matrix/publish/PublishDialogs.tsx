import {
  dictionaryLabel,
  PLATFORMS,
  PUBLISH_LIMITS,
  PUBLISH_WORK_SOURCES,
  TEXT_GENERATORS,
  TITLE_LIMITS,
  type DeptNode,
  type GeneratedTexts,
  type MatrixAccount,
  type PlatformCode,
  type PublishWork,
  type PublishWorkSource,
} from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Avatar,
  Button,
  Checkbox,
  Dialog,
  Empty,
  NumberInput,
  Select,
  Skeleton,
  Tabs,
  Tag,
  TextInput,
  Thumbnail,
  useFormatters,
  useLocale,
  vars,
} from '@brand-console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type CSSProperties } from 'react';
import { BareList, Inline } from '../../../components/layout';
import { refusalOf } from '../../../lib/refusal';
import { useServices } from '../../../lib/services';
import { publishMessage, usePublishTranslate } from './messages';
import type { ChosenAccount, ChosenWork } from './model';
import { charCount } from './model';

const ROW: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[2]} 0`,
  borderBottom: `1px solid ${vars.color.border.muted}`,
};
const MUTED: CSSProperties = { color: vars.color.fg.muted, fontSize: vars.font.size.sm };

function useLang() {
  const locale = useLocale();
  return { locale, lang: locale.startsWith('en') ? ('en' as const) : ('zh' as const) };
}

/**
 * Chooses works of one source (成品库 or the material library): the brand's videos with a file,
 * with their covers, searched by name; the chosen ones come back with what the form shows.
 */
export function WorkPickerDialog({
  source,
  chosen,
  room,
  onDone,
}: {
  source: PublishWorkSource;
  /** Works already in the form (kept ticked). */
  chosen: readonly ChosenWork[];
  /** How many more the batch may take. */
  room: number;
  onDone: (picked: PublishWork[] | null) => void;
}) {
  const { api } = useServices();
  const t = usePublishTranslate();
  const { lang } = useLang();
  const { formatDuration } = useFormatters();
  const [name, setName] = useState('');
  const works = useQuery({
    ...apiQueryOptions(api, '/v1/matrix/publish/works', { source, ...(name.trim() ? { name: name.trim() } : {}) }),
    placeholderData: keepPreviousData,
  });
  const already = new Set(chosen.filter((w) => w.source === source).map((w) => w.id));
  const [picked, setPicked] = useState<Map<number, PublishWork>>(new Map());
  const toggle = (work: PublishWork, on: boolean) =>
    setPicked((prev) => {
      const next = new Map(prev);
      if (on) next.set(work.id, work);
      else next.delete(work.id);
      return next;
    });
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onDone(null)}>
      <Dialog.Content
        size="lg"
        title={t('works.title', { source: dictionaryLabel(PUBLISH_WORK_SOURCES, source, lang) })}
        footer={
          <Inline>
            <Button onClick={() => onDone(null)}>{t('works.cancel')}</Button>
            <Button variant="primary" disabled={picked.size === 0} onClick={() => onDone([...picked.values()])}>
              {t('works.confirm', { count: picked.size })}
            </Button>
          </Inline>
        }
      >
        <TextInput
          aria-label={t('works.search')}
          placeholder={t('works.search')}
          value={name}
          maxLength={50}
          onValueChange={setName}
        />
        {works.isError ? (
          <Alert tone="danger" title={t('works.loadFailed')} />
        ) : !works.data ? (
          <Skeleton lines={4} />
        ) : works.data.length === 0 ? (
          <Empty title={t('works.empty')} size="sm" />
        ) : (
          <BareList aria-label={t('works.title', { source: dictionaryLabel(PUBLISH_WORK_SOURCES, source, lang) })}>
            {works.data.map((work) => {
              const isChosen = already.has(work.id);
              const full = !picked.has(work.id) && picked.size >= room;
              return (
                <li key={work.id} style={ROW} data-testid="publish-work-option">
                  <Checkbox
                    aria-label={work.name}
                    checked={isChosen || picked.has(work.id)}
                    disabled={isChosen || full}
                    onCheckedChange={(on) => toggle(work, on)}
                  />
                  <Thumbnail
                    src={work.coverUrl}
                    alt=""
                    type="video"
                    size="sm"
                    {...(work.duration ? { durationMs: work.duration } : {})}
                  />
                  <span style={{ flex: 1 }}>{work.name}</span>
                  <span style={MUTED}>
                    {work.duration ? formatDuration(work.duration / 1000) : ''} {work.createTime}
                  </span>
                </li>
              );
            })}
          </BareList>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

const ACCOUNT_PAGE = 20;

/** Departments of the tree, each with its depth, for a flat select. */
function flatten(nodes: readonly DeptNode[], depth = 0): Array<{ id: number; name: string; depth: number }> {
  return nodes.flatMap((n) => [{ id: n.deptId, name: n.deptName, depth }, ...flatten(n.children, depth + 1)]);
}

/**
 * 选择账号 (select-account dialog): the brand's matrix accounts filtered by group, platform,
 * department and name, paged, with the count chosen. Accounts whose grant expired or was revoked,
 * and Douyin accounts when the brand does not publish to Douyin (`dySupport`), are shown disabled
 * with the reason.
 */
export function SelectAccountDialog({
  chosen,
  dySupport,
  onDone,
}: {
  chosen: readonly ChosenAccount[];
  dySupport: boolean;
  onDone: (accounts: ChosenAccount[] | null) => void;
}) {
  const { api } = useServices();
  const t = usePublishTranslate();
  const { locale, lang } = useLang();
  const { formatCount } = useFormatters();
  const [groupId, setGroupId] = useState<string | null>(null);
  const [platform, setPlatform] = useState<string | null>(null);
  const [deptId, setDeptId] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [picked, setPicked] = useState<Map<number, ChosenAccount>>(() => new Map(chosen.map((a) => [a.id, a])));
  const groups = useQuery(apiQueryOptions(api, '/v1/matrix/group/list', {}));
  const depts = useQuery({ ...apiQueryOptions(api, '/v1/system/dept/getDeptTree', {}), retry: false });
  const accounts = useQuery({
    ...apiQueryOptions(api, '/v1/matrix/account/list', {
      pageNo,
      pageSize: ACCOUNT_PAGE,
      ...(groupId !== null ? { groupId: Number(groupId) } : {}),
      ...(platform !== null ? { platform: Number(platform) as PlatformCode } : {}),
      ...(deptId !== null ? { deptId: Number(deptId) } : {}),
      ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const refusal = (a: MatrixAccount): string | null =>
    a.publishRefusal
      ? publishMessage(a.publishRefusal, locale)
      : a.platform === 1 && !dySupport
        ? t('form.douyinOff')
        : null;
  const records = accounts.data?.records ?? [];
  const usable = records.filter((a) => refusal(a) === null);
  const total = accounts.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ACCOUNT_PAGE));
  const allOnPage = usable.length > 0 && usable.every((a) => picked.has(a.id));
  const set = (list: readonly MatrixAccount[], on: boolean) =>
    setPicked((prev) => {
      const next = new Map(prev);
      for (const a of list) {
        if (on && next.size < PUBLISH_LIMITS.accounts) {
          next.set(a.id, { id: a.id, platform: a.platform, name: a.name, avatar: a.avatar || null });
        } else if (!on) next.delete(a.id);
      }
      return next;
    });
  const filter = (apply: () => void) => {
    apply();
    setPageNo(1);
  };
  const deptOptions = useMemo(
    () => flatten(depts.data ?? []).map((d) => ({ value: String(d.id), label: `${'　'.repeat(d.depth)}${d.name}` })),
    [depts.data],
  );
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onDone(null)}>
      <Dialog.Content
        size="xl"
        title={t('acc.title')}
        footer={
          <Inline>
            <span style={MUTED} data-testid="account-count">
              {t('acc.count', { total, count: picked.size })}
            </span>
            <Button onClick={() => onDone(null)}>{t('acc.cancel')}</Button>
            <Button variant="primary" disabled={picked.size === 0} onClick={() => onDone([...picked.values()])}>
              {t('acc.confirm', { count: picked.size })}
            </Button>
          </Inline>
        }
      >
        <Inline wrap gap={2} style={{ marginBottom: vars.space[3] }}>
          <Select
            aria-label={t('acc.group')}
            placeholder={t('acc.allGroups')}
            clearable
            value={groupId}
            options={[
              { value: '0', label: t('acc.ungrouped') },
              ...(groups.data ?? []).map((g) => ({ value: String(g.id), label: `${g.name} (${g.accountCount})` })),
            ]}
            onValueChange={(v) => filter(() => setGroupId(v))}
          />
          <Select
            aria-label={t('acc.platform')}
            placeholder={t('acc.allPlatforms')}
            clearable
            value={platform}
            options={PLATFORMS.map((p) => ({ value: String(p.value), label: lang === 'en' ? p.en : p.zh }))}
            onValueChange={(v) => filter(() => setPlatform(v))}
          />
          {depts.data ? (
            <Select
              aria-label={t('acc.dept')}
              placeholder={t('acc.allDepts')}
              clearable
              searchable
              value={deptId}
              options={deptOptions}
              onValueChange={(v) => filter(() => setDeptId(v))}
            />
          ) : null}
          <TextInput
            aria-label={t('acc.keyword')}
            placeholder={t('acc.keyword')}
            value={keyword}
            maxLength={50}
            onValueChange={(v) => filter(() => setKeyword(v))}
          />
        </Inline>
        {accounts.isError ? (
          <Alert tone="danger" title={t('acc.loadFailed')} />
        ) : !accounts.data ? (
          <Skeleton lines={5} />
        ) : records.length === 0 ? (
          <Empty title={t('acc.empty')} size="sm" />
        ) : (
          <>
            <Checkbox
              label={t('acc.selectPage')}
              checked={allOnPage}
              disabled={usable.length === 0}
              onCheckedChange={(on) => set(usable, on)}
            />
            <BareList aria-label={t('acc.title')}>
              {records.map((a) => {
                const why = refusal(a);
                const platformName = dictionaryLabel(PLATFORMS, a.platform, lang);
                return (
                  <li key={a.id} style={ROW} data-testid="publish-account-option">
                    <Checkbox
                      aria-label={`${a.name}（${platformName}）`}
                      checked={picked.has(a.id)}
                      disabled={why !== null || (!picked.has(a.id) && picked.size >= PUBLISH_LIMITS.accounts)}
                      onCheckedChange={(on) => set([a], on)}
                      {...(why ? { 'aria-describedby': `account-refusal-${a.id}` } : {})}
                    />
                    <Avatar src={a.avatar} name={a.name} size="sm" decorative />
                    <span style={{ flex: 1 }}>
                      {a.name}
                      <span style={{ ...MUTED, marginInlineStart: vars.space[2] }}>
                        {t('acc.followers', { count: formatCount(a.followerCount) })}
                        {a.groupName ? ` · ${a.groupName}` : ''}
                        {a.deptName ? ` · ${a.deptName}` : ''}
                      </span>
                    </span>
                    <Tag size="sm">{platformName}</Tag>
                    {why ? (
                      <span
                        id={`account-refusal-${a.id}`}
                        style={{ color: vars.color.danger.subtleFg }}
                        data-testid="account-refusal"
                      >
                        {why}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </BareList>
            <Inline gap={2} style={{ marginTop: vars.space[3] }}>
              <Button size="sm" disabled={pageNo <= 1} onClick={() => setPageNo((n) => n - 1)}>
                {t('acc.prev')}
              </Button>
              <span style={MUTED}>{t('acc.page', { page: pageNo, pages })}</span>
              <Button size="sm" disabled={pageNo >= pages} onClick={() => setPageNo((n) => n + 1)}>
                {t('acc.nextPage')}
              </Button>
            </Inline>
          </>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * 标题帮助 (title-help dialog): a title for a work from the title library (searched), or written by
 * the brand's generator for a 成品库 work, saying which generator wrote them. Choosing one returns
 * it (with its library id, marked used once published).
 */
export function TitleHelpDialog({
  work,
  tab: initialTab,
  maxLength,
  onDone,
}: {
  work: ChosenWork;
  tab: 'library' | 'ai';
  /** The strictest title limit of the chosen accounts' platforms (shown beside each title). */
  maxLength: number;
  onDone: (title: { title: string; titleId: number | null } | null) => void;
}) {
  const { api } = useServices();
  const t = usePublishTranslate();
  const { locale, lang } = useLang();
  const [tab, setTab] = useState(initialTab);
  const [keyword, setKeyword] = useState('');
  const [count, setCount] = useState<number | null>(5);
  const [result, setResult] = useState<GeneratedTexts | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const library = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/title/page', {
      pageNo: 1,
      pageSize: 20,
      ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
    }),
    enabled: tab === 'library',
    placeholderData: keepPreviousData,
    retry: false,
  });
  const generate = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setResult(
        await api.request(
          '/v1/sumvideo/sv/title/generate',
          {
            kind: 'title',
            creationId: work.id,
            count: Math.min(Math.max(count ?? 5, TITLE_LIMITS.count.min), TITLE_LIMITS.count.max),
          },
          { selfHandled: true },
        ),
      );
    } catch (error) {
      const msg = refusalOf(error);
      setFailure(t('title.failed', { reason: msg ? publishMessage(msg, locale) : (error as Error).message }));
    } finally {
      setBusy(false);
    }
  };
  const option = (text: string, titleId: number | null) => {
    const n = charCount(text);
    return (
      <li key={`${titleId ?? 'ai'}-${text}`} style={ROW}>
        <span style={{ flex: 1 }}>{text}</span>
        <span style={{ ...MUTED, color: n > maxLength ? vars.color.danger.subtleFg : vars.color.fg.muted }}>
          {t('title.limit', { count: n, max: maxLength })}
        </span>
        <Button
          size="sm"
          aria-label={t('title.useFor', { title: text })}
          onClick={() => onDone({ title: text, titleId })}
        >
          {t('title.use')}
        </Button>
      </li>
    );
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onDone(null)}>
      <Dialog.Content
        size="lg"
        title={t('title.title', { name: work.name })}
        footer={<Button onClick={() => onDone(null)}>{t('title.close')}</Button>}
      >
        <Tabs.Root value={tab} onValueChange={(v) => setTab(v === 'ai' ? 'ai' : 'library')}>
          <Tabs.List aria-label={t('title.title', { name: work.name })}>
            <Tabs.Trigger value="library">{t('title.library')}</Tabs.Trigger>
            <Tabs.Trigger value="ai">{t('title.ai')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="library">
            <TextInput
              aria-label={t('title.search')}
              placeholder={t('title.search')}
              value={keyword}
              maxLength={50}
              onValueChange={setKeyword}
            />
            {library.isError ? (
              <Alert tone="danger" title={publishMessage(refusalOf(library.error) ?? t('acc.loadFailed'), locale)} />
            ) : !library.data ? (
              <Skeleton lines={3} />
            ) : library.data.records.length === 0 ? (
              <Empty title={t('title.libraryEmpty')} size="sm" />
            ) : (
              <BareList aria-label={t('title.library')}>
                {library.data.records.map((entry) => option(entry.text, entry.id))}
              </BareList>
            )}
          </Tabs.Content>
          <Tabs.Content value="ai">
            {work.source !== 1 ? (
              <Alert tone="info" title={t('title.onlyCreations')} />
            ) : (
              <>
                <Inline gap={2} align="end">
                  <label style={{ display: 'grid', gap: vars.space[1] }}>
                    <span>{t('title.count')}</span>
                    <NumberInput
                      aria-label={t('title.count')}
                      value={count}
                      min={TITLE_LIMITS.count.min}
                      max={TITLE_LIMITS.count.max}
                      onValueChange={setCount}
                    />
                  </label>
                  <Button variant="primary" loading={busy} onClick={() => void generate()}>
                    {t('title.generate')}
                  </Button>
                </Inline>
                {failure ? <Alert tone="danger" title={failure} style={{ marginTop: vars.space[3] }} /> : null}
                {result ? (
                  <section aria-label={t('title.ai')} style={{ marginTop: vars.space[3] }}>
                    <p data-testid="title-generated-by" style={{ ...MUTED, margin: 0 }}>
                      {t('title.by', {
                        generator: dictionaryLabel(TEXT_GENERATORS, result.generator, lang),
                        model: result.model,
                      })}
                    </p>
                    <BareList>{result.items.map((text) => option(text, null))}</BareList>
                  </section>
                ) : null}
              </>
            )}
          </Tabs.Content>
        </Tabs.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}
