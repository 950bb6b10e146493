import { materialLibraryRequests } from '@brand-console/api-client/schemas';
import { DateTimePicker, displayNow, FormDialog, FormItem, formatDateTime, parseDateTime } from '@brand-console/ui';
import { useMemo } from 'react';
import { useServices } from '../../../lib/services';
import { useCreationTranslate } from '../messages';

export interface ExpiryDialogProps {
  /** The materials whose expiry is set. */
  materialIds: readonly number[];
  onClose: () => void;
  /** Called after the server saved the time. */
  onSaved: () => void;
}

/**
 * Sets when materials expire (spec section 5: a time is required, 请选择时间; sent as
 * `YYYY-MM-DD HH:mm:ss`). The form validates with the request schema the server parses; the page
 * adds the spec's own rule that a time must be chosen (the call itself also accepts '' to clear).
 * Expired materials are marked in the list and cannot be split.
 */
export function ExpiryDialog({ materialIds, onClose, onSaved }: ExpiryDialogProps) {
  const { api } = useServices();
  const t = useCreationTranslate();
  const schema = useMemo(
    () =>
      materialLibraryRequests['/cgp/web/media/material/batch/setExpire'].refine((values) => values.expireTime !== '', {
        path: ['expireTime'],
        message: t('materials.chooseTime'),
      }),
    [t],
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('materials.expiryTitle', { count: materialIds.length })}
      submitText={t('materials.save')}
      schema={schema}
      defaultValues={{ expireTime: '', ids: [...materialIds] }}
      onSubmit={async (values) => {
        await api.request('/cgp/web/media/material/batch/setExpire', values);
        onSaved();
      }}
    >
      <FormItem
        name="expireTime"
        label={t('materials.col.expireTime')}
        required
        format={(text: string) => (text ? parseDateTime(text) : null)}
        parse={(date: Date | null) => (date ? formatDateTime(date) : '')}
      >
        <DateTimePicker minDate={displayNow()} />
      </FormItem>
    </FormDialog>
  );
}
