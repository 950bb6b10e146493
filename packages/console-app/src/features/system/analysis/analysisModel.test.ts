import type { DataOverview } from '@brand-console/api-client';
import { describe, expect, it } from 'vitest';
import { analysisMessage, defaultPeriod, overviewChart, periodOf, withCompletionRate } from './analysisModel';

describe('the analysis period', () => {
  const today = new Date(2026, 2, 7, 15, 30);

  it('is the last 30 days, today included, when the address names none', () => {
    expect(defaultPeriod(today)).toEqual({ startTime: '2026-02-06', endTime: '2026-03-07' });
    expect(periodOf(undefined, today)).toEqual({ startTime: '2026-02-06', endTime: '2026-03-07', custom: false });
  });

  it('is what the address names, even reversed (the server refuses that, and the page says why)', () => {
    expect(periodOf('2026-03-01~2026-03-05', today)).toEqual({
      startTime: '2026-03-01',
      endTime: '2026-03-05',
      custom: true,
    });
    expect(periodOf('2026-03-05~2026-03-01', today).startTime).toBe('2026-03-05');
  });

  it('falls back to the default for a half or malformed range', () => {
    expect(periodOf('2026-03-01~', today).custom).toBe(false);
    expect(periodOf('yesterday~today', today).custom).toBe(false);
  });
});

describe('the overview chart', () => {
  const overview: DataOverview = {
    startDay: '2026-03-01',
    endDay: '2026-03-02',
    figures: {
      members: 4,
      activeMembers: 2,
      participants: 1,
      participations: 3,
      completions: 1,
      materials: 2,
      visits: 5,
    },
    daily: [
      { day: '2026-03-01', activeMembers: 1, participations: 2, completions: 0, materials: 2, visits: 1 },
      { day: '2026-03-02', activeMembers: 2, participations: 1, completions: 1, materials: 0, visits: 4 },
    ],
  };

  it('has a category per day and a series per figure, in order', () => {
    const chart = overviewChart(overview, (key) => key.toUpperCase());
    expect(chart.categories).toEqual(['03-01', '03-02']);
    expect(chart.series).toEqual([
      { name: 'ACTIVEMEMBERS', data: [1, 2] },
      { name: 'PARTICIPATIONS', data: [2, 1] },
      { name: 'COMPLETIONS', data: [0, 1] },
      { name: 'MATERIALS', data: [2, 0] },
      { name: 'VISITS', data: [1, 4] },
    ]);
  });

  it('keeps the year when the period spans two', () => {
    const chart = overviewChart({ ...overview, startDay: '2025-12-31', endDay: '2026-01-01' }, String);
    expect(chart.categories).toEqual(['2026-03-01', '2026-03-02']);
  });
});

describe('a task row', () => {
  it('has the completion rate of the members who joined, none without any', () => {
    const row = {
      taskId: 1,
      taskName: 'a',
      taskType: 1,
      startTime: '',
      endTime: '',
      tags: [] as string[],
      joinCount: 4,
      completeCount: 1,
    } as const;
    expect(withCompletionRate(row).completionRate).toBe(0.25);
    expect(withCompletionRate({ ...row, joinCount: 0, completeCount: 0 }).completionRate).toBeNull();
  });
});

describe('the server’s refusals', () => {
  it('read in English, with their numbers, and stay as written in Chinese', () => {
    expect(analysisMessage('开始时间不能晚于结束时间', 'en')).toBe('The start date cannot be after the end date');
    expect(analysisMessage('统计时间最长 366 天', 'en')).toBe('A period covers at most 366 days');
    expect(analysisMessage('开始时间不能晚于结束时间', 'zh-CN')).toBe('开始时间不能晚于结束时间');
    expect(analysisMessage('别的错误', 'en')).toBe('别的错误');
  });
});
