import { MINI_PROGRAM_FUNC_SCOPES } from '@brand-console/api-client';
import { transaction, type Database } from '../db/database';
import { addMcn, bindAccounts } from '../db/mcn';
import { saveMiniProgram } from '../db/miniPrograms';
import { accountByUid, setCluesAuthorised } from '../db/platforms';
import { addSimShop } from '../platforms/shops';
import {
  addSimMiniProgram,
  cancelSimMiniProgram,
  grantSimMiniProgram,
  miniProgramAvatarUrl,
} from '../platforms/wxThird';
import { simUid } from './platforms';

const DAY_MS = 24 * 3600 * 1000;
const ALL_SCOPES = MINI_PROGRAM_FUNC_SCOPES.map((s) => s.value);

/** The simulated WeChat's mini-programmes (app id, name, principal). */
const MINI_PROGRAMS = [
  { appId: 'wx3f2a9c81d4e6b017', name: '星河美妆会员中心', principalName: '星河美妆（上海）有限公司' },
  { appId: 'wx7b1e04c9a2d85f36', name: '青禾食品商城', principalName: '青禾食品科技有限公司' },
  { appId: 'wx0c5d2e8f91a47b63', name: '星河美妆门店预约', principalName: '星河美妆（上海）有限公司' },
];

/** Douyin accounts (indexes of the simulated accounts) that own a shop, and its name. */
const SHOPS: Array<[number, string]> = [
  [0, '星河美妆官方旗舰店'],
  [2, '星河美妆上海门店小店'],
  [5, '青禾食品官方旗舰店'],
];

/**
 * The mini-programmes, shops, MCN institutions and clue authorisations of the demo brands, after
 * their platform accounts: brand 13's mini-programme is authorised with every permission set, brand
 * 14's was cancelled on WeChat (the console finds it so when it next asks); three Douyin accounts
 * own shops; brand 13 (which allows MCN authorisation) has an institution with two accounts and one
 * without, and clues authorised on its flagship account.
 */
export function seedMiniProgramsMcn(db: Database, now: number): void {
  transaction(db, () => {
    for (const program of MINI_PROGRAMS) addSimMiniProgram(db, program);
    const owner = (brandId: number) =>
      (
        db.prepare('SELECT user_id FROM user_brands WHERE brand_id = ? AND is_main = 1').get(brandId) as
          { user_id: number } | undefined
      )?.user_id;
    const keep = (brandId: number, index: number, daysAgo: number) => {
      const program = MINI_PROGRAMS[index]!;
      const userId = owner(brandId);
      if (userId === undefined) return;
      grantSimMiniProgram(db, program.appId, ALL_SCOPES, now - daysAgo * DAY_MS);
      saveMiniProgram(
        db,
        brandId,
        userId,
        { ...program, avatar: miniProgramAvatarUrl(program.appId), funcScopes: ALL_SCOPES },
        now - daysAgo * DAY_MS,
      );
    };
    keep(13, 0, 20);
    keep(14, 1, 45);
    cancelSimMiniProgram(db, MINI_PROGRAMS[1]!.appId, now - 6 * DAY_MS);

    for (const [index, name] of SHOPS) addSimShop(db, 1, simUid(1, index), { id: `dyshop_${8800 + index}`, name });

    const account = (brandId: number, index: number) => accountByUid(db, brandId, 1, simUid(1, index))?.id;
    const creator = owner(13);
    if (creator !== undefined) {
      const fields = { contactName: '', contactPhone: '', remark: '' };
      const starfire = addMcn(
        db,
        13,
        creator,
        { ...fields, name: '星火文化传媒', contactName: '林晓', contactPhone: '021-6088 1234', remark: '美妆探店达人' },
        now - 30 * DAY_MS,
      );
      addMcn(db, 13, creator, { ...fields, name: '青藤 MCN' }, now - 10 * DAY_MS);
      const members = [account(13, 9), account(13, 10)].filter((id): id is number => id !== undefined);
      bindAccounts(db, 13, starfire, members);
    }
    const flagship = account(13, 0);
    if (flagship !== undefined) setCluesAuthorised(db, 13, flagship, now - 2 * DAY_MS);
  });
}
