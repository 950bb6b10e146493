import { dictionaryLabel, MEMBER_STATUSES, type BrandUserDetail } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  PageHeader,
  Result,
  Skeleton,
  StatusTag,
  Tag,
  useFormatters,
  useLocale,
} from '@brand-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { preloadable } from '../../../lib/preloadable';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { useSystemTranslate } from '../messages';
import { MEMBER_STATUS_TONES, type MemberDialog } from './memberModel';
import { VideoQuotaSection } from './VideoQuotaSection';

const MemberDialogs = preloadable(() => import('./memberDialogs').then((m) => m.MemberDialogs));
const CHILD_ACCOUNTS_PATH = '/system_manage/child_account';

/**
 * The member detail (`/system_manage/user_detail?id=`): who the member is on the brand (name, phone,
 * status, departments, roles, employee id, joined, last sign-in, whether the initial password is
 * still in use), their short-video quota this month (set in its own dialog), their sign-in
 * identities and last ten sign-ins, with the list's actions.
 */
export function MemberDetailPage({ page }: PageProps) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const t = useSystemTranslate();
  const navigate = useNavigate();
  const locale = useLocale().startsWith('en') ? 'en' : 'zh';
  const { formatDate } = useFormatters();
  const formatDateTime = (value: string) => formatDate(value, 'YYYY-MM-DD HH:mm');
  const [search] = useSearchParams();
  const raw = search.get('id') ?? '';
  const userId = /^\d{1,12}$/.test(raw) ? Number(raw) : null;
  const [dialog, setDialog] = useState<MemberDialog | null>(null);

  const detail = useQuery({
    ...apiQueryOptions(api, '/v1/system/user/brandUserDetail', { userId: userId ?? 0 }),
    enabled: userId !== null,
  });
  const roles = useQuery({ ...apiQueryOptions(api, '/v1/system/role/listRole', {}), enabled: dialog !== null });
  const depts = useQuery({ ...apiQueryOptions(api, '/v1/system/dept/getDeptTree', {}), enabled: dialog !== null });
  const back = { label: t('members.back'), onClick: () => void navigate(CHILD_ACCOUNTS_PATH) };

  if (userId === null || (detail.isError && !detail.data)) {
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Result
          status={userId === null ? 'warning' : 'error'}
          title={userId === null ? t('members.notFound') : t('members.loadFailed')}
          actions={
            userId === null ? undefined : <Button onClick={() => void detail.refetch()}>{t('members.retry')}</Button>
          }
        />
      </>
    );
  }
  if (!detail.data) {
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Skeleton lines={8} />
      </>
    );
  }
  const member: BrandUserDetail = detail.data;
  const changed = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/user/brandUserDetail') }),
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/user/listBrandUser') }),
    ]);

  return (
    <>
      <PageHeader
        title={member.userBrandName}
        back={back}
        status={
          <StatusTag
            value={member.status}
            dictionary={MEMBER_STATUSES.map((entry) => ({ ...entry, tone: MEMBER_STATUS_TONES[entry.value] }))}
          />
        }
        actions={
          <>
            <Button onClick={() => setDialog({ kind: 'edit', member })}>{t('members.edit')}</Button>
            <Button onClick={() => setDialog({ kind: 'departments', member })}>{t('members.moveDepts')}</Button>
            <Button disabled={member.isMain === 1} onClick={() => setDialog({ kind: 'reset', member })}>
              {t('members.resetPassword')}
            </Button>
            <Button
              variant={member.status === 1 ? 'danger' : 'secondary'}
              disabled={member.isMain === 1 && member.status === 1}
              onClick={() => setDialog({ kind: 'status', member })}
            >
              {member.status === 1 ? t('members.disable') : t('members.enable')}
            </Button>
          </>
        }
      />
      <div style={{ display: 'grid', gap: 16 }}>
        <Card title={t('members.detail')} titleAs="h2">
          <Descriptions
            columns={2}
            items={[
              { key: 'phone', label: t('members.phone'), value: member.phone },
              {
                key: 'status',
                label: t('members.status'),
                value: dictionaryLabel(MEMBER_STATUSES, member.status, locale),
              },
              {
                key: 'departments',
                label: t('members.departments'),
                value: member.departments.map((d) => d.deptName).join('、'),
              },
              {
                key: 'roles',
                label: t('members.roles'),
                value: (
                  <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
                    {member.roles.map((role) => (
                      <Tag key={role.roleId}>{role.roleName}</Tag>
                    ))}
                    {member.isMain === 1 ? <Tag tone="accent">{t('members.main')}</Tag> : null}
                  </span>
                ),
              },
              ...(member.employeeId !== undefined
                ? [{ key: 'employeeId', label: t('members.employeeId'), value: member.employeeId ?? '' }]
                : []),
              { key: 'joined', label: t('members.joined'), value: formatDateTime(member.createdAt) },
              {
                key: 'lastLogin',
                label: t('members.lastLogin'),
                value: member.lastLoginTime ? formatDateTime(member.lastLoginTime) : t('members.never'),
              },
              {
                key: 'initPwd',
                label: t('members.initPwd'),
                value: member.isInitPwd === 1 ? t('members.initPwdYes') : t('members.initPwdNo'),
              },
            ]}
          />
        </Card>
        <VideoQuotaSection userId={member.userId} name={member.userBrandName} />
        <Card title={t('members.identities')} titleAs="h2">
          {member.identities.length ? (
            <Descriptions
              columns={3}
              items={member.identities.map((identity) => ({
                key: identity.platform,
                label: t(`members.platform.${identity.platform}`),
                value: identity.identity,
              }))}
            />
          ) : (
            <Empty size="sm" description={t('members.noIdentities')} />
          )}
        </Card>
        <Card title={t('members.signIns')} titleAs="h2">
          {member.signIns.length ? (
            <table style={{ width: '100%', borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'start' }}>
                    {t('members.time')}
                  </th>
                  <th scope="col" style={{ textAlign: 'start' }}>
                    {t('members.loginType')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {member.signIns.map((signIn, index) => (
                  <tr key={`${signIn.time}-${index}`}>
                    <td>{formatDateTime(signIn.time)}</td>
                    <td>{loginTypeLabel(signIn.loginType, t)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <Empty size="sm" description={t('members.noSignIns')} />
          )}
        </Card>
      </div>
      <Suspense fallback={null}>
        {dialog ? (
          <MemberDialogs
            dialog={dialog}
            roles={roles.data ?? []}
            deptTree={depts.data ?? []}
            onClose={() => setDialog(null)}
            onChanged={changed}
          />
        ) : null}
      </Suspense>
    </>
  );
}

const LOGIN_TYPES = ['phone', 'password', 'feishu', 'wecom', 'hwork'] as const;

/** A sign-in's way in the reader's language (an unknown one as the server wrote it). */
function loginTypeLabel(type: string, t: ReturnType<typeof useSystemTranslate>): string {
  const known = LOGIN_TYPES.find((entry) => entry === type);
  return known ? t(`members.login.${known}`) : type;
}
