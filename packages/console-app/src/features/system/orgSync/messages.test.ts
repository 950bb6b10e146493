import { describe, expect, it } from 'vitest';
import { orgSyncEn, orgSyncMessage, orgSyncZhCN } from './messages';

describe('organisation sync strings', () => {
  it('has every key in both languages', () => {
    expect(Object.keys(orgSyncEn).sort()).toEqual(Object.keys(orgSyncZhCN).sort());
    for (const text of Object.values(orgSyncEn)) expect(text.trim()).not.toBe('');
  });

  it('puts the server’s refusals and reasons in English, and leaves Chinese and unknown words as they are', () => {
    expect(orgSyncMessage('部门「杭州门店」已满 3 人', 'en-US')).toBe('Department “杭州门店” is full (3 members)');
    expect(orgSyncMessage('请先设置同步成员的默认角色', 'en')).toBe('Choose the default role of synced members first');
    expect(orgSyncMessage('请先设置同步成员的默认角色', 'zh-CN')).toBe('请先设置同步成员的默认角色');
    expect(orgSyncMessage('别的错误', 'en')).toBe('别的错误');
  });
});
