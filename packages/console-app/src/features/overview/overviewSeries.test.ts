import type { HomePageData } from '@brand-console/api-client';
import { describe, expect, it } from 'vitest';
import { daysBetween, overviewSeries } from './overviewSeries';

const data: HomePageData = {
  startDay: '2026-11-18',
  endDay: '2026-11-20',
  figures: {
    materials: 9,
    materialBytes: 1024,
    videoMs: 5000,
    members: 3,
    newMaterials: 4,
    newMaterialsBefore: 2,
    jobs: 5,
    jobsRunning: 1,
  },
  materialsByDay: [
    { day: '2026-11-18', type: 1, count: 2 },
    { day: '2026-11-20', type: 2, count: 1 },
    { day: '2026-11-20', type: 1, count: 1 },
  ],
  jobsByStatus: [
    { kind: 'export', outcome: 'done', count: 3 },
    { kind: 'split', outcome: 'running', count: 2 },
  ],
};

describe('the overview’s chart series', () => {
  it('lists every day of the range, empty ones included', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('stacks materials per day by the types present, with zeros for empty days', () => {
    const { days, materials } = overviewSeries(data, 'zh');
    expect(days).toEqual(['2026-11-18', '2026-11-19', '2026-11-20']);
    expect(materials).toEqual([
      { name: '视频', stack: 'materials', data: [2, 0, 1] },
      { name: '图片', stack: 'materials', data: [0, 0, 1] },
    ]);
  });

  it('counts jobs per kind for each outcome present, in both languages', () => {
    const { kinds, jobs } = overviewSeries(data, 'en');
    expect(kinds).toEqual(['Exports', 'Smart tagging', 'Merges', 'Splits', 'Batch captions']);
    expect(jobs).toEqual([
      { name: 'Running', stack: 'jobs', data: [0, 0, 0, 2, 0] },
      { name: 'Done', stack: 'jobs', data: [3, 0, 0, 0, 0] },
    ]);
  });
});
