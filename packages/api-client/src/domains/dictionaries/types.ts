import type { BrandDictionaryCode } from '../../dictionaries/brandSettings';
import type { DateTimeText } from '../common';

/** One of the brand's dictionaries with how many items it holds (字典设置's list). */
export interface BrandDictionarySummary {
  dictCode: BrandDictionaryCode;
  total: number;
  enabled: number;
}

/**
 * An item of a brand dictionary, as 字典设置 edits it. `usage`: how many stored rows use it (task
 * tags: tasks), null for a dictionary whose items nothing stores yet.
 */
export interface BrandDictionaryItem {
  id: number;
  dictCode: BrandDictionaryCode;
  label: string;
  /** Its place in the dictionary, from 1. */
  sort: number;
  enabled: boolean;
  usage: number | null;
  updateTime: DateTimeText;
}

/** An enabled item, as the pages that use a dictionary read it (in the dictionary's order). */
export interface DictionaryOption {
  id: number;
  label: string;
}

/** Answer of adding an item. */
export interface DictionaryItemCreated {
  id: number;
}
