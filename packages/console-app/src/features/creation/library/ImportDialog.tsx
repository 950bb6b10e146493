import { CREATION_IMPORT_MAX } from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import { Alert, Button, Checkbox, FormField, Skeleton, useFormatters, useLocale, vars } from '@brand-console/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionDialog } from '../../../components/ActionDialog';
import { BareList } from '../../../components/layout';
import { refusalOf } from '../../../lib/refusal';
import { useServices } from '../../../lib/services';
import { libraryMessage, useLibraryTranslate } from './messages';

export interface ImportDialogProps {
  onClose: () => void;
  /** The import job was created (its id). */
  onStarted: (id: number) => void;
}

/**
 * 导入: the design tool's exported videos (`kujialeVideo/list`) to tick, then one import job
 * (`kujialeVideo/import`) that the worker runs; its record shows on the import record page.
 */
export function ImportDialog({ onClose, onStarted }: ImportDialogProps) {
  const { api, toaster } = useServices();
  const t = useLibraryTranslate();
  const locale = useLocale();
  const { formatDuration } = useFormatters();
  const [chosen, setChosen] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const catalogue = useQuery(apiQueryOptions(api, '/cgp/web/kujialeVideo/list', {}));
  const start = useMutation({
    mutationFn: () => api.request('/cgp/web/kujialeVideo/import', { videoIds: chosen }),
    onSuccess: ({ id }) => {
      toaster.success(t('import.started'));
      onStarted(id);
    },
    onError: (error) => toaster.error(libraryMessage(refusalOf(error) ?? t('common.failed'), locale)),
  });
  const error =
    touched && chosen.length === 0
      ? t('import.choose')
      : chosen.length > CREATION_IMPORT_MAX
        ? t('import.tooMany', { max: CREATION_IMPORT_MAX })
        : undefined;
  return (
    <ActionDialog
      size="md"
      title={t('import.title')}
      description={t('import.hint')}
      submitLabel={t('import.start')}
      pending={start.isPending}
      onSubmit={() => {
        setTouched(true);
        if (chosen.length > 0 && chosen.length <= CREATION_IMPORT_MAX) start.mutate();
      }}
      onClose={onClose}
    >
      <FormField label={t('import.videos')} required error={error}>
        {catalogue.isPending ? (
          <Skeleton lines={4} aria-label={t('import.loading')} />
        ) : catalogue.isError ? (
          <Alert
            tone="danger"
            title={t('common.failed')}
            action={<Button onClick={() => void catalogue.refetch()}>{t('common.retry')}</Button>}
          />
        ) : (
          <BareList style={{ display: 'grid', gap: vars.space[1] }}>
            {catalogue.data.map((video) => (
              <li key={video.videoId}>
                <Checkbox
                  checked={chosen.includes(video.videoId)}
                  onCheckedChange={(checked) =>
                    setChosen((ids) =>
                      checked === true ? [...ids, video.videoId] : ids.filter((id) => id !== video.videoId),
                    )
                  }
                  label={`${video.name} · ${video.videoId} · ${formatDuration(video.duration)}${
                    video.available ? '' : ` · ${t('import.withdrawn')}`
                  }`}
                />
              </li>
            ))}
          </BareList>
        )}
      </FormField>
    </ActionDialog>
  );
}
