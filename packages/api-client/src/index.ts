// @brand-console/api-client: typed client for every Brand Console endpoint, on ky.
// Subpaths: `@brand-console/api-client/client` (the client alone, to load on demand),
// `@brand-console/api-client/query` (TanStack Query helpers) and
// `@brand-console/api-client/schemas` (zod request schemas; never pulled in by this entry).

// Client
export {
  createApiClient,
  defaultDedupeWhitelist,
  DEFAULT_BRAND_ID,
  DEFAULT_PREFIX,
  DEFAULT_TIMEOUT_MS,
  type ApiAuth,
  type ApiClient,
  type ApiClientOptions,
  type ErrorContext,
  type ReportedError,
} from './client/createApiClient';
export {
  type ApiPath,
  type BinaryPath,
  type CallArgs,
  type CallOptions,
  type EndpointTypes,
  type JsonPath,
  type RequestOf,
  type ResponseOf,
} from './client/types';
export {
  binaryEndpoint,
  endpoint,
  type BodyEncoding,
  type DownloadedFile,
  type EndpointDefinition,
  type EndpointMap,
  type EndpointMeta,
  type HttpMethod,
  type ResponseKind,
} from './client/endpoint';
export {
  isUnauthorizedEnvelope,
  readEnvelope,
  TOKEN_INVALID_PATTERN,
  UNAUTHORIZED_CODES,
  NO_PERMISSION_CODE,
  type Envelope,
} from './client/envelope';
export { ERROR_MESSAGES, type ApiLocale, type ErrorMessages } from './client/messages';
export { MAX_FILE_NAME_LENGTH, parseContentDisposition, sanitizeFileName } from './client/fileName';
export { canonicalize, toFormData, toSearchParams, type Params } from './client/encoding';

// Errors
export { ApiClientError, isApiClientError, type ApiErrorKind } from './errors/ApiClientError';
export { ApiError, isApiError } from './errors/ApiError';
export { NetworkError, isNetworkError } from './errors/NetworkError';
export { TimeoutError, isTimeoutError } from './errors/TimeoutError';
export { CancelledError, isCancelledError } from './errors/CancelledError';

// Endpoint maps
export { domainEndpoints, endpoints, type Endpoints } from './domains/endpoints';
export { REUSED_ENDPOINTS, SPEC_ENDPOINTS, UNNAMED_ENDPOINTS } from './domains/specEndpoints';
export type { DateTimeText, Done, Flag, PageResult } from './domains/common';

