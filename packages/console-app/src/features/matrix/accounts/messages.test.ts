import { MATRIX_LIMITS } from '@brand-console/api-client';
import { describe, expect, it } from 'vitest';
import { matrixAccountsEn, matrixAccountsMessage, matrixAccountsZhCN, matrixPaths } from './messages';

describe('矩阵账号 strings', () => {
  it('has every key in both languages', () => {
    expect(Object.keys(matrixAccountsEn).sort()).toEqual(Object.keys(matrixAccountsZhCN).sort());
    expect(Object.values(matrixAccountsEn).every((text) => text.trim().length > 0)).toBe(true);
  });

  it('says the server’s refusals in English and keeps them in Chinese', () => {
    // The texts of the server's MATRIX_REFUSALS (routes/matrix/accounts.ts).
    expect(matrixAccountsMessage('分组名称已存在', 'en')).toBe('A group of this name already exists');
    expect(matrixAccountsMessage('分组名称已存在', 'zh-CN')).toBe('分组名称已存在');
    expect(matrixAccountsMessage('分组不存在', 'en')).toBe('The group does not exist');
    expect(matrixAccountsMessage('部分账号不存在', 'en')).toBe('Some of the accounts do not exist');
    expect(matrixAccountsMessage(`最多创建 ${MATRIX_LIMITS.groups} 个分组`, 'en')).toBe(
      `At most ${MATRIX_LIMITS.groups} groups`,
    );
    expect(matrixAccountsMessage('分组下还有 3 个账号，请先移出', 'en')).toBe(
      'The group still has 3 accounts: move them out first',
    );
    expect(matrixAccountsMessage('something new', 'en')).toBe('something new');
  });

  it('puts the group form under the list', () => {
    expect(matrixPaths('/matrix')).toMatchObject({ list: '/matrix/matrix_manage' });
    expect(matrixPaths('/matrix').group(7)).toBe('/matrix/matrix_manage/add_grouping?id=7');
    expect(matrixPaths('/matrix').group()).toBe('/matrix/matrix_manage/add_grouping');
  });
});
