import { apiQueryOptions } from '@brand-console/api-client/query';
import { MaterialDetailDialog } from '@brand-console/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useServices } from '../lib/services';

/** Use-log rows shown in the dialog (newest first). */
const USE_LOG_PAGE_SIZE = 20;

export interface MaterialDetailHostProps {
  /** The material to show, or null when closed. */
  materialId: number | null;
  onClose: () => void;
  /** Footer actions for the loaded material (the library passes download, delete, …). */
  actions?: ReactNode;
}

/**
 * The material detail dialog wired to the API: the detail and the use log of one material, both
 * through TanStack Query (a second look is instant, a failure offers a retry). Used by the task
 * centre's source thumbnails and by the material library.
 */
export function MaterialDetailHost({ materialId, onClose, actions }: MaterialDetailHostProps) {
  const { api } = useServices();
  const id = materialId ?? 0;
  const detail = useQuery({
    ...apiQueryOptions(api, '/cgp/web/media/material/detail', { id }),
    enabled: materialId !== null,
  });
  const useLog = useQuery({
    ...apiQueryOptions(api, '/cgp/web/media/material/use/log/list', { id, pageNo: 1, pageSize: USE_LOG_PAGE_SIZE }),
    enabled: materialId !== null,
  });
  return (
    <MaterialDetailDialog
      open={materialId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      material={detail.data ?? null}
      loading={detail.isFetching}
      error={detail.isError}
      onRetry={() => void detail.refetch()}
      useLog={useLog.data?.records ?? []}
      useLogLoading={useLog.isFetching}
      actions={detail.data ? actions : undefined}
    />
  );
}