// Entity and response types, by domain
export type {
  Brand,
  BrandInfo,
  BrandUserInfo,
  FsAccount,
  LoginBrand,
  LoginResult,
  MenuNode,
  Role,
  UnreadMessage,
  UploadedImage,
  UserInfo,
  UserInfoData,
  UserInfoEditData,
} from './domains/account/types';
export type { DownloadTask, DownloadTaskStatusCode } from './domains/downloads/types';
export type { ClientDownloadConfig, SupportedPublishWays } from './domains/config/types';
export type {
  BusinessBindingChoices,
  BusinessEntity,
  BusinessEntityBindings,
  BusinessEntitySettings,
  BusinessEntityState,
  DeptCreated,
  DeptGroup,
  DeptLevelAlias,
  DeptNode,
  OrgSyncChange,
  OrgSyncInfo,
  OrgSyncRun,
  OutsiderConfig,
} from './domains/organisation/types';
export type {
  BrandRole,
  BrandUser,
  BrandUserAdded,
  BrandUserDetail,
  BrandUserPasswordReset,
  MemberDept,
  MemberIdentity,
  MemberRole,
  MemberSignIn,
  RoleCreated,
  RoleMenuNode,
  RoleMenus,
} from './domains/members/types';
export type { NoticeCreated, NoticeDept, NoticeReader, NoticeRow } from './domains/notices/types';
export type {
  BrandDictionaryItem,
  BrandDictionarySummary,
  DictionaryItemCreated,
  DictionaryOption,
} from './domains/dictionaries/types';
export type {
  BrandSettings,
  ContentSection,
  MemberLevel,
  SectionCreated,
  SectionListConfig,
} from './domains/settings/types';
export type { McnInstitution, PlatformAccount, PlatformAuthResult, PlatformAuthStart } from './domains/platforms/types';
export type {
  CoreTarget,
  DataOverview,
  DataOverviewDay,
  DataOverviewFigures,
  EmployeeDataRow,
  OrganizationalStructureInfo,
  TaskDataRow,
} from './domains/operationalAnalysis/types';
export type { CurrentGoldDetail, GoldRecord, KosKocUser } from './domains/employees/types';
export type {
  GrowthJoinPoint,
  GrowthLevel,
  GrowthLevelCount,
  GrowthOverview,
  GrowthTask,
} from './domains/growth/types';
export type { ExportColumn, MiniTask, OrgTaskDataRow, SavedTask, TaskCenter } from './domains/orgTasks/types';
export type {
  BalanceLog,
  BalanceSummary,
  CreatedOrder,
  Order,
  OrderGoods,
  OrderStatus,
  ProductGoods,
  ProductUseInfo,
  UsageRecord,
  UserSumvideoConfig,
} from './domains/commerce/types';
export type {
  Category,
  CreativeGroup,
  CreativeReplace,
  CreativeStrategy,
  EditingProject,
  Font,
  MediaInfo,
  QueuedTasks,
  SpeechPreview,
  SpeechVoiceInfo,
  SynthesisTask,
  SynthesisTaskDetail,
  TemplateMaterial,
  TemplatePresenter,
  TemplateRatio,
  TemplateShot,
  TemplateSlotKind,
  TemplateSpec,
  TemplateSubtitleStyle,
  TemplateTextLayer,
  TemplateTransition,
  TextLayerPosition,
  VideoTemplate,
  VideoTemplateDetail,
} from './domains/videoCreation/types';
export type { DigitalModel, PipelinePresenter } from './domains/digitalModels/types';
export {
  DIGITAL_MODEL_LIMITS,
  DIGITAL_MODEL_SOURCES,
  FIGURE_KINDS,
  PRESENTER_POSITIONS,
  REPLACE_LIMITS,
  REPLACE_MODES,
  replaceVariants,
  replaceVariantTotal,
  type DigitalModelSourceCode,
  type FigureKind,
  type PresenterPosition,
  type ReplaceModeCode,
} from './dictionaries/digitalModels';
export type { EditingProjectDetail, EditingProjectInfo, ScriptShot, ScriptSpec } from './domains/scripts/types';
export {
  estimatedScriptMs,
  estimatedShotMs,
  narrationLength,
  SHOT_MIN_MS,
  SHOT_PAUSE_MS,
} from './domains/scripts/timing';
export type {
  ImageTextNote,
  ImageTextNotePage,
  ImageTextTemplate,
  ImageTextTemplateDetail,
  ImageTextTemplatePage,
  ImageTextTemplateSpec,
  ImageTextTextSlot,
} from './domains/videoCreation/imageText';
export {
  IMAGE_TEXT_CATEGORIES,
  IMAGE_TEXT_LIMITS,
  IMAGE_TEXT_TEXT_ROLES,
  type ImageTextCategory,
  type ImageTextTextRole,
} from './dictionaries/imageText';
export type {
  AiSetting,
  CaptionResult,
  CaptionTaskDetail,
  GeneratedBy,
  GeneratedTexts,
  TitleEntry,
  TitleImportResult,
  TitleWork,
} from './domains/titles/types';
export {
  BUILTIN_MODEL,
  CAPTION_TYPES,
  TEXT_GENERATORS,
  TEXT_KINDS,
  TITLE_LIMITS,
  type CaptionType,
  type TextGenerator,
  type TextKind,
} from './dictionaries/ai';
export type {
  PipelineDetail,
  PipelineGroupSpec,
  PipelineInfo,
  PipelineProduct,
  PipelineSpec,
} from './domains/pipelines/types';
export type {
  Material,
  MaterialUser,
  SavedId,
  StsCredentials,
  Tag,
  TagList,
  UseLog,
} from './domains/materialLibrary/types';
export type {
  BrandTrade,
  Creation,
  CreationTag,
  CreationUploadOutcome,
  CreationUseLog,
  DesignToolVideo,
  ImportRecord,
  MediaResource,
  QrCode,
} from './domains/creationLibrary/types';
export {
  CREATION_IMPORT_MAX,
  CREATION_IMPORT_POLL_MS,
  CREATION_IMPORT_STATUSES,
  CREATION_LIMITS,
  CREATION_USE_TYPES,
  MEDIA_RESOURCE_LIBRARIES,
  QR_CODE_STATUSES,
  type CreationImportStatus,
  type CreationUseType,
  type MediaResourceLibrary,
  type QrCodeStatus,
} from './dictionaries/creationLibrary';
export type { AiCreationRecord, MergeSplitRecord, RecordSourceMaterial, TagTaskRow } from './domains/taskCentre/types';
export type { AuditNode, AuditUser } from './domains/audit/types';
export type { HomePageData, KocMiniProgram, LiveRecordLog, ShopAccount, UserGroup } from './domains/others/types';

