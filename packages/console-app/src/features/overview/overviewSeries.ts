import { JOB_KINDS, JOB_OUTCOMES, MATERIAL_TYPES, type HomePageData } from '@brand-console/api-client';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every day from `start` to `end` (`YYYY-MM-DD`, inclusive): the charts' categories, empty days included. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= last && days.length <= 366; t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** The chart series of an overview: materials added per day by type, and jobs by kind and outcome. */
export function overviewSeries(data: HomePageData, locale: 'zh' | 'en') {
  const days = daysBetween(data.startDay, data.endDay);
  const types = MATERIAL_TYPES.filter((t) => data.materialsByDay.some((p) => p.type === t.value));
  const materials = types.map((type) => ({
    name: type[locale],
    stack: 'materials',
    data: days.map((d) => data.materialsByDay.find((p) => p.day === d && p.type === type.value)?.count ?? 0),
  }));
  const kinds = JOB_KINDS.map((k) => k[locale]);
  const jobs = JOB_OUTCOMES.filter((o) => data.jobsByStatus.some((p) => p.outcome === o.value)).map((outcome) => ({
    name: outcome[locale],
    stack: 'jobs',
    data: JOB_KINDS.map(
      (kind) => data.jobsByStatus.find((p) => p.kind === kind.value && p.outcome === outcome.value)?.count ?? 0,
    ),
  }));
  return { days, materials, kinds, jobs };
}
