import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as client from './client/index';
import * as main from './index';
import * as query from './query/index';
import * as schemas from './schemas/index';

// The public surface: changing it must be a visible, deliberate act.
describe('public exports', () => {
  it('of @brand-console/api-client', () => {
    expect(Object.keys(main).sort()).toEqual(
      [
        'ACCOUNT_MODES',
        'AI_CREATION_STATUSES',
        'AI_FUNCTIONS',
        'BRAND_DICTIONARIES',
        'ApiClientError',
        'ApiError',
        'BALANCE_LOG_TYPES',
        'CORE_TARGETS',
        'CREATION_TYPES',
        'CancelledError',
        'DEFAULT_BRAND_ID',
        'DEFAULT_PREFIX',
        'DEFAULT_TIMEOUT_MS',
        'DEPT_LEVEL_ALIASES',
        'DICTIONARY_ITEMS_MAX',
        'DICTIONARY_ITEM_LABEL_MAX',
        'DOUYIN_AUTH_MODES',
        'DOWNLOAD_POLL_INTERVAL_MS',
        'DOWNLOAD_TASK_CANCEL_STATUS',
        'DOWNLOAD_TASK_STATUSES',
        'ERROR_MESSAGES',
        'EXPORT_ROW_STATUSES',
        'GENERATION_STATUSES',
        'GOODS_KINDS',
        'IMAGE_TEXT_CREATION_TYPE',
        'JOB_KINDS',
        'JOB_OUTCOMES',
        'LEVEL_RIGHTS',
        'LINK_STATUSES',
        'MATERIAL_SOURCES',
        'MATERIAL_SPECIFIC_TYPES',
        'MATERIAL_TYPES',
        'MAX_FILE_NAME_LENGTH',
        'MAX_TRACKED_STAY_SECONDS',
        'MEMBER_LEVELS_MAX',
        'MEMBER_LEVEL_NAME_MAX',
        'MEMBER_LEVEL_POINTS_MAX',
        'MEMBER_STATUSES',
        'MERGE_SPLIT_OPERATION',
        'MINI_PROGRAM_FUNC_SCOPES',
        'MINI_PROGRAM_INVALID_TYPES',
        'MINI_PROGRAM_REQUIRED_SCOPES',
        'MERGE_SPLIT_STATUSES',
        'MODULELESS_PAGES',
        'NO_PERMISSION_CODE',
        'NetworkError',
        'ORDER_EXPIRY_MINUTES',
        'ORDER_STATUSES',
        'PAY_METHODS',
        'ORG_SYNC_CHANGES',
        'ORG_SYNC_STATUSES',
        'PLATFORMS',
        'PLATFORM_AUTH_EXPIRING_DAYS',
        'PLATFORM_AUTH_STATUSES',
        'PRODUCT_TYPES',
        'PRODUCT_UNITS',
        'PROCESSING_STATUSES',
        'PUBLISH_STATUSES',
        'RENDER_FAILURE_REASONS',
        'RENDER_JOB_STATUSES',
        'REUSED_ENDPOINTS',
        'SECTIONS_MAX',
        'SECTION_CONTENT_LISTS',
        'SECTION_CONTENT_TYPES',
        'SECTION_LIST_ITEMS_MAX',
        'SECTION_NAME_MAX',
        'SPEC_ENDPOINTS',
        'SPEECH_PREVIEW_MAX',
        'SPEECH_VOICES',
        'SSO_LOGIN_TYPES',
        'SUBTITLE_POSITIONS',
        'TAG_TASK_STATUSES',
        'TASK_CENTRE_DEFAULT_PAGE_SIZE',
        'TASK_CENTRE_PAGE_SIZES',
        'TASK_CENTRE_STATUSES',
        'TASK_CENTRE_TABS',
        'TASK_EXPORT_DIMENSIONS',
        'TASK_TYPES',
        'TEMPLATE_LIMITS',
        'TEMPLATE_RATIOS',
        'TEMPLATE_SIZES',
        'TEMPLATE_SLOT_KINDS',
        'TEMPLATE_SOURCES',
        'TEMPLATE_TRANSITIONS',
        'TOKEN_INVALID_PATTERN',
        'TRACKING_EVENTS',
        'TimeoutError',
        'UNAUTHORIZED_CODES',
        'UNNAMED_ENDPOINTS',
        'USAGE_SOURCES',
        'UNTRACKED_PAGES',
        'VIDEO_GENERATION_MODES',
        'accountModeOf',
        'aiFunctionOf',
        'binaryEndpoint',
        'canonicalize',
        'codesOf',
        'createApiClient',
        'creationTypeKind',
        'defaultDedupeWhitelist',
        'dictionaryEntry',
        'dictionaryLabel',
        'domainEndpoints',
        'endpoint',
        'endpoints',
        'exportRowAction',
        'exportRowProgress',
        'formatYuan',
        'goodsName',
        'isApiClientError',
        'isApiError',
        'isCancelledError',
        'isNetworkError',
        'isTimeoutError',
        'isUnauthorizedEnvelope',
        'jobOutcome',
        'parseContentDisposition',
        'readEnvelope',
        'sanitizeFileName',
        'toFormData',
        'toSearchParams',
      ].sort(),
    );
  });

  it('of @brand-console/api-client/client (the client alone, the same function as the root’s)', () => {
    expect(Object.keys(client)).toEqual(['createApiClient']);
    expect(client.createApiClient).toBe(main.createApiClient);
  });

  it('of @brand-console/api-client/query', () => {
    expect(Object.keys(query).sort()).toEqual(
      [
        'API_QUERY_SCOPE',
        'apiInfiniteQueryOptions',
        'apiMutationOptions',
        'apiPathKey',
        'apiQueryKey',
        'apiQueryOptions',
      ].sort(),
    );
  });

  it('of @brand-console/api-client/schemas', () => {
    expect(Object.keys(schemas).sort()).toEqual(
      [
        'DOWNLOAD_TEMPLATE_NAMES',
        'LIMITS',
        'MCN_NAME_MAX',
        'NOTICE_BODY_MAX',
        'NOTICE_DEPTS_MAX',
        'NOTICE_TITLE_MAX',
        'accountRequests',
        'array',
        'code',
        'commerceRequests',
        'dateBound',
        'dateTime',
        'decodeFormParams',
        'dictionaryItemFormSchema',
        'empty',
        'file',
        'noticeFormSchema',
        'organisationRequests',
        'flag',
        'id',
        'int',
        'levelRulesFormSchema',
        'levelRulesSchema',
        'list',
        'materialLibraryRequests',
        'membersRequests',
        'num',
        'page',
        'platformsRequests',
        'requestSchemas',
        'SCRIPT_LIMITS',
        'scriptFormSchema',
        'scriptSpecSchema',
        'sectionFormSchema',
        'synthesisFormSchema',
        'templateFormSchema',
        'templateSpecSchema',
        'text',
      ].sort(),
    );
  });
});

describe('given the main entry bundled for the browser', () => {
  async function inputsOf(contents: string) {
    const result = await build({
      stdin: { contents, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      metafile: true,
      logLevel: 'silent',
    });
    return Object.keys(result.metafile.inputs);
  }

  it('pulls in neither zod nor TanStack Query', async () => {
    const inputs = await inputsOf(`export { createApiClient, endpoints, MATERIAL_TYPES } from './index';`);
    expect(inputs.some((input) => input.includes('node_modules/ky/'))).toBe(true);
    expect(inputs.filter((input) => /zod|@tanstack/.test(input))).toEqual([]);
  });

  it('pulls zod in through the schemas subpath (the check can fail)', async () => {
    const inputs = await inputsOf(`export { requestSchemas } from './schemas/index';`);
    expect(inputs.some((input) => input.includes('zod'))).toBe(true);
  });
});
