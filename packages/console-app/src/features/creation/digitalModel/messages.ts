import { DIGITAL_MODEL_LIMITS, REPLACE_LIMITS, TEMPLATE_LIMITS } from '@brand-console/api-client';
import type { DigitalModelFormMessages, ReplaceRuleFormMessages } from '@brand-console/api-client/schemas';
import { useTranslate, type Catalogues, type Locale } from '@brand-console/ui';
import { appEn, appZhCN } from '../../../lib/messages';
import { refusalOf } from '../../../lib/refusal';

/** Strings of 数字人, the virtual model library, presenters and replacement rules (ADR 0035); both languages have every key. */
export const digitalModelZhCN = {
  'dm.lead': '数字人由形象（透明底图片或循环短视频）和配音组成，可放进模板、脚本和流水线，出现在每个镜头上并朗读旁白。',
  'dm.tabOwn': '我的数字人',
  'dm.tabLibrary': '虚拟模特库',
  'dm.libraryLead': '平台提供的虚拟模特，复制到“我的数字人”后可修改配音和位置。',
  'dm.new': '新建数字人',
  'dm.name': '名称',
  'dm.voice': '配音',
  'dm.allVoices': '全部配音',
  'dm.figure': '形象',
  'dm.figureKind': '形象类型',
  'dm.position': '默认位置',
  'dm.scale': '默认大小（画面高度 %）',
  'dm.description': '简介',
  'dm.grid': '数字人列表',
  'dm.libraryGrid': '虚拟模特列表',
  'dm.figureOf': '{name} 的形象',
  'dm.edit': '编辑',
  'dm.remove': '删除',
  'dm.copy': '复制到我的数字人',
  'dm.copied': '已复制：{name}',
  'dm.confirmRemove': '删除数字人“{name}”？使用它的模板之后将无法渲染，需要换一个数字人。',
  'dm.removed': '已删除',
  'dm.empty': '还没有数字人，可以新建，或从虚拟模特库复制',
  'dm.libraryEmpty': '虚拟模特库暂无模特',
  'dm.noMatch': '没有符合条件的数字人',
  'dm.loadFailed': '数字人加载失败',
  'dm.retry': '重试',
  'dm.summary': '共 {count} 个数字人',
  'dm.listen': '试听',
  'dm.stop': '停止',
  'dm.listening': '正在合成…',
  'dm.player': '{name} 的配音试听',
  'dm.listenFailed': '试听失败',
  'dm.fromLibrary': '来自虚拟模特库',
  'dm.newTitle': '新建数字人',
  'dm.editTitle': '编辑数字人：{name}',
  'dm.pickFigure': '从素材库选择形象',
  'dm.pickTitle': '选择形象素材（透明底 PNG 或短视频）',
  'dm.changeFigure': '更换形象',
  'dm.noFigure': '尚未选择形象',
  'dm.figureHint': '形象站在画面底部；透明底的 PNG 只显示人物轮廓，视频会循环播放。',
  'dm.save': '保存',
  'dm.cancel': '取消',
  'dm.saved': '数字人已保存',
  'dm.sample': '大家好，欢迎收看今天的新品介绍。',
  'dm.sampleEn': 'Hello and welcome to today’s product tour.',
  'pr.legend': '数字人',
  'pr.hint': '选择后，数字人出现在每个镜头上，并用它的声音朗读旁白。',
  'pr.none': '不使用数字人',
  'pr.model': '数字人',
  'pr.position': '位置',
  'pr.scale': '大小（画面高度 %）',
  'pr.modelVoice': '旁白使用数字人的声音',
  'pr.loadFailed': '数字人列表加载失败',
  'pr.manage': '管理数字人',
  'rr.open': '替换规则',
  'rr.openOf': '{name} 的替换规则',
  'rr.title': '替换规则：{name}',
  'rr.lead': '每条规则把一个镜头的素材或一段文字换成若干候选；运行时按组合生成多条视频，每条一个合成任务。',
  'rr.empty': '还没有替换规则',
  'rr.loadFailed': '替换规则加载失败',
  'rr.add': '新增规则',
  'rr.edit': '编辑',
  'rr.remove': '删除',
  'rr.removed': '规则已删除',
  'rr.confirmRemove': '删除规则“{name}”？',
  'rr.name': '规则名称',
  'rr.remark': '备注',
  'rr.target': '替换对象',
  'rr.targetSlot': '镜头素材',
  'rr.targetText': '镜头文字',
  'rr.shot': '镜头',
  'rr.shotOption': '镜头 {n}（{slot}）',
  'rr.layer': '文字',
  'rr.layerOption': '文字 {n}：{text}',
  'rr.noLayers': '这个镜头没有文字',
  'rr.items': '替换项（{count}/{max}）',
  'rr.addMaterial': '添加素材',
  'rr.addText': '添加文字',
  'rr.textItem': '替换文字 {n}',
  'rr.removeItem': '移除 {name}',
  'rr.save': '保存规则',
  'rr.saved': '规则已保存',
  'rr.summarySlot': '镜头 {shot} 的素材 · {count} 个候选',
  'rr.summaryText': '镜头 {shot} 的文字 {layer} · {count} 个候选',
  'rr.run': '生成视频',
  'rr.runTitle': '按规则生成视频',
  'rr.useRule': '使用“{name}”',
  'rr.mode': '组合方式',
  'rr.count': '最多生成（条）',
  'rr.videoName': '视频名称',
  'rr.willMake': '将生成 {count} 条视频（共 {total} 种组合）',
  'rr.chooseRules': '请至少选择一条规则',
  'rr.queued': '已创建 {count} 个合成任务',
  'rr.viewTasks': '查看合成任务',
  'rr.close': '关闭',
  'rr.back': '返回',
  'pp.lead': '流水线“{name}”的数字人：之后每次运行生成的视频都会出现它，并用它的声音朗读旁白。',
  'pp.back': '返回流水线详情',
  'pp.save': '保存',
  'pp.saved': '流水线的数字人已保存',
  'pp.notFound': '流水线不存在或已删除',
  'pp.loadFailed': '流水线的数字人加载失败',
} as const;

