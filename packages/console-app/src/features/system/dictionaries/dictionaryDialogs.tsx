import type { BrandDictionaryCode, BrandDictionaryItem } from '@brand-console/api-client';
import { dictionaryItemFormSchema } from '@brand-console/api-client/schemas';
import { FormDialog, FormItem, TextInput, useLocale } from '@brand-console/ui';
import { useMemo } from 'react';
import { useServices } from '../../../lib/services';
import { dictionaryMessage, refusalOf, useDictionariesTranslate } from './messages';

/**
 * Adds an item at the end of a dictionary, or renames one: the label, validated with the server's
 * maximum; a name the dictionary already has is refused next to the field, what was typed kept.
 */
export function ItemFormDialog({
  dictCode,
  dictName,
  item,
  onClose,
  onSaved,
}: {
  dictCode: BrandDictionaryCode;
  dictName: string;
  item?: BrandDictionaryItem;
  onClose: () => void;
  onSaved: (message: string) => Promise<void> | void;
}) {
  const { api } = useServices();
  const t = useDictionariesTranslate();
  const locale = useLocale();
  const schema = useMemo(
    () => dictionaryItemFormSchema({ required: t('dict.labelRequired'), tooLong: t('dict.labelTooLong') }),
    [t],
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={item ? t('dict.renameOf', { label: item.label }) : t('dict.addTo', { name: dictName })}
      submitText={t('dict.save')}
      schema={schema}
      defaultValues={{ label: item?.label ?? '' }}
      onSubmit={async (values, { setFieldError }) => {
        try {
          if (item) {
            await api.request(
              '/v1/system/dict/renameItem',
              { id: item.id, label: values.label },
              { selfHandled: true },
            );
          } else {
            await api.request('/v1/system/dict/addItem', { dictCode, label: values.label }, { selfHandled: true });
          }
        } catch (error) {
          const msg = refusalOf(error);
          if (msg === null) throw error;
          setFieldError('label', dictionaryMessage(msg, locale));
          return;
        }
        await onSaved(t(item ? 'dict.renamed' : 'dict.added', { label: values.label }));
      }}
    >
      <FormItem name="label" label={t('dict.label')} required>
        <TextInput placeholder={t('dict.labelPlaceholder')} autoComplete="off" />
      </FormItem>
    </FormDialog>
  );
}
