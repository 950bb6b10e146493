import { commerceRequests } from '@brand-console/api-client/schemas';
import { FormDialog, FormItem, NumberInput, useLocale } from '@brand-console/ui';
import { useServices } from '../../../lib/services';
import { quotaRefusal, useQuotaTranslate } from './quotaMessages';

export interface VideoQuotaDialogProps {
  userId: number;
  name: string;
  /** The quota now (0: no limit). */
  limitNum: number;
  onClose: () => void;
  /** After the server saved it (the quota loads again). */
  onSaved: () => Promise<unknown> | void;
}

/** A refusal whose message is already in the reader's language (the form shows it above its fields). */
class QuotaRefusal extends Error {
  override readonly name = 'QuotaRefusal';
}

/**
 * Sets a member's monthly short-video quota, checked with `updateUserSumvideoConfig`'s request
 * schema (a whole number from 0, no limit, to 100,000; the kit words its messages in the reader's
 * language beside the field). A refusal shows above the field and keeps what was typed.
 */
export function VideoQuotaDialog({ userId, name, limitNum, onClose, onSaved }: VideoQuotaDialogProps) {
  const { api, toaster } = useServices();
  const t = useQuotaTranslate();
  const locale = useLocale();
  return (
    <FormDialog
      open
      size="sm"
      onOpenChange={(open) => !open && onClose()}
      title={t('quota.editOf', { name })}
      submitText={t('quota.save')}
      schema={commerceRequests['/v1/system/brandUser/updateUserSumvideoConfig']}
      defaultValues={{ userId, limitNum }}
      onSubmit={async (values) => {
        try {
          await api.request('/v1/system/brandUser/updateUserSumvideoConfig', values, { selfHandled: true });
        } catch (error) {
          const { kind, msg } = (error ?? {}) as { kind?: unknown; msg?: unknown };
          if (kind === 'api' && typeof msg === 'string' && msg.trim()) {
            throw new QuotaRefusal(quotaRefusal(msg, locale), { cause: error });
          }
          throw error;
        }
        toaster.success(t('quota.saved', { name }));
        await onSaved();
      }}
    >
      <FormItem name="limitNum" label={t('quota.limitLabel')} hint={t('quota.limitHint')} required>
        <NumberInput precision={0} autoComplete="off" />
      </FormItem>
    </FormDialog>
  );
}
