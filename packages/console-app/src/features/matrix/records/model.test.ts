import type { Publication } from '@brand-console/api-client';
import { describe, expect, it } from 'vitest';
import { canMount, canRetry, isInProgress, mountKindsOf, pollInterval, recordListParams } from './model';

const NOW = Date.parse('2026-11-20T10:00:00+08:00');
const row = (over: Partial<Publication>) =>
  ({ status: 3, scheduledTime: null, platform: 1, accountId: 1, ...over }) as Publication;

describe('polling', () => {
  it('continues while something publishes or is due, not for a batch scheduled later', () => {
    expect(isInProgress(row({ status: 2 }), NOW)).toBe(true);
    expect(isInProgress(row({ status: 1 }), NOW)).toBe(true);
    expect(isInProgress(row({ status: 1, scheduledTime: '2026-11-20 10:00:30' }), NOW)).toBe(true);
    expect(isInProgress(row({ status: 1, scheduledTime: '2026-11-22 10:00:00' }), NOW)).toBe(false);
    expect(pollInterval([row({ status: 3 }), row({ status: 4 })], NOW)).toBe(false);
    expect(pollInterval([row({ status: 3 }), row({ status: 2 })], NOW)).toBe(3000);
  });
});

describe('actions', () => {
  it('offer mount where the platform allows a kind, retry on a failed brand publication', () => {
    expect(mountKindsOf(1)).toEqual([1, 2]);
    expect(mountKindsOf(2)).toEqual([2]);
    expect(mountKindsOf(3)).toEqual([1]);
    expect(canMount(row({}))).toBe(true);
    expect(canMount(row({ status: 4 }))).toBe(false);
    expect(canMount(row({ accountId: null }))).toBe(false);
    expect(canRetry(row({ status: 4 }))).toBe(true);
    expect(canRetry(row({ status: 4, accountId: null }))).toBe(false);
  });
});

describe('the filters', () => {
  it('become the list call parameters, dropping unknown codes', () => {
    expect(
      recordListParams({
        platform: '1',
        status: '9',
        source: '2',
        account: ' 星河 ',
        publishTime: '2026-11-01~2026-11-20',
        createTime: '2026-11-02~',
      }),
    ).toEqual({
      platform: 1,
      source: 2,
      account: '星河',
      publishStart: '2026-11-01',
      publishEnd: '2026-11-20',
      startTime: '2026-11-02',
    });
  });
});
