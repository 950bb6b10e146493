import { transaction, type Database } from '../db/database';
import type { PlatformCode } from '../platforms/adapter';
import { simUid } from './platforms';

/**
 * 矩阵账号's groups of the demo brands (issue 24, migration 028): each group with the seeded accounts
 * it holds, as [platform, index into the simulated accounts]; the brand's other accounts are left
 * in no group, and brand 13 has an empty group (which may be deleted).
 */
const GROUPS: Record<number, Array<[string, Array<[PlatformCode, number]>]>> = {
  13: [
    [
      '官方账号',
      [
        [1, 0],
        [2, 0],
        [3, 0],
        [4, 0],
      ],
    ],
    [
      '门店账号',
      [
        [1, 2],
        [1, 3],
      ],
    ],
    [
      '内容种草',
      [
        [1, 1],
        [3, 1],
        [4, 1],
        [1, 4],
      ],
    ],
    ['待分配', []],
  ],
  14: [
    [
      '青禾主账号',
      [
        [1, 5],
        [2, 3],
        [3, 3],
        [4, 3],
      ],
    ],
    ['青禾门店', [[1, 6]]],
  ],
};

/** Runs after the platform accounts (`seedPlatformAccounts`). */
export function seedMatrixGroups(db: Database, now: number): void {
  const insert = db.prepare(
    'INSERT INTO matrix_groups (brand_id, name, created_by, created_at) VALUES (?, ?, NULL, ?) RETURNING id',
  );
  const move = db.prepare(
    'UPDATE platform_accounts SET matrix_group_id = ? WHERE brand_id = ? AND platform = ? AND platform_uid = ?',
  );
  transaction(db, () => {
    for (const [brand, groups] of Object.entries(GROUPS)) {
      const brandId = Number(brand);
      if (!db.prepare('SELECT 1 FROM platform_accounts WHERE brand_id = ?').get(brandId)) continue;
      groups.forEach(([name, accounts], i) => {
        const { id } = insert.get(brandId, name, now - (groups.length - i) * 3600 * 1000) as { id: number };
        for (const [platform, index] of accounts) move.run(id, brandId, platform, simUid(platform, index));
      });
    }
  });
}
