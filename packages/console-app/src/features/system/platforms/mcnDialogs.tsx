import { PLATFORM_AUTH_STATUSES, type McnInstitution, type PlatformAccount } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { platformsRequests } from '@brand-console/api-client/schemas';
import {
  Alert,
  Avatar,
  Button,
  CheckboxGroup,
  ConfirmDialog,
  Dialog,
  Drawer,
  Empty,
  FormDialog,
  FormItem,
  Pagination,
  Skeleton,
  StatusTag,
  Textarea,
  TextInput,
  useFormatters,
  useLocale,
} from '@brand-console/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useServices } from '../../../lib/services';
import { Refusal, refusing } from '../../../lib/refusal';
import { platformsMessage, usePlatformsTranslate } from './messages';

const STATUS_TONES: Record<number, string> = { 1: 'success', 2: 'warning', 3: 'danger', 4: 'neutral' };
const STATUS_DICTIONARY = PLATFORM_AUTH_STATUSES.map((entry) => ({ ...entry, tone: STATUS_TONES[entry.value]! }));
const ACCOUNTS_PAGE = 10;

/** Adds an institution, or edits `institution`: checked with `mcn/save`'s request schema. */
export function McnFormDialog({
  institution,
  onClose,
  onSaved,
}: {
  institution: McnInstitution | null;
  onClose: () => void;
  onSaved: (name: string) => Promise<void> | void;
}) {
  const { api } = useServices();
  const t = usePlatformsTranslate();
  const locale = useLocale();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={institution ? t('mcn.editTitle') : t('mcn.addTitle')}
      submitText={t('mcn.save')}
      schema={platformsRequests['/v1/system/mcn/save']}
      defaultValues={{
        ...(institution ? { id: institution.id } : {}),
        name: institution?.name ?? '',
        contactName: institution?.contactName ?? '',
        contactPhone: institution?.contactPhone ?? '',
        remark: institution?.remark ?? '',
      }}
      onSubmit={async (values, { setFieldError }) => {
        try {
          await refusing(
            () => api.request('/v1/system/mcn/save', values, { selfHandled: true }),
            (msg) => platformsMessage(msg, locale),
          );
        } catch (error) {
          // A refusal of the name goes beside the field; any other the dialog shows.
          if (!(error instanceof Refusal && error.refusal.startsWith('机构名称'))) throw error;
          setFieldError('name', error.message);
          return;
        }
        await onSaved(values.name.trim());
      }}
    >
      <FormItem name="name" label={t('mcn.name')} required>
        <TextInput autoComplete="off" />
      </FormItem>
      <FormItem name="contactName" label={t('mcn.contact')}>
        <TextInput autoComplete="off" />
      </FormItem>
      <FormItem name="contactPhone" label={t('mcn.phone')}>
        <TextInput autoComplete="off" inputMode="tel" />
      </FormItem>
      <FormItem name="remark" label={t('mcn.remark')}>
        <Textarea rows={3} />
      </FormItem>
    </FormDialog>
  );
}

/** Confirms deleting an institution (the server refuses one that still has accounts). */
export function McnDeleteDialog({
  institution,
  onClose,
  onDeleted,
}: {
  institution: McnInstitution;
  onClose: () => void;
  onDeleted: () => Promise<unknown> | void;
}) {
  const { api, toaster } = useServices();
  const t = usePlatformsTranslate();
  const locale = useLocale();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      tone="danger"
      title={t('mcn.deleteTitle', { name: institution.name })}
      confirmText={t('mcn.delete')}
      onConfirm={async () => {
        await refusing(
          () => api.request('/v1/system/mcn/delete', { id: institution.id }, { selfHandled: true }),
          (msg) => platformsMessage(msg, locale),
        );
        toaster.success(t('mcn.deleted', { name: institution.name }));
        await onDeleted();
      }}
    >
      {t('mcn.deleteBody')}
    </ConfirmDialog>
  );
}

function AccountLine({ account, action }: { account: PlatformAccount; action?: ReactNode }) {
  const { formatCount } = useFormatters();
  return (
    <li style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 0' }}>
      <Avatar size="sm" name={account.name} src={account.avatar} decorative />
      <span style={{ flex: 1, minWidth: 0 }}>
        {account.name}
        <br />
        <small>
          {account.platformUid} · {formatCount(account.followerCount)}
        </small>
      </span>
      <StatusTag value={account.status} dictionary={STATUS_DICTIONARY} />
      {action}
    </li>
  );
}

/**
 * An institution's Douyin accounts: paged, each with its grant status and a 移出 button; adding the
 * brand's free accounts (a checklist) and authorising a new account into it.
 */
