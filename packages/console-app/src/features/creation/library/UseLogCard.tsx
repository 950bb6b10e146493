import { CREATION_USE_TYPES, dictionaryLabel, type CreationUseLog } from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import { Alert, Button, Card, DataTable, useFormatters, useLocale } from '@brand-console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../../lib/services';
import { useLibraryTranslate } from './messages';

const PAGE_SIZE = 10;

/** A work's use log (`use/log/list`): who used it how and when, newest first; scans of its QR code have no member. */
export function UseLogCard({ workId }: { workId: number }) {
  const { api } = useServices();
  const t = useLibraryTranslate();
  const lang = useLocale().startsWith('en') ? 'en' : 'zh';
  const { formatDate } = useFormatters();
  const [pageNo, setPageNo] = useState(1);
  const log = useQuery({
    ...apiQueryOptions(api, '/cgp/web/media/creation/use/log/list', { id: workId, pageNo, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={t('useLog.title')} titleAs="h2">
      {log.isError && !log.data ? (
        <Alert
          tone="danger"
          title={t('useLog.failed')}
          action={<Button onClick={() => void log.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <>
          <DataTable<CreationUseLog>
            aria-label={t('useLog.title')}
            data={log.data?.records ?? []}
            loading={log.isPending}
            rowCount={log.data?.total ?? 0}
            pagination={{ pageIndex: pageNo - 1, pageSize: PAGE_SIZE }}
            onPaginationChange={(next) => setPageNo(next.pageIndex + 1)}
            getRowId={(row) => String(row.id)}
            emptyContent={t('useLog.empty')}
            columns={[
              {
                id: 'user',
                header: t('useLog.user'),
                cell: ({ row }) => row.original.userBrandName ?? t('useLog.qrScan'),
              },
              {
                id: 'type',
                header: t('useLog.type'),
                cell: ({ row }) => dictionaryLabel(CREATION_USE_TYPES, row.original.useType, lang),
              },
              {
                id: 'time',
                header: t('useLog.time'),
                cell: ({ row }) => formatDate(row.original.useTime, 'YYYY-MM-DD HH:mm:ss'),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
