import { z } from 'zod';
import {
  BRAND_DICTIONARIES,
  DICTIONARY_ITEM_LABEL_MAX,
  DICTIONARY_ITEMS_MAX,
  type BrandDictionaryCode,
} from '../dictionaries/brandSettings';
import { array, empty, flag, id, text } from './fields';

const dictCode = () =>
  z.enum(BRAND_DICTIONARIES.map((d) => d.value) as [BrandDictionaryCode, ...BrandDictionaryCode[]]);

/** An item's label: one line, 1 to `DICTIONARY_ITEM_LABEL_MAX` characters once trimmed. */
const label = () =>
  text(DICTIONARY_ITEM_LABEL_MAX + 100)
    .trim()
    .min(1, '请输入名称')
    .max(DICTIONARY_ITEM_LABEL_MAX, `名称最多 ${DICTIONARY_ITEM_LABEL_MAX} 个字`)
    .refine((t) => !/[\r\n]/.test(t), '名称只能是一行');

/** Requests of 字典设置 (designed, issue 22). */
export const dictionariesRequests = {
  '/v1/system/dict/listDicts': empty(),
  '/v1/system/dict/listItems': z.object({ dictCode: dictCode() }),
  /** Added at the end of the dictionary, enabled. */
  '/v1/system/dict/addItem': z.object({ dictCode: dictCode(), label: label() }),
  '/v1/system/dict/renameItem': z.object({ id: id(), label: label() }),
  '/v1/system/dict/setItemEnabled': z.object({ id: id(), enabled: flag() }),
  /** Every item of the dictionary, once each, in the new order (JSON body). */
  '/v1/system/dict/sortItems': z.object({ dictCode: dictCode(), ids: array(id(), DICTIONARY_ITEMS_MAX) }),
  /** Refused while the item is in use (disable it instead). */
  '/v1/system/dict/deleteItem': z.object({ id: id() }),
  /** Any member: the enabled items in order. */
  '/v1/system/dict/enabledItems': z.object({ dictCode: dictCode() }),
} satisfies Record<string, z.ZodType>;

/** What the item form says when a label is wrong, in the reader's language. */
export interface DictionaryItemMessages {
  required: string;
  tooLong: string;
}

/** The console's item form (add, rename): the label with the server's maximum. */
export const dictionaryItemFormSchema = (m: DictionaryItemMessages) =>
  z.object({
    label: text(DICTIONARY_ITEM_LABEL_MAX + 100)
      .trim()
      .min(1, m.required)
      .max(DICTIONARY_ITEM_LABEL_MAX, m.tooLong),
  });
