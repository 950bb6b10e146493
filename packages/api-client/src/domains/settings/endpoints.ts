import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done } from '../common';
import type { BrandSettings, ContentSection, MemberLevel, SectionCreated } from './types';

/**
 * Settings (系统管理 › 设置, 分区设置 and `content_config/edit_page`; issue 22, ADR 0026): the brand's
 * MCN switches (`xuserConfig`), Douyin authorisation mode, member level and rights rules, and its
 * content sections. The spec names the screens without calls; these are designed under
 * `/v1/system/settings/` and `/v1/system/section/`.
 */
export const settingsEndpoints = {
  '/v1/system/settings/getSettings': endpoint<BrandSettings>(),
  '/v1/system/settings/updateMcnSettings': endpoint<Done>(),
  '/v1/system/settings/updateDyAuthMode': endpoint<Done>(),
  '/v1/system/settings/levelRules': endpoint<MemberLevel[]>(),
  '/v1/system/settings/saveLevelRules': endpoint<MemberLevel[]>({ encoding: 'json' }),
  '/v1/system/settings/saveRightsRules': endpoint<Done>({ encoding: 'json' }),
  '/v1/system/section/listSections': endpoint<ContentSection[]>(),
  '/v1/system/section/sectionDetail': endpoint<ContentSection>(),
  '/v1/system/section/createSection': endpoint<SectionCreated>({ encoding: 'json' }),
  '/v1/system/section/updateSection': endpoint<Done>({ encoding: 'json' }),
  '/v1/system/section/setSectionEnabled': endpoint<Done>(),
  '/v1/system/section/sortSections': endpoint<Done>({ encoding: 'json' }),
  '/v1/system/section/deleteSection': endpoint<Done>(),
  '/v1/system/section/saveSectionLists': endpoint<Done>({ encoding: 'json' }),
} satisfies EndpointMap;
