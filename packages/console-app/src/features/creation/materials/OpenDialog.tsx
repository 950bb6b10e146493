import { FormField, RadioGroup } from '@brand-console/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionDialog } from '../../../components/ActionDialog';
import { useServices } from '../../../lib/services';
import { useCreationTranslate } from '../messages';

export interface OpenDialogProps {
  /** The materials whose openness is set. */
  materialIds: readonly number[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Opens materials to the whole brand or closes them again (`batch/setOpen`). Nothing is chosen at
 * first, so a stray confirm cannot flip a whole selection; a missing choice is said next to it.
 */
export function OpenDialog({ materialIds, onClose, onSaved }: OpenDialogProps) {
  const { api } = useServices();
  const t = useCreationTranslate();
  const [value, setValue] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const save = useMutation({
    mutationFn: (isOpen: 0 | 1) =>
      api.request('/cgp/web/media/material/batch/setOpen', { ids: [...materialIds], isOpen }),
    onSuccess: onSaved,
  });
  const missing = touched && value === null;
  return (
    <ActionDialog
      title={t('materials.openTitle', { count: materialIds.length })}
      submitLabel={t('materials.save')}
      pending={save.isPending}
      onSubmit={() => {
        setTouched(true);
        if (value !== null) save.mutate(value === '1' ? 1 : 0);
      }}
      onClose={onClose}
    >
      <FormField label={t('materials.openLabel')} required error={missing ? t('materials.chooseOpen') : undefined}>
        <RadioGroup
          options={[
            { value: '1', label: t('materials.open.1') },
            { value: '0', label: t('materials.open.0') },
          ]}
          value={value}
          onValueChange={setValue}
          invalid={missing}
        />
      </FormField>
    </ActionDialog>
  );
}
