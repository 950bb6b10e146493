import {
  dictionaryLabel,
  MATRIX_LIMITS,
  PLATFORM_AUTH_STATUSES,
  PLATFORMS,
  type MatrixAccount,
  type MatrixGroup,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { matrixGroupFormSchema } from '@brand-console/api-client/schemas';
import {
  Alert,
  Avatar,
  Button,
  Checkbox,
  ConfirmDialog,
  Empty,
  FormItem,
  FormPage,
  FormSection,
  PageHeader,
  Result,
  Select,
  Skeleton,
  StatusTag,
  TextInput,
  useLocale,
  vars,
  type FormItemRenderProps,
} from '@brand-console/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Inline } from '../../../components/layout';
import { refusalOf, Refusal, refusing } from '../../../lib/refusal';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { matrixAccountsMessage, matrixPaths, useMatrixAccountsTranslate } from './messages';

const STATUS_TONES: Record<number, string> = { 1: 'success', 2: 'warning', 3: 'danger', 4: 'neutral' };
const STATUS_DICTIONARY = PLATFORM_AUTH_STATUSES.map((entry) => ({ ...entry, tone: STATUS_TONES[entry.value]! }));
/** Accounts the picker shows at once (the list call's largest page). */
const PICKER_PAGE = MATRIX_LIMITS.pageSize;

/** A page's `?id=`: a positive whole number, or null. */
const idParam = (raw: string | null) => (raw && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

interface GroupFormValues {
  name: string;
  accountIds: number[];
}

/**
 * 新建账号分组 / 编辑账号分组 (`matrix/matrix_manage/add_grouping`, `?id=` edits): the group's name
 * and its accounts, chosen from the brand's accounts of every platform (filtered by platform and
 * name; an account in another group moves here when saved), checked with the server's own schema;
 * a group is deleted from here (the server refuses while it still has accounts).
 */
export function AddGroupingPage({ page }: PageProps) {
  const { api } = useServices();
  const t = useMatrixAccountsTranslate();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const raw = search.get('id');
  const id = idParam(raw);
  const paths = matrixPaths(page.moduleKey);
  const groups = useQuery({ ...apiQueryOptions(api, '/v1/matrix/group/list', {}), enabled: id !== null });
  const group = id !== null ? groups.data?.find((g) => g.id === id) : undefined;
  // The group's accounts, two pages at most (a group beyond that is renamed here, not refilled).
  const members = useQuery({
    ...apiQueryOptions(api, '/v1/matrix/account/list', { pageNo: 1, pageSize: PICKER_PAGE, groupId: id ?? 0 }),
    enabled: group !== undefined,
  });
  const more = useQuery({
    ...apiQueryOptions(api, '/v1/matrix/account/list', { pageNo: 2, pageSize: PICKER_PAGE, groupId: id ?? 0 }),
    enabled: group !== undefined && (members.data?.total ?? 0) > PICKER_PAGE,
  });
  const back = {
    label: t('form.back'),
    href: paths.list,
    onClick: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      void navigate(paths.list);
    },
  };

  const missing = (raw !== null && id === null) || (groups.data !== undefined && id !== null && !group);
  if (missing || groups.isError || members.isError || more.isError) {
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Result
          status={missing ? 'warning' : 'error'}
          headingLevel={2}
          title={missing ? t('form.notFound') : t('form.loadFailed')}
          actions={
            missing ? (
              <Button onClick={() => void navigate(paths.list)}>{t('form.back')}</Button>
            ) : (
              <Button
                onClick={() => {
                  void groups.refetch();
                  void members.refetch();
                }}
              >
                {t('form.retry')}
              </Button>
            )
          }
        />
      </>
    );
  }
  const total = members.data?.total ?? 0;
  const loaded = !members.data || (total > PICKER_PAGE && total <= MATRIX_LIMITS.accounts && !more.data);
  if (id !== null && (!group || loaded)) {
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Skeleton lines={8} />
      </>
    );
  }
  const accounts = [...(members.data?.records ?? []), ...(more.data?.records ?? [])];
  return (
    <GroupForm
      key={group ? `${group.id}|${group.name}|${group.accountCount}` : 'new'}
      group={group ?? null}
      accounts={total > MATRIX_LIMITS.accounts ? null : accounts}
      back={back}
      paths={paths}
    />
  );
}

interface GroupFormProps {
  group: MatrixGroup | null;
  /** The group's accounts; null when there are too many to edit here. */
  accounts: MatrixAccount[] | null;
  back: { label: string; href: string; onClick: (event: { preventDefault: () => void }) => void };
  paths: ReturnType<typeof matrixPaths>;
}

