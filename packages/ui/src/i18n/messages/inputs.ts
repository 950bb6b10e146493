import type { Catalogues } from '../translate';
import { commonEn, commonZhCN, type CommonMessageKey } from './common';
/** UI strings for the form controls added with the page templates: MoneyInput, TimeInput, ColorInput, TagsInput, MemberPicker, FileUpload. Keys are prefixed by component; both languages must have every key. */
export const inputsZhCN = {
  'moneyInput.unit': '元',
} as const;

export const inputsEn: Record<keyof typeof inputsZhCN, string> = {
  'moneyInput.unit': 'CNY',
};

/** This area's strings with the shared ones: what its components translate with. */
export const inputsCatalogues: Catalogues<keyof typeof inputsZhCN | CommonMessageKey> = {
  'zh-CN': { ...commonZhCN, ...inputsZhCN },
  en: { ...commonEn, ...inputsEn },
};