export const digitalModelEn: Record<keyof typeof digitalModelZhCN, string> = {
  'dm.lead':
    'A digital model is a figure (a PNG with transparency or a short looping video) with a voice. Templates, scripts and pipelines place it over every shot, and it speaks the narration.',
  'dm.tabOwn': 'My digital models',
  'dm.tabLibrary': 'Virtual model library',
  'dm.libraryLead':
    'Virtual models provided by the platform. Copy one into “My digital models” to change its voice and place.',
  'dm.new': 'New digital model',
  'dm.name': 'Name',
  'dm.voice': 'Voice',
  'dm.allVoices': 'All voices',
  'dm.figure': 'Figure',
  'dm.figureKind': 'Figure type',
  'dm.position': 'Default position',
  'dm.scale': 'Default size (% of the picture’s height)',
  'dm.description': 'Description',
  'dm.grid': 'Digital models',
  'dm.libraryGrid': 'Virtual models',
  'dm.figureOf': 'Figure of {name}',
  'dm.edit': 'Edit',
  'dm.remove': 'Delete',
  'dm.copy': 'Copy to my models',
  'dm.copied': 'Copied: {name}',
  'dm.confirmRemove':
    'Delete the digital model “{name}”? Templates using it will not render until they choose another.',
  'dm.removed': 'Deleted',
  'dm.empty': 'No digital models yet: create one, or copy one from the virtual model library',
  'dm.libraryEmpty': 'The virtual model library is empty',
  'dm.noMatch': 'No digital models match',
  'dm.loadFailed': 'The digital models could not be loaded',
  'dm.retry': 'Retry',
  'dm.summary': '{count} digital models',
  'dm.listen': 'Listen',
  'dm.stop': 'Stop',
  'dm.listening': 'Synthesising…',
  'dm.player': 'Voice sample of {name}',
  'dm.listenFailed': 'The sample could not be played',
  'dm.fromLibrary': 'From the virtual model library',
  'dm.newTitle': 'New digital model',
  'dm.editTitle': 'Edit digital model: {name}',
  'dm.pickFigure': 'Choose a figure from the library',
  'dm.pickTitle': 'Choose a figure (a transparent PNG or a short video)',
  'dm.changeFigure': 'Change figure',
  'dm.noFigure': 'No figure chosen yet',
  'dm.figureHint': 'The figure stands on the bottom edge; a transparent PNG shows only its outline, a video loops.',
  'dm.save': 'Save',
  'dm.cancel': 'Cancel',
  'dm.saved': 'Digital model saved',
  'dm.sample': '大家好，欢迎收看今天的新品介绍。',
  'dm.sampleEn': 'Hello and welcome to today’s product tour.',
  'pr.legend': 'Digital model',
  'pr.hint': 'Once chosen, the digital model stands over every shot and speaks the narration in its voice.',
  'pr.none': 'No digital model',
  'pr.model': 'Digital model',
  'pr.position': 'Position',
  'pr.scale': 'Size (% of the picture’s height)',
  'pr.modelVoice': 'The narration uses the model’s voice',
  'pr.loadFailed': 'The digital models could not be loaded',
  'pr.manage': 'Manage digital models',
  'rr.open': 'Replacement rules',
  'rr.openOf': 'Replacement rules of {name}',
  'rr.title': 'Replacement rules: {name}',
  'rr.lead':
    'Each rule swaps one shot’s material or one of its texts for several candidates; a run makes one video per combination, each its own synthesis task.',
  'rr.empty': 'No replacement rules yet',
  'rr.loadFailed': 'The replacement rules could not be loaded',
  'rr.add': 'Add rule',
  'rr.edit': 'Edit',
  'rr.remove': 'Delete',
  'rr.removed': 'Rule deleted',
  'rr.confirmRemove': 'Delete the rule “{name}”?',
  'rr.name': 'Rule name',
  'rr.remark': 'Remark',
  'rr.target': 'What it replaces',
  'rr.targetSlot': 'A shot’s material',
  'rr.targetText': 'A shot’s text',
  'rr.shot': 'Shot',
  'rr.shotOption': 'Shot {n} ({slot})',
  'rr.layer': 'Text',
  'rr.layerOption': 'Text {n}: {text}',
  'rr.noLayers': 'This shot has no text',
  'rr.items': 'Replacements ({count}/{max})',
  'rr.addMaterial': 'Add material',
  'rr.addText': 'Add text',
  'rr.textItem': 'Replacement text {n}',
  'rr.removeItem': 'Remove {name}',
  'rr.save': 'Save rule',
  'rr.saved': 'Rule saved',
  'rr.summarySlot': 'Material of shot {shot} · {count} candidates',
  'rr.summaryText': 'Text {layer} of shot {shot} · {count} candidates',
  'rr.run': 'Make videos',
  'rr.runTitle': 'Make videos by the rules',
  'rr.useRule': 'Use “{name}”',
  'rr.mode': 'Combination',
  'rr.count': 'At most (videos)',
  'rr.videoName': 'Video name',
  'rr.willMake': '{count} videos will be made ({total} combinations)',
  'rr.chooseRules': 'Choose at least one rule',
  'rr.queued': '{count} synthesis tasks created',
  'rr.viewTasks': 'View synthesis tasks',
  'rr.close': 'Close',
  'rr.back': 'Back',
  'pp.lead':
    'The digital model of the pipeline “{name}”: every video its later runs make shows it, speaking the narration in its voice.',
  'pp.back': 'Back to the pipeline',
  'pp.save': 'Save',
  'pp.saved': 'The pipeline’s digital model is saved',
  'pp.notFound': 'This pipeline does not exist or was deleted',
  'pp.loadFailed': 'The pipeline’s digital model could not be loaded',
};

