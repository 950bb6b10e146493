import { JOB_OUTCOMES, MATERIAL_TYPES } from '@brand-console/api-client';
import { apiQueryKey } from '@brand-console/api-client/query';
import { Button, Chart, DataScreen, Result, useFormatters, useLocale } from '@brand-console/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionState } from '../../lib/hooks';
import type { PageProps } from '../../lib/router/menu';
import { useServices } from '../../lib/services';
import { useOverviewTranslate } from './messages';
import { overviewSeries } from './overviewSeries';

/** How often the screen fetches its figures again (the spec gives no interval: a wall display, once a minute). */
export const BIG_SCREEN_REFRESH_MS = 60_000;

const PLOT_HEIGHT = 'var(--bc-data-screen-plot-height)';

/**
 * /data_screen/big_screen: the brand's figures and charts on a dark full-window screen, opened in a
 * window of its own from the header (spec section 2) and drawn without the console's shell. The
 * numbers are the server's overview of the last 30 days (`/cgp/web/big-screen/homePageData`),
 * fetched again every minute while the window is shown; a failed refresh keeps the last figures
 * and says so on the screen.
 */
export function BigScreenPage({ page }: PageProps) {
  const { api } = useServices();
  const t = useOverviewTranslate();
  const f = useFormatters();
  const locale = useLocale() === 'en' ? 'en' : 'zh';
  const { userInfo } = useSessionState();
  const [search, setSearch] = useSearchParams();

  // The window was opened with the session's token in its address (spec section 2); this window
  // has the session already, so the token leaves the address before anyone copies or shares it.
  useEffect(() => {
    if (!search.has('token')) return;
    const rest = new URLSearchParams(search);
    rest.delete('token');
    setSearch(rest, { replace: true });
  }, [search, setSearch]);

  const overview = useQuery({
    queryKey: apiQueryKey('/cgp/web/big-screen/homePageData', {}),
    // The screen shows its own refresh failures; a toast a minute would pile up on a wall display.
    queryFn: ({ signal }) => api.request('/cgp/web/big-screen/homePageData', {}, { signal, selfHandled: true }),
    refetchInterval: BIG_SCREEN_REFRESH_MS,
    staleTime: 0,
  });
  const data = overview.data;
  const series = useMemo(() => (data ? overviewSeries(data, locale) : null), [data, locale]);
  const figures = data?.figures;
  const loading = overview.isPending;
  const days = series?.days.length ?? 30;
  const trend =
    figures && figures.newMaterialsBefore > 0
      ? (figures.newMaterials - figures.newMaterialsBefore) / figures.newMaterialsBefore
      : undefined;

  const byType = useMemo(
    () =>
      data
        ? MATERIAL_TYPES.map((type) => ({
            name: type[locale],
            value: data.materialsByDay.filter((p) => p.type === type.value).reduce((sum, p) => sum + p.count, 0),
          })).filter((slice) => slice.value > 0)
        : [],
    [data, locale],
  );
  const byOutcome = useMemo(
    () =>
      data
        ? JOB_OUTCOMES.map((outcome) => ({
            name: outcome[locale],
            value: data.jobsByStatus.filter((p) => p.outcome === outcome.value).reduce((sum, p) => sum + p.count, 0),
          })).filter((slice) => slice.value > 0)
        : [],
    [data, locale],
  );

  const brand = userInfo?.brandName ?? search.get('brandName') ?? '';
  const failed = overview.isError ? overview.error.message || t('screen.loadFailed') : null;

  return (
    <DataScreen.Root
      title={page.title}
      subtitle={data ? t('screen.subtitle', { brand, start: data.startDay, end: data.endDay }) : brand}
      updatedAt={overview.dataUpdatedAt > 0 ? overview.dataUpdatedAt : null}
      refreshIntervalMs={BIG_SCREEN_REFRESH_MS}
      refreshing={overview.isFetching && !loading}
      error={data ? failed : null}
      onRefresh={() => void overview.refetch()}
    >
      {!data && failed ? (
        <DataScreen.Panel span={12}>
          <Result
            status="error"
            headingLevel={2}
            title={t('screen.loadFailed')}
            description={failed}
            actions={
              <Button variant="primary" onClick={() => void overview.refetch()}>
                {t('screen.retry')}
              </Button>
            }
          />
        </DataScreen.Panel>
      ) : (
        <>
          <DataScreen.Figures label={t('screen.figures')}>
            <DataScreen.Figure
              label={t('home.materials')}
              value={figures?.materials ?? 0}
              valueType="count"
              loading={loading}
              description={figures ? t('home.materialBytes', { size: f.formatFileSize(figures.materialBytes) }) : null}
            />
            <DataScreen.Figure
              label={t('home.newMaterials', { days })}
              value={figures?.newMaterials ?? 0}
              valueType="count"
              accent={2}
              loading={loading}
              {...(trend !== undefined ? { trend, trendLabel: t('home.trendLabel', { days }) } : {})}
            />
            <DataScreen.Figure
              label={t('home.videoTime')}
              value={figures?.videoMs ?? 0}
              valueType="duration"
              accent={3}
              loading={loading}
            />
            <DataScreen.Figure
              label={t('home.members')}
              value={figures?.members ?? 0}
              valueType="count"
              accent={4}
              loading={loading}
            />
            <DataScreen.Figure
              label={t('home.jobs', { days })}
              value={figures?.jobs ?? 0}
              valueType="count"
              accent={5}
              loading={loading}
            />
            <DataScreen.Figure
              label={t('screen.jobsRunningNow')}
              value={figures?.jobsRunning ?? 0}
              valueType="count"
              accent={6}
              loading={loading}
              description={t('screen.jobsRunningHint')}
            />
          </DataScreen.Figures>
          <DataScreen.Panel span={8}>
            <Chart
              type="line"
              area
              title={t('screen.materialsChart')}
              description={t('screen.materialsChartHint', { days })}
              categories={series?.days ?? []}
              series={series?.materials ?? []}
              valueType="count"
              height={PLOT_HEIGHT}
              loading={loading}
            />
          </DataScreen.Panel>
          <DataScreen.Panel span={4}>
            <Chart
              type="pie"
              title={t('screen.typesChart')}
              description={t('screen.typesChartHint', { days })}
              data={byType}
              valueType="count"
              height={PLOT_HEIGHT}
              loading={loading}
            />
          </DataScreen.Panel>
          <DataScreen.Panel span={8}>
            <Chart
              type="bar"
              horizontal
              title={t('screen.jobsChart')}
              description={t('screen.jobsChartHint', { days })}
              categories={series?.kinds ?? []}
              series={series?.jobs ?? []}
              valueType="count"
              height={PLOT_HEIGHT}
              loading={loading}
            />
          </DataScreen.Panel>
          <DataScreen.Panel span={4}>
            <Chart
              type="pie"
              title={t('screen.outcomesChart')}
              description={t('screen.outcomesChartHint', { days })}
              data={byOutcome}
              valueType="count"
              height={PLOT_HEIGHT}
              loading={loading}
            />
          </DataScreen.Panel>
        </>
      )}
    </DataScreen.Root>
  );
}
