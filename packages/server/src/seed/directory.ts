import { ORG_SETTING_KEYS, setBrandSetting } from '../db/config';
import { transaction, type Database } from '../db/database';
import { addIdpPerson } from '../db/identityProvider';
import { listRoles } from '../db/members';
import { placeInDirectory } from '../db/orgSync';
import { seedStaff, seedUsers } from './accounts';

/** Department paths of the demo brands' trees (seed/accounts.ts), by the staff's department index. */
const PATHS = ['事业部', '事业部/零售中心', '事业部/零售中心/华东大区', '事业部/零售中心/华南大区'] as const;

/** Brand 13's directory members the console does not know yet (the first sync adds them, or skips one). */
export const seedDirectoryNewcomers = [
  { identity: 'ou_a1f0c9e8d7b6a501', name: '沈新同', phone: '13700130001', deptPath: `${PATHS[2]}/杭州门店` },
  { identity: 'ou_a1f0c9e8d7b6a502', name: '韩新月', phone: '13700130002', deptPath: PATHS[3] },
  { identity: 'ou_a1f0c9e8d7b6a503', name: '钱无号', phone: null, deptPath: PATHS[3] },
] as const;

/** The staff member who moved region in the directory, and the one who left (staff indexes). */
export const SEED_DIRECTORY_MOVED = 1;
export const SEED_DIRECTORY_LEFT = 2;

/**
 * The stand-in provider's enterprise directories (issue 21's organisation sync):
 * - brand 13 (Feishu): its two demo members with a Feishu identity in their departments, the
 *   first 20 staff by phone (one moved to East China, one left), and three newcomers (one in a
 *   store the tree does not have yet, one without a phone);
 * - brand 14 (WeCom): its creator and one newcomer.
 * Brands 13 and 14 give synced members their 运营 (staff) role; neither auto-registers at sign-in.
 * Nothing is synced: the first sync on the organisation page shows what it changes.
 */
export function seedDirectory(db: Database): void {
  transaction(db, () => {
    const pathOf = (userId: number, brandId: number) => {
      const index = seedUsers.findIndex((u) => u.id === userId);
      return index >= 0 && seedUsers[index]!.brands.some(([b]) => b === brandId) ? PATHS[(userId % 2) + 2]! : null;
    };
    for (const u of seedUsers) {
      if (u.sso?.feishu) {
        const brandId = u.brands.some(([b]) => b === 13) ? 13 : null;
        placeInDirectory(db, 'feishu', u.sso.feishu, { brandId, deptPath: brandId ? pathOf(u.id, 13) : null });
      }
      if (u.sso?.wecom) {
        const brandId = u.brands.some(([b]) => b === 14) ? 14 : null;
        placeInDirectory(db, 'wecom', u.sso.wecom, { brandId, deptPath: brandId ? pathOf(u.id, 14) : null });
      }
    }
    seedStaff.slice(0, 20).forEach((s, i) => {
      const identity = `ou_5eed${String(s.id).padStart(12, '0')}`;
      addIdpPerson(db, 'feishu', { identity, name: s.name, phone: s.phone });
      const deptPath = i === SEED_DIRECTORY_MOVED ? PATHS[2] : PATHS[s.depts[0]!]!;
      placeInDirectory(db, 'feishu', identity, { brandId: 13, deptPath, active: i !== SEED_DIRECTORY_LEFT });
    });
    for (const person of seedDirectoryNewcomers) {
      addIdpPerson(db, 'feishu', { identity: person.identity, name: person.name, phone: person.phone });
      placeInDirectory(db, 'feishu', person.identity, { brandId: 13, deptPath: person.deptPath });
    }
    addIdpPerson(db, 'wecom', { identity: 'qinghe-lixiaoman', name: '李小满', phone: '13700140001' });
    placeInDirectory(db, 'wecom', 'qinghe-lixiaoman', { brandId: 14, deptPath: PATHS[2] });
    for (const brandId of [13, 14]) {
      const staff = listRoles(db, brandId).find((role) => role.roleCode === 'staff');
      if (staff) setBrandSetting(db, brandId, ORG_SETTING_KEYS.defaultRoleId, staff.roleId);
    }
  });
}