const catalogues: Catalogues<keyof typeof digitalModelZhCN | keyof typeof appZhCN> = {
  'zh-CN': { ...appZhCN, ...digitalModelZhCN },
  en: { ...appEn, ...digitalModelEn },
};

export function useDigitalModelTranslate() {
  return useTranslate(catalogues);
}

const ENGLISH_MODEL_FORM: DigitalModelFormMessages = {
  nameRequired: 'Enter the digital model’s name',
  nameTooLong: `The name has at most ${DIGITAL_MODEL_LIMITS.name} characters`,
  figureRequired: 'Choose a figure',
  scale: `The size is ${DIGITAL_MODEL_LIMITS.scale.min}%–${DIGITAL_MODEL_LIMITS.scale.max}%`,
  descriptionTooLong: `The description has at most ${DIGITAL_MODEL_LIMITS.description} characters`,
};

const CHINESE_MODEL_FORM: DigitalModelFormMessages = {
  nameRequired: '请输入数字人名称',
  nameTooLong: `数字人名称最多 ${DIGITAL_MODEL_LIMITS.name} 个字`,
  figureRequired: '请选择形象素材',
  scale: `大小须在 ${DIGITAL_MODEL_LIMITS.scale.min}%–${DIGITAL_MODEL_LIMITS.scale.max}% 之间`,
  descriptionTooLong: `简介最多 ${DIGITAL_MODEL_LIMITS.description} 个字`,
};

/** What the digital model form's schema says, in the reader's language. */
export const digitalModelFormMessages = (locale: Locale | string): DigitalModelFormMessages =>
  locale.startsWith('en') ? ENGLISH_MODEL_FORM : CHINESE_MODEL_FORM;

