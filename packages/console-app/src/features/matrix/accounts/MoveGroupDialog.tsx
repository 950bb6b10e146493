import type { MatrixAccount, MatrixGroup } from '@brand-console/api-client';
import { Alert, FormField, Select, useLocale } from '@brand-console/ui';
import { useState } from 'react';
import { ActionDialog } from '../../../components/ActionDialog';
import { refusing } from '../../../lib/refusal';
import { useServices } from '../../../lib/services';
import { matrixAccountsMessage, useMatrixAccountsTranslate } from './messages';

/** The value of 移出分组 among the choices (group ids are positive). */
const OUT = '0';

/**
 * 移动分组: puts `accounts` (one row's, or a selection's) into the chosen group, or out of their groups;
 * the server refuses an account or group that is not the brand's, in the reader's language.
 */
export function MoveGroupDialog({
  accounts,
  groups,
  onClose,
  onMoved,
}: {
  accounts: readonly MatrixAccount[];
  groups: readonly MatrixGroup[];
  onClose: () => void;
  onMoved: () => Promise<void>;
}) {
  const { api, toaster } = useServices();
  const t = useMatrixAccountsTranslate();
  const locale = useLocale();
  // One account: its own group is left out of the choices (moving there changes nothing).
  const current = accounts.length === 1 ? accounts[0]!.groupId : null;
  const options = [
    ...groups.filter((g) => g.id !== current).map((g) => ({ value: String(g.id), label: g.name })),
    ...(accounts.length === 1 && current === null ? [] : [{ value: OUT, label: t('move.out') }]),
  ];
  const [target, setTarget] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    if (target === null) return setMissing(true);
    setPending(true);
    setError(null);
    try {
      await refusing(
        () =>
          api.request(
            '/v1/matrix/group/moveAccounts',
            { groupId: Number(target), accountIds: accounts.map((a) => a.id) },
            { selfHandled: true },
          ),
        (msg) => matrixAccountsMessage(msg, locale),
      );
      const name = groups.find((g) => String(g.id) === target)?.name;
      toaster.success(
        name ? t('move.moved', { count: accounts.length, name }) : t('move.movedOut', { count: accounts.length }),
      );
      await onMoved();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <ActionDialog
      title={t('move.title')}
      description={
        accounts.length === 1
          ? t('move.descriptionOne', { name: accounts[0]!.name })
          : t('move.description', { count: accounts.length })
      }
      submitLabel={t('move.submit')}
      pending={pending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormField label={t('move.target')} required error={missing ? t('move.choose') : undefined}>
        <Select
          options={options}
          value={target}
          placeholder={t('move.choose')}
          onValueChange={(value) => {
            setTarget(value);
            setMissing(false);
          }}
        />
      </FormField>
      {error ? <Alert tone="danger" description={error} style={{ marginTop: 8 }} /> : null}
    </ActionDialog>
  );
}
