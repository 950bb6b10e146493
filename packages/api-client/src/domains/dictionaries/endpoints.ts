import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done } from '../common';
import type { BrandDictionaryItem, BrandDictionarySummary, DictionaryItemCreated, DictionaryOption } from './types';

/**
 * Brand dictionaries (系统管理 › 字典设置, issue 22, ADR 0026): the items of the brand's editable
 * dictionaries (`BRAND_DICTIONARIES`), edited under `dictionary_set` and read by any member through
 * `enabledItems`. The spec lists the screen without calls; these are designed under `/v1/system/dict/`.
 */
export const dictionariesEndpoints = {
  '/v1/system/dict/listDicts': endpoint<BrandDictionarySummary[]>(),
  '/v1/system/dict/listItems': endpoint<BrandDictionaryItem[]>(),
  '/v1/system/dict/addItem': endpoint<DictionaryItemCreated>(),
  '/v1/system/dict/renameItem': endpoint<Done>(),
  '/v1/system/dict/setItemEnabled': endpoint<Done>(),
  '/v1/system/dict/sortItems': endpoint<Done>({ encoding: 'json' }),
  '/v1/system/dict/deleteItem': endpoint<Done>(),
  '/v1/system/dict/enabledItems': endpoint<DictionaryOption[]>(),
} satisfies EndpointMap;
