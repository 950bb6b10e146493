import { DateTimePicker, FormField, formatDateTime } from '@brand-console/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionDialog } from '../../../components/ActionDialog';
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
 * `YYYY-MM-DD HH:mm:ss`). Expired materials are marked in the list and cannot be split.
 */
export function ExpiryDialog({ materialIds, onClose, onSaved }: ExpiryDialogProps) {
  const { api } = useServices();
  const t = useCreationTranslate();
  const [value, setValue] = useState<Date | null>(null);
  const [touched, setTouched] = useState(false);
  const save = useMutation({
    mutationFn: (at: Date) =>
      api.request('/cgp/web/media/material/batch/setExpire', { expireTime: formatDateTime(at), ids: [...materialIds] }),
    onSuccess: onSaved,
  });
  const missing = touched && value === null;
  return (
    <ActionDialog
      title={t('materials.expiryTitle', { count: materialIds.length })}
      submitLabel={t('materials.save')}
      pending={save.isPending}
      onSubmit={() => {
        setTouched(true);
        if (value) save.mutate(value);
      }}
      onClose={onClose}
    >
      <FormField label={t('materials.col.expireTime')} required error={missing ? t('materials.chooseTime') : undefined}>
        <DateTimePicker value={value} onValueChange={setValue} minDate={new Date()} invalid={missing} />
      </FormField>
    </ActionDialog>
  );
}
