/**
 * `@brand-console/api-client/schemas`: zod request schemas, one per endpoint, keyed by path.
 * The reference server validates decoded requests with them; the browser bundle only pulls
 * zod in when it imports this subpath.
 */
export { requestSchemas, type RequestSchemas } from './requestSchemas';
/**
 * One domain's request schemas: a page that validates a form with its endpoint's own schema imports
 * its domain's map, not `requestSchemas`, whose every domain would then be in the page's chunk.
 */
export { accountRequests } from './account';
export { commerceRequests } from './commerce';
export { materialLibraryRequests } from './materialLibrary';
export { membersRequests } from './members';
export { organisationRequests } from './organisation';
export { platformsRequests } from './platforms';
export {
  PUBLISH_FORM_LIMITS,
  publishCreateSchema,
  publishFormSchema,
  publishingRequests,
  publishPlatformsOf,
  publishTextLength,
  publishTitleFor,
  publishViolations,
  type PublishFormAccount,
  type PublishFormMessages,
  type PublishFormValues,
  type PublishFormWork,
  type PublishViolation,
} from './publishing';
export { mountFormSchema, PUBLISH_RECORD_LIMITS, publishRecordsRequests } from './publishRecords';
export {
  QR_PUBLISH_LIMITS,
  qrPublishFormSchema,
  qrPublishFormSchemaOf,
  qrPublishRequests,
  type QrPublishFormMessages,
} from './qrPublish';
export { matrixGroupFormSchema, matrixGroupNameSchema, matrixRequests } from './matrix';
export {
  array,
  code,
  dateBound,
  dateTime,
  decodeFormParams,
  empty,
  file,
  flag,
  id,
  int,
  LIMITS,
  list,
  num,
  page,
  text,
  type DecodedParams,
} from './fields';
export { DOWNLOAD_TEMPLATE_NAMES } from './downloads';
export { dictionaryItemFormSchema, type DictionaryItemMessages } from './dictionaries';
export {
  levelRulesFormSchema,
  levelRulesSchema,
  sectionFormSchema,
  type LevelRulesMessages,
  type SectionFormMessages,
} from './settings';
export {
  NOTICE_BODY_MAX,
  NOTICE_DEPTS_MAX,
  NOTICE_TITLE_MAX,
  noticeFormSchema,
  type NoticeFormMessages,
} from './notices';
export { MCN_NAME_MAX } from './platforms';
export {
  PIPELINE_GROUP_NAME_MAX,
  pipelineFormSchema,
  pipelineSpecSchema,
  type PipelineFormMessages,
} from './pipelines';
export {
  digitalModelFormSchema,
  digitalModelsRequests,
  presenterPosition,
  presenterScale,
  type DigitalModelFormMessages,
} from './digitalModels';
export { SCRIPT_LIMITS, scriptFormSchema, scriptSpecSchema, type ScriptFormMessages } from './scripts';
export {
  IMAGE_TEXT_LIMITS,
  imageTextDocumentSchema,
  imageTextNoteFormSchema,
  imageTextSpecSchema,
  imageTextTemplateFormSchema,
  type ImageTextFormMessages,
} from './imageText';
export { titleFormSchema, titlesRequests } from './titles';
export {
  replaceRuleFormSchema,
  type ReplaceRuleFormMessages,
  synthesisFormSchema,
  templateFormSchema,
  templateSpecSchema,
  type SynthesisFormMessages,
  type TemplateFormMessages,
} from './videoCreation';
