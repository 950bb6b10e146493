import { apiQueryOptions } from '@brand-console/api-client/query';
import { FormField, RadioGroup, Select, useLocale, vars } from '@brand-console/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionDialog } from '../../../components/ActionDialog';
import { refusalOf } from '../../../lib/refusal';
import { useServices } from '../../../lib/services';
import { libraryMessage, useLibraryTranslate } from './messages';

export interface ShareDialogProps {
  workIds: readonly number[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Opens works to the brand's shared pool under one of its industries (`open2Omg`,
 * `listBrandTrade`), or closes them. Nothing is chosen at first, so a stray confirm changes nothing.
 */
export function ShareDialog({ workIds, onClose, onSaved }: ShareDialogProps) {
  const { api, toaster } = useServices();
  const t = useLibraryTranslate();
  const locale = useLocale();
  const [value, setValue] = useState<string | null>(null);
  const [tradeId, setTradeId] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const trades = useQuery(apiQueryOptions(api, '/cgp/web/brandCreation/listBrandTrade', {}));
  const save = useMutation({
    mutationFn: (isOpen: 0 | 1) =>
      api.request('/cgp/web/brandCreation/open2Omg', {
        ids: [...workIds],
        isOpen,
        ...(isOpen && tradeId ? { tradeId: Number(tradeId) } : {}),
      }),
    onSuccess: () => {
      toaster.success(t('share.saved'));
      onSaved();
    },
    onError: (error) => toaster.error(libraryMessage(refusalOf(error) ?? t('common.failed'), locale)),
  });
  const missing = touched && value === null;
  return (
    <ActionDialog
      title={t('share.title', { count: workIds.length })}
      submitLabel={t('share.button')}
      pending={save.isPending}
      onSubmit={() => {
        setTouched(true);
        if (value !== null) save.mutate(value === '1' ? 1 : 0);
      }}
      onClose={onClose}
    >
      <div style={{ display: 'grid', gap: vars.space[3] }}>
        <FormField label={t('share.label')} required error={missing ? t('share.choose') : undefined}>
          <RadioGroup
            options={[
              { value: '1', label: t('share.open') },
              { value: '0', label: t('share.close') },
            ]}
            value={value}
            onValueChange={setValue}
            invalid={missing}
          />
        </FormField>
        {value === '1' ? (
          <FormField label={t('share.trade')}>
            <Select
              clearable
              placeholder={t('share.tradePlaceholder')}
              options={(trades.data ?? []).map((trade) => ({ value: String(trade.id), label: trade.name }))}
              value={tradeId}
              onValueChange={setTradeId}
            />
          </FormField>
        ) : null}
      </div>
    </ActionDialog>
  );
}
