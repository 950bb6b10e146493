import { transaction, type Database } from '../db/database';
import { brandUploadedImage } from '../db/account';
import {
  brandSettings,
  contentSections,
  countSections,
  createSection,
  deleteSection,
  findSection,
  memberLevels,
  replaceMemberLevels,
  sectionNameTaken,
  setDyAuthMode,
  setLevelRights,
  setMcnSettings,
  setSectionEnabled,
  setSectionLists,
  sortSections,
  updateSection,
  type SectionInput,
} from '../db/settings';
import { SECTIONS_MAX } from '@brand-console/api-client';
import { Scope } from '../http/access';
import type { Auth } from '../http/context';
import { badRequest, Codes, HttpError } from '../http/errors';
import type { RouteTable } from '../http/routes';
import { formatDateTime } from '../lib/time';
import { STORED_NAME } from '../storage/files';

const conflict = (msg: string) => new HttpError(409, Codes.conflict, msg);

/** Routes of the sections: 分区设置 edits them, reached from its menu entry or from 设置. */
const SECTION_PAGES = [Scope.sectionSet, Scope.settings] as const;

/** A section of the session's brand; another brand's, or none, is the same 400. */
function existingSection(db: Database, brandId: number, id: number) {
  const section = findSection(db, brandId, id);
  if (!section) throw badRequest('分区不存在');
  return section;
}

/** A section's fields, its cover an image the brand uploaded (or none). */
function sectionInput(
  db: Database,
  auth: Auth,
  params: { name: string; coverUrl?: string | undefined; contentTypes: Array<1 | 2 | 3 | 4 | 5> },
): SectionInput {
  const cover = params.coverUrl?.trim() ?? '';
  if (cover) {
    const name = cover.startsWith('/files/') ? cover.slice('/files/'.length) : '';
    if (!STORED_NAME.test(name) || !brandUploadedImage(db, auth, name)) {
      throw badRequest('请先上传封面图片（支持 jpeg、jpg、png）');
    }
  }
  return { name: params.name, coverUrl: cover || null, contentTypes: [...new Set(params.contentTypes)].sort() };
}

/**
 * 设置 (`/v1/system/settings/...`) and 分区设置 / 编辑内容配置 (`/v1/system/section/...`), issue 22,
 * ADR 0026: the brand's MCN switches (its `xuserConfig`, which 用户信息 answers and MCN 管理 and the
 * clue pages read), the Douyin authorisation mode, member levels by points and what each grants, and
 * the brand's content sections with the lists their pages show.
 */
export const settingsRoutes: RouteTable = {
  '/v1/system/settings/getSettings': {
    access: [Scope.settings],
    handler: ({ auth, services }) => brandSettings(services.db, auth.brandId),
  },

  '/v1/system/settings/updateMcnSettings': {
    access: [Scope.settings],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      transaction(db, () =>
        setMcnSettings(db, auth.brandId, {
          allowDyMcnAuth: params.allowDyMcnAuth === 1,
          allowCluesAuth: params.allowCluesAuth === 1,
        }),
      );
      return null;
    },
  },

  '/v1/system/settings/updateDyAuthMode': {
    access: [Scope.settings],
    handler: ({ params, auth, services }) => {
      setDyAuthMode(services.db, auth.brandId, params.dyAuthMode);
      return null;
    },
  },

  '/v1/system/settings/levelRules': {
    access: [Scope.settings],
    handler: ({ auth, services }) => memberLevels(services.db, auth.brandId),
  },

  '/v1/system/settings/saveLevelRules': {
    access: [Scope.settings],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      return transaction(db, () => {
        const own = new Set(memberLevels(db, auth.brandId).map((l) => l.id));
        const ids = params.levels.flatMap((l) => (l.id === undefined ? [] : [l.id]));
        if (ids.some((id) => !own.has(id)) || new Set(ids).size !== ids.length) throw badRequest('等级不存在');
        replaceMemberLevels(db, auth.brandId, params.levels);
        return memberLevels(db, auth.brandId);
      });
    },
  },

  '/v1/system/settings/saveRightsRules': {
    access: [Scope.settings],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      transaction(db, () => {
        const own = new Set(memberLevels(db, auth.brandId).map((l) => l.id));
        const ids = params.rules.map((r) => r.levelId);
        if (ids.some((id) => !own.has(id)) || new Set(ids).size !== ids.length) throw badRequest('等级不存在');
        for (const rule of params.rules) setLevelRights(db, auth.brandId, rule.levelId, [...new Set(rule.rights)]);
      });
      return null;
    },
  },

  '/v1/system/section/listSections': {
    access: SECTION_PAGES,
    handler: ({ auth, services }) => contentSections(services.db, auth.brandId),
  },

  '/v1/system/section/sectionDetail': {
    access: SECTION_PAGES,
    handler: ({ params, auth, services }) => existingSection(services.db, auth.brandId, params.id),
  },

  '/v1/system/section/createSection': {
    access: SECTION_PAGES,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const input = sectionInput(db, auth, params);
      return transaction(db, () => {
        if (sectionNameTaken(db, auth.brandId, input.name)) throw conflict('分区名称已存在');
        if (countSections(db, auth.brandId) >= SECTIONS_MAX) throw badRequest(`最多 ${SECTIONS_MAX} 个分区`);
        return { id: createSection(db, auth.brandId, input, formatDateTime(services.now())) };
      });
    },
  },

  '/v1/system/section/updateSection': {
    access: SECTION_PAGES,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const section = existingSection(db, auth.brandId, params.id);
      const input = sectionInput(db, auth, params);
      if (sectionNameTaken(db, auth.brandId, input.name, section.id)) throw conflict('分区名称已存在');
      updateSection(db, auth.brandId, section.id, input, formatDateTime(services.now()));
      return null;
    },
  },

  '/v1/system/section/setSectionEnabled': {
    access: SECTION_PAGES,
    handler: ({ params, auth, services }) => {
      const section = existingSection(services.db, auth.brandId, params.id);
      setSectionEnabled(services.db, auth.brandId, section.id, params.enabled === 1, formatDateTime(services.now()));
      return null;
    },
  },

  '/v1/system/section/sortSections': {
    access: SECTION_PAGES,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      transaction(db, () => {
        const current = contentSections(db, auth.brandId).map((s) => s.id);
        const given = new Set(params.ids);
        if (given.size !== params.ids.length || given.size !== current.length || current.some((id) => !given.has(id))) {
          throw badRequest('排序须包含每个分区，且每个一次');
        }
        sortSections(db, auth.brandId, params.ids);
      });
      return null;
    },
  },

  '/v1/system/section/deleteSection': {
    access: SECTION_PAGES,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      transaction(db, () => deleteSection(db, auth.brandId, existingSection(db, auth.brandId, params.id)));
      return null;
    },
  },

  '/v1/system/section/saveSectionLists': {
    access: SECTION_PAGES,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const section = existingSection(db, auth.brandId, params.id);
      if (new Set(params.lists.map((l) => l.listCode)).size !== params.lists.length) {
        throw badRequest('每个内容列表只能添加一次');
      }
      transaction(db, () => setSectionLists(db, section.id, params.lists, formatDateTime(services.now())));
      return null;
    },
  },
};
