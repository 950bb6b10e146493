import { DICTIONARY_ITEMS_MAX } from '@brand-console/api-client';
import { transaction, type Database } from '../db/database';
import {
  addDictionaryItem,
  countDictionaryItems,
  deleteDictionaryItem,
  dictionaryItems,
  dictionaryLabelTaken,
  dictionarySummaries,
  enabledDictionaryItems,
  findDictionaryItem,
  renameDictionaryItem,
  setDictionaryItemEnabled,
  sortDictionaryItems,
} from '../db/dictionaries';
import { Scope } from '../http/access';
import { badRequest, Codes, HttpError } from '../http/errors';
import type { RouteTable } from '../http/routes';
import { formatDateTime } from '../lib/time';

const conflict = (msg: string) => new HttpError(409, Codes.conflict, msg);

/** An item of the session's brand; another brand's, or none, is the same 400. */
function existing(db: Database, brandId: number, id: number) {
  const item = findDictionaryItem(db, brandId, id);
  if (!item) throw badRequest('字典项不存在');
  return item;
}

/**
 * 字典设置 (`/v1/system/dict/...`, issue 22, ADR 0026): the items of the brand's dictionaries
 * (`BRAND_DICTIONARIES`), edited under `dictionary_set`: add at the end, rename, enable or disable,
 * reorder, delete when nothing uses the item. `enabledItems` is what the pages using a dictionary
 * read, for any member of the brand.
 */
export const dictionariesRoutes: RouteTable = {
  '/v1/system/dict/listDicts': {
    access: [Scope.dictionarySet],
    handler: ({ auth, services }) => dictionarySummaries(services.db, auth.brandId),
  },

  '/v1/system/dict/listItems': {
    access: [Scope.dictionarySet],
    handler: ({ params, auth, services }) => dictionaryItems(services.db, auth.brandId, params.dictCode),
  },

  '/v1/system/dict/addItem': {
    access: [Scope.dictionarySet],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      return transaction(db, () => {
        if (dictionaryLabelTaken(db, auth.brandId, params.dictCode, params.label)) throw conflict('该名称已存在');
        if (countDictionaryItems(db, auth.brandId, params.dictCode) >= DICTIONARY_ITEMS_MAX) {
          throw badRequest(`每个字典最多 ${DICTIONARY_ITEMS_MAX} 项`);
        }
        const id = addDictionaryItem(db, auth.brandId, params.dictCode, params.label, formatDateTime(services.now()));
        return { id };
      });
    },
  },

  '/v1/system/dict/renameItem': {
    access: [Scope.dictionarySet],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const item = existing(db, auth.brandId, params.id);
      if (dictionaryLabelTaken(db, auth.brandId, item.dictCode, params.label, item.id)) throw conflict('该名称已存在');
      renameDictionaryItem(db, auth.brandId, item.id, params.label, formatDateTime(services.now()));
      return null;
    },
  },

  '/v1/system/dict/setItemEnabled': {
    access: [Scope.dictionarySet],
    handler: ({ params, auth, services }) => {
      const item = existing(services.db, auth.brandId, params.id);
      setDictionaryItemEnabled(
        services.db,
        auth.brandId,
        item.id,
        params.enabled === 1,
        formatDateTime(services.now()),
      );
      return null;
    },
  },

  '/v1/system/dict/sortItems': {
    access: [Scope.dictionarySet],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      transaction(db, () => {
        const current = dictionaryItems(db, auth.brandId, params.dictCode).map((i) => i.id);
        const given = new Set(params.ids);
        if (given.size !== params.ids.length || given.size !== current.length || current.some((id) => !given.has(id))) {
          throw badRequest('排序须包含该字典的每一项，且每项一次');
        }
        sortDictionaryItems(db, auth.brandId, params.ids);
      });
      return null;
    },
  },

  '/v1/system/dict/deleteItem': {
    access: [Scope.dictionarySet],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      transaction(db, () => {
        const item = existing(db, auth.brandId, params.id);
        if (item.usage !== null && item.usage > 0) throw conflict('该字典项正在使用中，可停用后不再可选');
        deleteDictionaryItem(db, auth.brandId, item);
      });
      return null;
    },
  },

  '/v1/system/dict/enabledItems': {
    access: 'member',
    handler: ({ params, auth, services }) => enabledDictionaryItems(services.db, auth.brandId, params.dictCode),
  },
};
