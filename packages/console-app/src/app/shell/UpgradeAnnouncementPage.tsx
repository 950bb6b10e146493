import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { Button, Result, Spinner, UpgradeAnnouncement, useTranslate, vars, type Catalogues } from '@brand-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryScope } from '../../lib/queries';
import { useServices } from '../../lib/services';
import { UPGRADE_ANNOUNCEMENT_PATH } from '../../lib/router/paths';
import { MSG_UPGRADE, toAnnouncement } from './Notices';

/** The view's own strings (the kit's component brings its title and button); in its chunk, not the entry's. */
const upgradeZhCN = {
  'upgrade.back': '返回',
  'upgrade.loadFailed': '升级公告加载失败',
  'upgrade.retry': '重试',
} as const;
const upgradeCatalogues: Catalogues<keyof typeof upgradeZhCN> = {
  'zh-CN': upgradeZhCN,
  en: {
    'upgrade.back': 'Back',
    'upgrade.loadFailed': 'The upgrade notices could not be loaded',
    'upgrade.retry': 'Retry',
  },
};

/** Where the view returns: a path of this console (never another site, never the view itself), else `/`. */
export function returnPath(
  redirect: string | null,
  origin = globalThis.location?.origin ?? 'http://localhost',
): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  const target = new URL(redirect, origin);
  if (target.origin !== origin || target.pathname === UPGRADE_ANNOUNCEMENT_PATH) return '/';
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * /upgrade_announcement: the upgrade announcement view (spec sections 2 and 4), shown while the
 * user has unread messages of type 2. The shell opens it with `?redirect=` the page the user was
 * on; "我知道了" marks the notices read on the server and goes back there. Reached directly with
 * nothing unread, it says so and offers the way back.
 */
export function UpgradeAnnouncementPage() {
  return (
    <QueryScope>
      <UpgradeAnnouncementView />
    </QueryScope>
  );
}

function UpgradeAnnouncementView() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const t = useTranslate(upgradeCatalogues);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const back = returnPath(search.get('redirect'));
  const unread = useQuery(
    apiQueryOptions(api, '/v1/system/account/userMessage/unReadMsgList', { msgType: MSG_UPGRADE }),
  );
  const [acknowledging, setAcknowledging] = useState(false);

  const acknowledge = async (ids: Array<number | string>) => {
    if (acknowledging) return;
    setAcknowledging(true);
    try {
      // Read on the server before leaving: the shell asks again and must not find them unread.
      await api.request('/v1/system/account/userMessage/readMsg', { ids: ids.map(Number) });
      await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/account/userMessage/unReadMsgList') });
      void navigate(back, { replace: true });
    } catch {
      // The client has shown the server's message; the notices stay until they are read.
      setAcknowledging(false);
    }
  };

  return (
    <main
      aria-busy={unread.isPending || acknowledging || undefined}
      style={{
        minHeight: '100vh',
        padding: `${vars.space[10]} ${vars.space[6]}`,
        background: vars.color.bg.canvas,
        color: vars.color.fg.default,
      }}
    >
      {unread.isPending ? (
        <Spinner size="lg" />
      ) : unread.isError ? (
        <Result
          status="error"
          headingLevel={1}
          title={t('upgrade.loadFailed')}
          description={unread.error.message}
          actions={
            <>
              <Button variant="primary" onClick={() => void unread.refetch()}>
                {t('upgrade.retry')}
              </Button>
              <Button onClick={() => void navigate(back, { replace: true })}>{t('upgrade.back')}</Button>
            </>
          }
        />
      ) : (
        <div style={{ display: 'grid', gap: vars.space[4], maxWidth: 760, margin: '0 auto' }}>
          <UpgradeAnnouncement
            notices={unread.data.map(toAnnouncement)}
            onAcknowledge={(ids) => void acknowledge(ids)}
          />
          {unread.data.length === 0 ? (
            <div>
              <Button variant="primary" onClick={() => void navigate(back, { replace: true })}>
                {t('upgrade.back')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </main>
  );
}