export function McnAccountsDrawer({
  institution,
  authorising,
  onAuthorise,
  onClose,
  onChanged,
}: {
  institution: McnInstitution;
  authorising: boolean;
  onAuthorise: () => void;
  onClose: () => void;
  onChanged: () => Promise<unknown> | void;
}) {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  const t = usePlatformsTranslate();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  // The checklist opens from 添加账号 without a trigger, and its list may re-render under it: when it
  // closes, focus goes back to 添加账号 so the drawer keeps the keyboard (Escape, Tab) instead of the page.
  const addButton = useRef<HTMLButtonElement>(null);
  const wasAdding = useRef(false);
  useEffect(() => {
    // After the checklist's own focus return (a zero-delay timer of Radix's focus scope).
    if (wasAdding.current && !adding) window.setTimeout(() => addButton.current?.focus(), 0);
    wasAdding.current = adding;
  }, [adding]);
  const accounts = useQuery({
    ...apiQueryOptions(api, '/v1/system/mcn/listAccount', {
      mcnId: institution.id,
      pageNo: page,
      pageSize: ACCOUNTS_PAGE,
    }),
    placeholderData: keepPreviousData,
  });
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/mcn/listAccount') });
    await onChanged();
  };
  const unbind = async (account: PlatformAccount) => {
    try {
      await refusing(
        () => api.request('/v1/system/mcn/unbindAccount', { accountId: account.id }, { selfHandled: true }),
        (msg) => platformsMessage(msg, locale),
      );
      toaster.success(t('mcn.unbound', { name: account.name }));
      await changed();
    } catch (error) {
      toaster.error((error as Error).message);
    }
  };
  const rows = accounts.data?.records ?? [];
  return (
    <Drawer.Root open onOpenChange={(open) => !open && onClose()}>
      <Drawer.Content
        size="md"
        title={t('mcn.accountsTitle', { name: institution.name })}
        footer={
          <>
            <Button loading={authorising} onClick={onAuthorise}>
              {t('mcn.authoriseInto')}
            </Button>
            <Button ref={addButton} variant="primary" onClick={() => setAdding(true)}>
              {t('mcn.addAccounts')}
            </Button>
          </>
        }
      >
        {accounts.isPending ? (
          <Skeleton lines={4} />
        ) : rows.length === 0 ? (
          <Empty description={t('mcn.noAccounts')} />
        ) : (
          <ul
            aria-label={t('mcn.accountsTitle', { name: institution.name })}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {rows.map((account) => (
              <AccountLine
                key={account.id}
                account={account}
                action={
                  <Button
                    size="sm"
                    aria-label={`${t('mcn.unbind')} ${account.name}`}
                    onClick={() => void unbind(account)}
                  >
                    {t('mcn.unbind')}
                  </Button>
                }
              />
            ))}
          </ul>
        )}
        {(accounts.data?.total ?? 0) > ACCOUNTS_PAGE ? (
          <Pagination total={accounts.data!.total} page={page} pageSize={ACCOUNTS_PAGE} onPageChange={setPage} />
        ) : null}
        {adding ? (
          <McnBindDialog
            institution={institution}
            onClose={() => setAdding(false)}
            onAdded={async () => {
              setAdding(false);
              await changed();
            }}
          />
        ) : null}
      </Drawer.Content>
    </Drawer.Root>
  );
}

/** The brand's Douyin accounts in force and in no institution, to tick and add. */
function McnBindDialog({
  institution,
  onClose,
  onAdded,
}: {
  institution: McnInstitution;
  onClose: () => void;
  onAdded: () => Promise<void>;
}) {
  const { api, toaster } = useServices();
  const t = usePlatformsTranslate();
  const locale = useLocale();
  const { formatCount } = useFormatters();
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const free = useQuery(apiQueryOptions(api, '/v1/system/mcn/listAccount', { unbound: 1, pageNo: 1, pageSize: 100 }));
  const options = (free.data?.records ?? []).map((account) => ({
    value: String(account.id),
    label: `${account.name}（${account.platformUid} · ${formatCount(account.followerCount)}）`,
  }));
  const add = async () => {
    setSaving(true);
    setError(null);
    try {
      await refusing(
        () =>
          api.request(
            '/v1/system/mcn/bindAccounts',
            { mcnId: institution.id, accountIds: chosen.map(Number) },
            { selfHandled: true },
          ),
        (msg) => platformsMessage(msg, locale),
      );
      toaster.success(t('mcn.added', { count: chosen.length }));
      await onAdded();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        title={t('mcn.addAccountsTitle', { name: institution.name })}
        description={t('mcn.addAccountsHint')}
        footer={
          <>
            <Button onClick={onClose}>{t('mcn.close')}</Button>
            <Button variant="primary" disabled={chosen.length === 0} loading={saving} onClick={() => void add()}>
              {t('mcn.addChosen', { count: chosen.length })}
            </Button>
          </>
        }
      >
        {free.isPending ? (
          <Skeleton lines={4} />
        ) : options.length === 0 ? (
          <Empty description={t('mcn.noFree')} />
        ) : (
          <CheckboxGroup aria-label={t('mcn.addAccounts')} options={options} value={chosen} onValueChange={setChosen} />
        )}
        {error ? <Alert tone="danger" description={error} style={{ marginTop: 8 }} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
