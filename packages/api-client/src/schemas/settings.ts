import { z } from 'zod';
import {
  DOUYIN_AUTH_MODES,
  LEVEL_RIGHTS,
  MEMBER_LEVEL_NAME_MAX,
  MEMBER_LEVEL_POINTS_MAX,
  MEMBER_LEVELS_MAX,
  SECTION_CONTENT_LISTS,
  SECTION_CONTENT_TYPES,
  SECTION_LIST_ITEMS_MAX,
  SECTION_NAME_MAX,
  SECTIONS_MAX,
  type LevelRight,
  type SectionContentList,
} from '../dictionaries/brandSettings';
import { array, code, empty, flag, id, int, LIMITS, text } from './fields';

const rightCode = () => z.enum(LEVEL_RIGHTS.map((r) => r.value) as [LevelRight, ...LevelRight[]]);
const listCode = () =>
  z.enum(SECTION_CONTENT_LISTS.map((l) => l.value) as [SectionContentList, ...SectionContentList[]]);
const contentType = () => code(SECTION_CONTENT_TYPES.map((t) => t.value) as [1, 2, 3, 4, 5]);

/** What the level form says, in the reader's language. */
export interface LevelRulesMessages {
  nameRequired: string;
  nameTooLong: string;
  nameTaken: string;
  pointsInvalid: string;
  firstFromZero: string;
  increasing: string;
  atLeastOne: string;
  tooMany: string;
}

const CHINESE_LEVEL_MESSAGES: LevelRulesMessages = {
  nameRequired: '请输入等级名称',
  nameTooLong: `等级名称最多 ${MEMBER_LEVEL_NAME_MAX} 个字`,
  nameTaken: '等级名称不能重复',
  pointsInvalid: `积分门槛须为 0 到 ${MEMBER_LEVEL_POINTS_MAX} 的整数`,
  firstFromZero: '第一个等级的积分门槛须为 0',
  increasing: '积分门槛须逐级递增',
  atLeastOne: '至少保留一个等级',
  tooMany: `最多 ${MEMBER_LEVELS_MAX} 个等级`,
};

/**
 * Member levels in order: 1 to `MEMBER_LEVELS_MAX`, names unique, the first from 0 points and each
 * threshold above the one before. `id` keeps an existing level (and its rights); a level without
 * one is new. The server and the settings page validate with this one schema.
 */
export const levelRulesSchema = (m: LevelRulesMessages = CHINESE_LEVEL_MESSAGES) =>
  z
    .array(
      z.object({
        id: id().optional(),
        name: text(MEMBER_LEVEL_NAME_MAX + 100)
          .trim()
          .min(1, m.nameRequired)
          .max(MEMBER_LEVEL_NAME_MAX, m.nameTooLong),
        threshold: int().min(0, m.pointsInvalid).max(MEMBER_LEVEL_POINTS_MAX, m.pointsInvalid),
      }),
    )
    .min(1, m.atLeastOne)
    .max(MEMBER_LEVELS_MAX, m.tooMany)
    .superRefine((levels, ctx) => {
      const seen = new Set<string>();
      levels.forEach((level, i) => {
        if (seen.has(level.name)) ctx.addIssue({ code: 'custom', message: m.nameTaken, path: [i, 'name'] });
        seen.add(level.name);
        if (i === 0 && level.threshold !== 0) {
          ctx.addIssue({ code: 'custom', message: m.firstFromZero, path: [i, 'threshold'] });
        }
        if (i > 0 && level.threshold <= levels[i - 1]!.threshold) {
          ctx.addIssue({ code: 'custom', message: m.increasing, path: [i, 'threshold'] });
        }
      });
    });

/** The console's level form: the levels of `saveLevelRules`, with messages in the reader's language. */
export const levelRulesFormSchema = (m: LevelRulesMessages) => z.object({ levels: levelRulesSchema(m) });

/** What the section form says when a value is wrong, in the reader's language. */
export interface SectionFormMessages {
  nameRequired: string;
  nameTooLong: string;
  typesRequired: string;
}

/** The console's section form: the fields of `createSection` / `updateSection` with the same maxima. */
export const sectionFormSchema = (m: SectionFormMessages) =>
  z.object({
    name: text(SECTION_NAME_MAX + 100)
      .trim()
      .min(1, m.nameRequired)
      .max(SECTION_NAME_MAX, m.nameTooLong),
    coverUrl: text(LIMITS.url),
    contentTypes: array(contentType(), SECTION_CONTENT_TYPES.length).min(1, m.typesRequired),
  });

/** A section's fields (create, update). */
const sectionFields = () => ({
  name: text(SECTION_NAME_MAX + 100)
    .trim()
    .min(1, '请输入分区名称')
    .max(SECTION_NAME_MAX, `分区名称最多 ${SECTION_NAME_MAX} 个字`),
  /** An image the brand uploaded (`uploadImage`), or empty for none. */
  coverUrl: text(LIMITS.url).optional(),
  contentTypes: array(contentType(), SECTION_CONTENT_TYPES.length).min(1, '请选择内容类型'),
});

/** Requests of 设置, 分区设置 and 编辑内容配置 (designed, issue 22). */
export const settingsRequests = {
  '/v1/system/settings/getSettings': empty(),
  /** The brand's `xuserConfig` switches. */
  '/v1/system/settings/updateMcnSettings': z.object({ allowDyMcnAuth: flag(), allowCluesAuth: flag() }),
  '/v1/system/settings/updateDyAuthMode': z.object({
    dyAuthMode: code(DOUYIN_AUTH_MODES.map((m) => m.value) as [1, 2]),
  }),
  '/v1/system/settings/levelRules': empty(),
  /** Replaces the levels (JSON body); answers them as stored. */
  '/v1/system/settings/saveLevelRules': z.object({ levels: levelRulesSchema() }),
  /** What each level grants (JSON body): every level of the brand at most once. */
  '/v1/system/settings/saveRightsRules': z.object({
    rules: array(z.object({ levelId: id(), rights: array(rightCode(), LEVEL_RIGHTS.length) }), MEMBER_LEVELS_MAX),
  }),
  '/v1/system/section/listSections': empty(),
  '/v1/system/section/sectionDetail': z.object({ id: id() }),
  '/v1/system/section/createSection': z.object(sectionFields()),
  '/v1/system/section/updateSection': z.object({ id: id(), ...sectionFields() }),
  '/v1/system/section/setSectionEnabled': z.object({ id: id(), enabled: flag() }),
  /** Every section of the brand, once each, in the new order (JSON body). */
  '/v1/system/section/sortSections': z.object({ ids: array(id(), SECTIONS_MAX) }),
  '/v1/system/section/deleteSection': z.object({ id: id() }),
  /** The section page's content lists in order (JSON body), each once. */
  '/v1/system/section/saveSectionLists': z.object({
    id: id(),
    lists: array(
      z.object({ listCode: listCode(), count: int().min(1).max(SECTION_LIST_ITEMS_MAX) }),
      SECTION_CONTENT_LISTS.length,
    ),
  }),
} satisfies Record<string, z.ZodType>;