// Dictionaries
export {
  codesOf,
  dictionaryEntry,
  dictionaryLabel,
  type Dictionary,
  type DictionaryCodes,
  type DictionaryEntry,
  type DictionaryValue,
} from './dictionaries/dictionary';
export {
  MATERIAL_SOURCES,
  MATERIAL_SPECIFIC_TYPES,
  MATERIAL_TYPES,
  type MaterialSourceCode,
  type MaterialSpecificTypeCode,
  type MaterialTypeCode,
} from './dictionaries/material';
export {
  AI_FUNCTIONS,
  aiFunctionOf,
  CREATION_TYPES,
  creationTypeKind,
  IMAGE_TEXT_CREATION_TYPE,
  PLATFORM_AUTH_EXPIRING_DAYS,
  PLATFORM_AUTH_STATUSES,
  PLATFORMS,
  VIDEO_GENERATION_MODES,
  type AiFunction,
  type PlatformAuthStatusCode,
  type PlatformCode,
  type VideoGenerationModeCode,
} from './dictionaries/video';
export {
  AI_CREATION_STATUSES,
  DOWNLOAD_POLL_INTERVAL_MS,
  DOWNLOAD_TASK_CANCEL_STATUS,
  DOWNLOAD_TASK_STATUSES,
  EXPORT_ROW_STATUSES,
  exportRowAction,
  exportRowProgress,
  GENERATION_STATUSES,
  JOB_KINDS,
  JOB_OUTCOMES,
  jobOutcome,
  LINK_STATUSES,
  MERGE_SPLIT_STATUSES,
  PROCESSING_STATUSES,
  PUBLISH_STATUSES,
  TAG_TASK_STATUSES,
  TASK_CENTRE_STATUSES,
  type AiCreationStatus,
  type DownloadTaskStatus,
  type ExportRowStatus,
  type GenerationStatus,
  type JobKind,
  type JobOutcome,
  type LinkStatus,
  type MergeSplitStatus,
  type ProcessingStatus,
  type PublishStatus,
  type TagTaskStatus,
  type TaskCentreStatus,
} from './dictionaries/statuses';
export {
  MERGE_SPLIT_OPERATION,
  TASK_CENTRE_DEFAULT_PAGE_SIZE,
  TASK_CENTRE_PAGE_SIZES,
  TASK_CENTRE_TABS,
  type TaskCentreTab,
} from './dictionaries/taskCentre';
export { SSO_LOGIN_TYPES, type SsoLoginType } from './dictionaries/signIn';
export {
  BALANCE_LOG_TYPES,
  formatYuan,
  GOODS_KINDS,
  goodsName,
  ORDER_EXPIRY_MINUTES,
  ORDER_STATUSES,
  PAY_METHODS,
  PRODUCT_TYPES,
  PRODUCT_UNITS,
  USAGE_SOURCES,
  type BalanceLogTypeCode,
  type GoodsKindCode,
  type OrderStatusCode,
  type PayMethodCode,
  type ProductTypeCode,
  type UsageSourceCode,
} from './dictionaries/billing';
export {
  ACCOUNT_MODES,
  accountModeOf,
  DEPT_LEVEL_ALIASES,
  MEMBER_STATUSES,
  ORG_SYNC_CHANGES,
  ORG_SYNC_STATUSES,
  type AccountMode,
  type DefaultDeptLevel,
  type MemberStatus,
  type OrgSyncChangeKind,
  type OrgSyncStatus,
} from './dictionaries/organisation';
export {
  CORE_TARGETS,
  TASK_EXPORT_DIMENSIONS,
  TASK_TYPES,
  type CoreTargetName,
  type TaskExportDimension,
  type TaskTypeCode,
} from './dictionaries/marketing';
export {
  BRAND_DICTIONARIES,
  DICTIONARY_ITEM_LABEL_MAX,
  DICTIONARY_ITEMS_MAX,
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
  type BrandDictionaryCode,
  type DouyinAuthMode,
  type LevelRight,
  type SectionContentList,
  type SectionContentType,
} from './dictionaries/brandSettings';
export {
  MAX_TRACKED_STAY_SECONDS,
  MODULELESS_PAGES,
  TRACKING_EVENTS,
  UNTRACKED_PAGES,
  type TrackingEventId,
} from './dictionaries/tracking';
export {
  MINI_PROGRAM_FUNC_SCOPES,
  MINI_PROGRAM_INVALID_TYPES,
  MINI_PROGRAM_REQUIRED_SCOPES,
  type MiniProgramFuncScope,
  type MiniProgramInvalidTypeCode,
} from './dictionaries/platformAuth';
export {
  RENDER_FAILURE_REASONS,
  RENDER_JOB_STATUSES,
  SPEECH_PREVIEW_MAX,
  SPEECH_VOICES,
  SUBTITLE_POSITIONS,
  TEMPLATE_LIMITS,
  TEMPLATE_RATIOS,
  TEMPLATE_SIZES,
  TEMPLATE_SLOT_KINDS,
  TEMPLATE_SOURCES,
  TEMPLATE_TRANSITIONS,
  type TemplateRatioCode,
  type TemplateSourceCode,
  type RenderFailureReason,
  type RenderJobStatusCode,
  type SpeechVoice,
  type SubtitlePosition,
} from './dictionaries/media';
export {
  choose,
  FOOLISH_LIMITS,
  FOOLISH_STYLES,
  PIPELINE_LIMITS,
  PIPELINE_STRATEGIES,
  pipelineCombinationCount,
  type FoolishStyle,
  type FoolishStyleKey,
  type PipelineStrategyCode,
} from './dictionaries/pipelines';
export {
  PUBLISH_ACCOUNT_REFUSALS,
  PUBLISH_LIMITS,
  PUBLISH_MOUNT_KINDS,
  PUBLISH_MOUNT_PLATFORMS,
  PUBLISH_PLATFORM_LIMITS,
  PUBLISH_SOURCES,
  PUBLISH_WORK_SOURCES,
  type PublishMountKind,
  type PublishSource,
  type PublishWorkSource,
} from './dictionaries/publishing';
export type { Publication, PublicationFigures, PublicationMount } from './domains/publishing/types';
export type { MountGoods, PublicationFiguresResult } from './domains/publishRecords/types';
export type {
  QrPublishCode,
  QrPublishDetail,
  QrPublishScan,
  QrPublishWork,
  QrPublishWorkOption,
} from './domains/qrPublish/types';
export type { PublishStatusCounts, PublishTask, PublishTaskDetail, PublishWork } from './domains/publishing/types';
export type { MatrixAccount, MatrixGroup } from './domains/matrix/types';
export { MATRIX_LIMITS } from './domains/matrix/limits';
