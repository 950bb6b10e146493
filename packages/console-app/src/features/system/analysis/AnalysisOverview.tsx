import { CORE_TARGETS } from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import { Alert, Button, Chart, KpiCard, KpiCardGroup, useFormatters, useLocale } from '@brand-console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../../lib/services';
import { analysisMessage, overviewChart, refusalOf, type Period } from './analysisModel';
import { useAnalysisTranslate } from './messages';

export interface AnalysisOverviewProps {
  /** The page's period: the cards compare it with the period of equal length just before. */
  period: Period;
}

/**
 * The top of employee operational analysis: the core targets as KPI cards (each against the
 * previous period) and the period's daily activity as a line chart with a table of its numbers,
 * both computed by the server from the brand's stored data. A refusal (a reversed or too long
 * period) is shown here in the reader's language.
 */
export function AnalysisOverview({ period }: AnalysisOverviewProps) {
  const { api } = useServices();
  const t = useAnalysisTranslate();
  const locale = useLocale();
  const lang = locale === 'en' ? 'en' : 'zh';
  const { formatCount } = useFormatters();

  const targets = useQuery({
    ...apiQueryOptions(api, '/mission/operationalAnalysis/coreTargets', period),
    queryFn: ({ signal }) =>
      api.request('/mission/operationalAnalysis/coreTargets', period, { signal, selfHandled: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const overview = useQuery({
    ...apiQueryOptions(api, '/mission/operationalAnalysis/allDataOverview', period),
    queryFn: ({ signal }) =>
      api.request('/mission/operationalAnalysis/allDataOverview', period, { signal, selfHandled: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const chart = useMemo(
    () => (overview.data ? overviewChart(overview.data, (key) => t(`analysis.series.${key}`)) : null),
    [overview.data, t],
  );
  const failure = targets.error ?? overview.error;
  const refusal = failure ? refusalOf(failure) : null;
  const days = overview.data?.daily.length ?? 0;

  return (
    <>
      {failure ? (
        <Alert
          tone="danger"
          title={t('analysis.loadFailed')}
          action={
            <Button
              onClick={() => {
                void targets.refetch();
                void overview.refetch();
              }}
            >
              {t('analysis.retry')}
            </Button>
          }
        >
          {refusal ? analysisMessage(refusal, locale) : null}
        </Alert>
      ) : null}
      <KpiCardGroup label={t('analysis.figures')}>
        {CORE_TARGETS.map((entry) => {
          const target = targets.data?.find((item) => item.name === entry.value);
          const show = (value: number) =>
            entry.valueType === 'percent' ? `${(value * 100).toFixed(1)}%` : formatCount(value);
          return (
            <KpiCard
              key={entry.value}
              label={entry[lang]}
              value={target?.value ?? null}
              valueType={entry.valueType}
              loading={targets.isPending}
              {...(target && target.ratio !== null
                ? { trend: target.ratio, trendLabel: t('analysis.trendLabel') }
                : {})}
              description={target ? t('analysis.previous', { value: show(target.previous) }) : null}
            />
          );
        })}
      </KpiCardGroup>
      <Chart
        type="line"
        title={t('analysis.chart')}
        description={
          overview.data
            ? t('analysis.chartHint', { start: overview.data.startDay, end: overview.data.endDay })
            : undefined
        }
        categories={chart?.categories ?? []}
        series={chart?.series ?? []}
        valueType="count"
        dataZoom={days > 31}
        loading={overview.isPending && !failure}
      />
    </>
  );
}