function GroupForm({ group, accounts, back, paths }: GroupFormProps) {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useMatrixAccountsTranslate();
  const locale = useLocale();
  const [deleting, setDeleting] = useState(false);
  // Accounts seen in the picker or in the group, to name what is chosen.
  const [defaults] = useState<GroupFormValues>(() => ({
    name: group?.name ?? '',
    accountIds: (accounts ?? []).map((a) => a.id),
  }));
  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/matrix/group/list') }),
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/matrix/account/list') }),
    ]);

  return (
    <>
      <FormPage<GroupFormValues, typeof matrixGroupFormSchema>
        title={group ? t('form.editTitle') : t('form.newTitle')}
        description={t('form.description')}
        back={back}
        actions={
          group ? (
            <Button variant="danger" onClick={() => setDeleting(true)}>
              {t('form.delete')}
            </Button>
          ) : undefined
        }
        schema={matrixGroupFormSchema}
        defaultValues={defaults}
        submitText={t('form.save')}
        cancelText={t('form.cancel')}
        onCancel={() => void navigate(paths.list)}
        onSubmit={async (values, { setFieldError }) => {
          const name = values.name.trim();
          let saved: { id: number };
          try {
            saved = await refusing(
              () =>
                api.request(
                  '/v1/matrix/group/save',
                  {
                    ...(group ? { id: group.id } : {}),
                    name,
                    // Too many accounts to list here: the name alone changes.
                    ...(accounts === null && group ? {} : { accountIds: values.accountIds }),
                  },
                  { selfHandled: true },
                ),
              (msg) => matrixAccountsMessage(msg, locale),
            );
          } catch (error) {
            if (error instanceof Refusal && error.refusal.includes('名称')) return setFieldError('name', error.message);
            if (error instanceof Refusal && error.refusal.includes('账号')) {
              return setFieldError('accountIds', error.message);
            }
            throw error;
          }
          toaster.success(group ? t('form.saved', { name }) : t('form.created', { name }));
          await invalidate();
          void navigate(`${paths.list}?groupId=${saved.id}`);
        }}
      >
        <FormSection title={t('form.name')}>
          <FormItem name="name" label={t('form.name')} hint={t('form.nameHint')} required>
            <TextInput autoComplete="off" maxLength={MATRIX_LIMITS.groupName} />
          </FormItem>
        </FormSection>
        <FormSection title={t('form.accounts')}>
          {accounts === null && group ? (
            <Alert tone="info" description={t('form.tooMany')} />
          ) : (
            <FormItem
              name="accountIds"
              label={t('form.pick')}
              render={(field) => <AccountPicker field={field} groupId={group?.id ?? null} initial={accounts ?? []} />}
            />
          )}
        </FormSection>
      </FormPage>
      {deleting && group ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(false)}
          tone="danger"
          title={t('form.deleteTitle', { name: group.name })}
          confirmText={t('form.delete')}
          onConfirm={async () => {
            await refusing(
              () => api.request('/v1/matrix/group/delete', { id: group.id }, { selfHandled: true }),
              (msg) => matrixAccountsMessage(msg, locale),
            );
            toaster.success(t('form.deleted', { name: group.name }));
            await invalidate();
            void navigate(paths.list);
          }}
        >
          {t('form.deleteBody')}
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/**
 * The accounts to put in the group: the brand's accounts by platform and name (a page of the
 * largest size), each a checkbox with its platform, grant status and present group; what is chosen
 * stays chosen while the filters change.
 */
function AccountPicker({
  field: { ref: attach, value, onChange },
  groupId,
  initial,
}: {
  field: FormItemRenderProps;
  groupId: number | null;
  initial: readonly MatrixAccount[];
}) {
  const { api } = useServices();
  const t = useMatrixAccountsTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const labelId = useId();
  const [platform, setPlatform] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const chosen = new Set(Array.isArray(value) ? (value as number[]) : []);
  const list = useQuery({
    ...apiQueryOptions(api, '/v1/matrix/account/list', {
      pageNo: 1,
      pageSize: PICKER_PAGE,
      ...(platform ? { platform: Number(platform) as 1 | 2 | 3 | 4 } : {}),
      ...(keyword.trim() ? { keyword: keyword.trim().slice(0, MATRIX_LIMITS.keyword) } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  // The group's own accounts first when nothing narrows the list, then the rest.
  const shown = (() => {
    const rows = list.data?.records ?? [];
    if (platform || keyword.trim()) return rows;
    const own = new Set(initial.map((a) => a.id));
    return [...initial, ...rows.filter((r) => !own.has(r.id))];
  })();
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange([...next]);
  };

  return (
    <div>
      <Inline wrap style={{ marginBottom: vars.space[2] }}>
        <Select
          aria-label={t('form.filterPlatform')}
          options={[
            { value: '0', label: t('form.allPlatforms') },
            ...PLATFORMS.map((p) => ({ value: String(p.value), label: p[lang] })),
          ]}
          value={platform ?? '0'}
          onValueChange={(value) => setPlatform(value === '0' ? null : value)}
        />
        <TextInput
          aria-label={t('form.keyword')}
          placeholder={t('form.keyword')}
          value={keyword}
          maxLength={MATRIX_LIMITS.keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <span id={labelId} aria-live="polite">
          {t('form.accountsHint', { count: chosen.size })}
        </span>
      </Inline>
      {list.isPending ? (
        <Skeleton lines={4} aria-label={t('form.accountsLoading')} />
      ) : shown.length === 0 ? (
        <Empty size="sm" description={t('form.noAccounts')} />
      ) : (
        <div
          role="group"
          aria-labelledby={labelId}
          ref={attach}
          style={{
            maxHeight: 420,
            overflowY: 'auto',
            border: `1px solid ${vars.color.border.default}`,
            padding: 8,
          }}
        >
          {shown.map((account) => (
            <div
              key={account.id}
              style={{ display: 'flex', alignItems: 'center', gap: vars.space[2], padding: `${vars.space[1]} 0` }}
            >
              <Checkbox
                checked={chosen.has(account.id)}
                onCheckedChange={(on) => toggle(account.id, on)}
                label={
                  <Inline>
                    <Avatar size="sm" name={account.name} src={account.avatar} decorative />
                    <span>
                      {account.name}
                      <small style={{ color: vars.color.fg.muted }}>
                        {' · '}
                        {dictionaryLabel(PLATFORMS, account.platform, lang)}
                        {account.groupName && account.groupId !== groupId
                          ? ` · ${t('form.inGroup', { name: account.groupName })}`
                          : ''}
                      </small>
                    </span>
                  </Inline>
                }
              />
              <StatusTag value={account.status} dictionary={STATUS_DICTIONARY} />
            </div>
          ))}
        </div>
      )}
      {list.isError ? <Alert tone="danger" description={refusalOf(list.error) ?? t('form.loadFailed')} /> : null}
    </div>
  );
}
