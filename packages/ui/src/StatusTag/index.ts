export { StatusTag } from './StatusTag';
export type { StatusTagProps } from './StatusTag';
export { statusDictionary, resolveStatus, toTagTone } from './statusDictionary';
export type { StatusDictionary, StatusEntry, StatusLabel, DictionaryItem } from './statusDictionary';