const ENGLISH_RULE_FORM: ReplaceRuleFormMessages = {
  nameRequired: 'Enter the rule’s name',
  nameTooLong: `The name has at most ${REPLACE_LIMITS.name} characters`,
  remarkTooLong: `The remark has at most ${REPLACE_LIMITS.remark} characters`,
  itemsRequired: 'Add at least one replacement',
  tooManyItems: `At most ${REPLACE_LIMITS.itemsPerRule} replacements per rule`,
  textRequired: 'Enter the replacement text',
  textTooLong: `A text has at most ${TEMPLATE_LIMITS.textLayer} characters`,
};

const CHINESE_RULE_FORM: ReplaceRuleFormMessages = {
  nameRequired: '请输入规则名称',
  nameTooLong: `规则名称最多 ${REPLACE_LIMITS.name} 个字`,
  remarkTooLong: `备注最多 ${REPLACE_LIMITS.remark} 个字`,
  itemsRequired: '至少需要一个替换项',
  tooManyItems: `每条规则最多 ${REPLACE_LIMITS.itemsPerRule} 个替换项`,
  textRequired: '请输入替换文字',
  textTooLong: `文字最多 ${TEMPLATE_LIMITS.textLayer} 个字`,
};

/** What the replacement rule form's schema says, in the reader's language. */
export const replaceRuleFormMessages = (locale: Locale | string): ReplaceRuleFormMessages =>
  locale.startsWith('en') ? ENGLISH_RULE_FORM : CHINESE_RULE_FORM;

/** The server's refusals on these pages, in English (`zh-CN` keeps them as they are). */
const ENGLISH: Record<string, string> = {
  数字人不存在或已删除: 'This digital model does not exist or was deleted',
  虚拟模特不存在: 'This virtual model does not exist',
  '虚拟模特库的模特不能修改，请先复制': 'Library models cannot be changed; copy one first',
  请选择数字人: 'Choose digital models',
  请选择形象素材: 'Choose a figure',
  形象素材不存在或已删除: 'The figure’s material does not exist or was deleted',
  形象素材须为图片或视频: 'A figure is an image or a video',
  形象素材已过期: 'The figure’s material has expired',
  [`每个品牌最多 ${DIGITAL_MODEL_LIMITS.perBrand} 个数字人`]: `A brand keeps at most ${DIGITAL_MODEL_LIMITS.perBrand} digital models`,
  替换规则不存在: 'This replacement rule does not exist',
  模板不存在或已删除: 'This template does not exist or was deleted',
  '模板在回收站中，请先恢复': 'This template is in the recycle bin; restore it first',
  [`每个模板最多 ${REPLACE_LIMITS.rulesPerTemplate} 条替换规则`]: `A template keeps at most ${REPLACE_LIMITS.rulesPerTemplate} replacement rules`,
  请选择要替换的文字: 'Choose the text to replace',
  替换素材不存在或已删除: 'A replacement material does not exist or was deleted',
  替换素材已过期: 'A replacement material has expired',
  请选择该模板的替换规则: 'Choose rules of this template',
  请输入规则名称: 'Enter the rule’s name',
  请输入视频名称: 'Enter the video’s name',
  流水线不存在: 'This pipeline does not exist',
};

/** A refusal of these pages in the reader's language; shot-numbered ones are matched by pattern. */
export function digitalModelMessage(message: string, locale: string): string {
  if (!locale.startsWith('en')) return message;
  if (ENGLISH[message]) return ENGLISH[message];
  let m = /^模板没有第 (\d+) 个镜头$/.exec(message);
  if (m) return `The template has no shot ${m[1]}`;
  m = /^第 (\d+) 个镜头没有这段文字$/.exec(message);
  if (m) return `Shot ${m[1]} has no such text`;
  m = /^第 (\d+) 个镜头只能放(视频|图片)素材$/.exec(message);
  if (m) return `Only ${m[2] === '视频' ? 'a video' : 'an image'} fits shot ${m[1]}`;
  m = /^规则「(.+)」指向的镜头或文字已不在模板中，请修改规则$/.exec(message);
  if (m) return `The rule “${m[1]}” names a shot or text no longer in the template; edit the rule`;
  m = /^本月短视频额度不足：还可生成 (\d+) 个，本次将生成 (\d+) 个$/.exec(message);
  if (m) return `Not enough videos left this month: ${m[1]} left, this would make ${m[2]}`;
  return message;
}

/** A failure as the reader should see it: a refusal translated, or the error's own message. */
export function failureText(error: unknown, locale: string): string {
  const msg = refusalOf(error);
  return msg ? digitalModelMessage(msg, locale) : (error as Error).message;
}

export { refusalOf };
