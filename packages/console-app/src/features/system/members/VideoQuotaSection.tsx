import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Progress,
  Result,
  Skeleton,
  useFormatters,
  vars,
} from '@brand-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { preloadable } from '../../../lib/preloadable';
import { useServices } from '../../../lib/services';
import { useQuotaTranslate } from './quotaMessages';
import { quotaView } from './quotaModel';

const VideoQuotaDialog = preloadable(() => import('./quotaDialog').then((m) => m.VideoQuotaDialog));
const LIST = '/v1/system/brandUser/listUsersSumvideoConfig';

/**
 * The member detail's short-video quota (`listUsersSumvideoConfig` for this member): what they
 * produced this month against their monthly limit, with a bar when there is one, and the dialog that
 * sets it (`updateUserSumvideoConfig`; 0 is no limit).
 */
export function VideoQuotaSection({ userId, name }: { userId: number; name: string }) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const t = useQuotaTranslate();
  const { formatCount } = useFormatters();
  const [editing, setEditing] = useState(false);
  const query = useQuery(apiQueryOptions(api, LIST, { pageNo: 1, pageSize: 1, userId }));
  const quota = query.data?.records[0];
  useEffect(() => {
    // The dialog's code loads once the page shows, so the edit opens at once.
    VideoQuotaDialog.preload().catch(() => {});
  }, []);

  const count = (n: number) => t('quota.count', { count: formatCount(n) });
  let body;
  if (query.isError && !query.data) {
    body = (
      <Result
        status="error"
        title={t('quota.loadFailed')}
        actions={<Button onClick={() => void query.refetch()}>{t('quota.retry')}</Button>}
      />
    );
  } else if (!query.data) {
    body = <Skeleton lines={3} />;
  } else if (!quota) {
    body = <Empty size="sm" description={t('quota.loadFailed')} />;
  } else {
    const view = quotaView(quota);
    body = (
      <div style={{ display: 'grid', gap: 12 }}>
        <Descriptions
          columns={2}
          items={[
            {
              key: 'used',
              label: t('quota.used'),
              value: (
                <span>
                  {count(view.used)} <span style={{ color: vars.color.fg.muted }}>({t('quota.usedHint')})</span>
                </span>
              ),
            },
            { key: 'limit', label: t('quota.limit'), value: view.limited ? count(view.limit) : t('quota.unlimited') },
            { key: 'left', label: t('quota.left'), value: view.limited ? count(view.left) : t('quota.unlimited') },
            { key: 'period', label: t('quota.period'), value: t('quota.periodValue', { month: quota.period }) },
          ]}
        />
        {view.limited ? (
          <>
            <Progress value={view.percent} tone={view.tone} label={t('quota.progress')} />
            {view.over > 0 ? (
              <Alert tone="warning" description={t('quota.overBody', { count: formatCount(view.over) })} />
            ) : view.left === 0 ? (
              <Alert tone="warning" description={t('quota.fullBody')} />
            ) : null}
          </>
        ) : (
          <p style={{ margin: 0, color: vars.color.fg.muted }}>{t('quota.unlimitedBody')}</p>
        )}
      </div>
    );
  }

  return (
    <Card
      title={t('quota.title')}
      titleAs="h2"
      extra={
        <Button size="sm" disabled={!quota} onClick={() => setEditing(true)}>
          {t('quota.edit')}
        </Button>
      }
    >
      {body}
      <Suspense fallback={null}>
        {editing && quota ? (
          <VideoQuotaDialog
            userId={userId}
            name={name}
            limitNum={quota.limitNum}
            onClose={() => setEditing(false)}
            onSaved={() => queryClient.invalidateQueries({ queryKey: apiPathKey(LIST) })}
          />
        ) : null}
      </Suspense>
    </Card>
  );
}
