import type { Material } from '@brand-console/api-client';
import { apiInfiniteQueryOptions } from '@brand-console/api-client/query';
import { Alert, Button, Card, MaterialGrid } from '@brand-console/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSessionState } from '../../../lib/hooks';
import { useServices } from '../../../lib/services';
import type { PageProps } from '../../../lib/router/menu';
import { Inline, Lead } from '../../../components/layout';
import { useCreationTranslate } from '../messages';

/** Spec section 3: covers are materials of source 10. */
const COVER_SOURCE = 10;
const PAGE_SIZE = 60;

/**
 * 封面制作 (`cover_management`): the covers this member made; 云端封面 (`cloud_cover_management`):
 * the covers open to the whole brand. Both list covers as a grid, newest first, and open them in
 * the cover editor (the page's `detail` route), or start a new one there.
 */
export function CoverListPage({ page }: PageProps) {
  const { api } = useServices();
  const t = useCreationTranslate();
  const navigate = useNavigate();
  const { userInfo } = useSessionState();
  const cloud = page.componentKey.includes('cloud_cover');
  const editor = `${page.path}/detail`;
  const covers = useInfiniteQuery({
    ...apiInfiniteQueryOptions(api, '/cgp/web/media/material/list', {
      pageSize: PAGE_SIZE,
      source: COVER_SOURCE,
      ...(cloud ? { isOpen: 1 as const } : userInfo ? { userId: userInfo.userId } : {}),
    }),
    enabled: cloud || userInfo !== null,
  });
  const items = useMemo(() => covers.data?.pages.flatMap((p) => p.records) ?? [], [covers.data]);
  const open = (m: Material) => void navigate(`${editor}?id=${m.id}`);

  return (
    <Card>
      <Inline spread>
        <Lead>{cloud ? t('covers.cloudLead') : t('covers.lead')}</Lead>
        <Button variant="primary" onClick={() => void navigate(editor)}>
          {t('covers.new')}
        </Button>
      </Inline>
      {covers.isError && !covers.data ? <Alert tone="danger" title={t('covers.listFailed')} /> : null}
      <MaterialGrid
        aria-label={page.title}
        items={items}
        onOpen={open}
        actions={(m) => [{ label: t('covers.edit'), onSelect: () => open(m) }]}
        loading={covers.isLoading}
        total={covers.data?.pages[0]?.total}
        hasMore={covers.hasNextPage}
        loadingMore={covers.isFetchingNextPage}
        onLoadMore={() => void covers.fetchNextPage()}
        onRetry={() => void covers.refetch()}
        empty={t('covers.empty')}
      />
    </Card>
  );
}
