import { apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  Chart,
  DateRangePicker,
  FormField,
  KpiCard,
  KpiCardGroup,
  PageHeader,
  useFormatters,
  useLocale,
  type DateRangeValue,
} from '@brand-console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Inline } from '../../components/layout';
import { day } from '../../lib/dates';
import { useMenuModel, useSessionState } from '../../lib/hooks';
import type { PageProps } from '../../lib/router/menu';
import { useServices } from '../../lib/services';
import { useOverviewTranslate } from './messages';
import { overviewSeries } from './overviewSeries';

const RANGE = /^(\d{4}-\d{2}-\d{2})~(\d{4}-\d{2}-\d{2})$/;

/** The range the address names (`?range=YYYY-MM-DD~YYYY-MM-DD`), or none (the server's last 30 days). */
function rangeOf(text: string | null): { startTime: string; endTime: string } | null {
  const match = text ? RANGE.exec(text) : null;
  return match ? { startTime: match[1]!, endTime: match[2]! } : null;
}

/**
 * /home: the brand's overview. KPI cards and two charts (materials added per day by type; task-centre
 * jobs by kind and outcome) computed by the server from the brand's stored data, over a range of
 * days kept in the address (the last 30 days by default); each chart has a table of its numbers.
 */
export function HomePage({ page }: PageProps) {
  const { api } = useServices();
  const t = useOverviewTranslate();
  const locale = useLocale() === 'en' ? 'en' : 'zh';
  const f = useFormatters();
  const { userInfo } = useSessionState();
  const model = useMenuModel();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const range = rangeOf(search.get('range'));
  const first = model.firstPage;

  const overview = useQuery({
    ...apiQueryOptions(api, '/cgp/web/big-screen/homePageData', range ?? {}),
    placeholderData: keepPreviousData,
  });
  const data = overview.data;
  const series = useMemo(() => (data ? overviewSeries(data, locale) : null), [data, locale]);
  const figures = data?.figures;
  const loading = overview.isPending;
  const pickerValue: DateRangeValue | null = data
    ? { from: new Date(`${data.startDay}T00:00:00`), to: new Date(`${data.endDay}T23:59:59.999`) }
    : null;
  const trend =
    figures && figures.newMaterialsBefore > 0
      ? (figures.newMaterials - figures.newMaterialsBefore) / figures.newMaterialsBefore
      : undefined;
  const days = series?.days.length ?? 30;

  return (
    <>
      <PageHeader
        title={page.title}
        description={t('home.welcome', { name: userInfo?.userBrandName ?? '' })}
        actions={
          first ? (
            <Button variant="primary" onClick={() => void navigate(first.path)}>
              {t('home.firstPage', { title: first.title })}
            </Button>
          ) : null
        }
      >
        <Inline wrap align="end">
          <FormField label={t('home.period')}>
            <DateRangePicker
              value={pickerValue}
              disableFuture
              onValueChange={(next) => {
                const params = new URLSearchParams(search);
                if (next) params.set('range', `${day(next.from)}~${day(next.to)}`);
                else params.delete('range');
                setSearch(params);
              }}
            />
          </FormField>
        </Inline>
      </PageHeader>
      {overview.isError ? (
        <Alert
          tone="danger"
          title={t('home.loadFailed')}
          action={<Button onClick={() => void overview.refetch()}>{t('home.retry')}</Button>}
        />
      ) : null}
      <KpiCardGroup label={t('home.figures')}>
        <KpiCard
          label={t('home.materials')}
          value={figures?.materials ?? 0}
          valueType="count"
          loading={loading}
          description={figures ? t('home.materialBytes', { size: f.formatFileSize(figures.materialBytes) }) : null}
        />
        <KpiCard
          label={t('home.newMaterials', { days })}
          value={figures?.newMaterials ?? 0}
          valueType="count"
          loading={loading}
          {...(trend !== undefined ? { trend, trendLabel: t('home.trendLabel', { days }) } : {})}
        />
        <KpiCard label={t('home.videoTime')} value={figures?.videoMs ?? 0} valueType="duration" loading={loading} />
        <KpiCard label={t('home.members')} value={figures?.members ?? 0} valueType="count" loading={loading} />
        <KpiCard
          label={t('home.jobs', { days })}
          value={figures?.jobs ?? 0}
          valueType="count"
          loading={loading}
          description={figures ? t('home.jobsRunning', { count: f.formatCount(figures.jobsRunning) }) : null}
        />
      </KpiCardGroup>
      <Chart
        type="bar"
        title={t('home.materialsChart')}
        description={t('home.materialsChartHint')}
        categories={series?.days ?? []}
        series={series?.materials ?? []}
        valueType="count"
        dataZoom={days > 31}
        loading={loading}
      />
      <Chart
        type="bar"
        horizontal
        title={t('home.jobsChart')}
        description={t('home.jobsChartHint')}
        categories={series?.kinds ?? []}
        series={series?.jobs ?? []}
        valueType="count"
        loading={loading}
      />
    </>
  );
}
