import { describe, expect, expectTypeOf, it } from 'vitest';
import { codesOf, dictionaryLabel, type Dictionary } from './dictionary';
import { MATERIAL_SOURCES, MATERIAL_SPECIFIC_TYPES, MATERIAL_TYPES } from './material';
import {
  AI_CREATION_STATUSES,
  DOWNLOAD_TASK_STATUSES,
  EXPORT_ROW_STATUSES,
  exportRowAction,
  exportRowProgress,
  GENERATION_STATUSES,
  LINK_STATUSES,
  MERGE_SPLIT_STATUSES,
  PROCESSING_STATUSES,
  PUBLISH_STATUSES,
  TAG_TASK_STATUSES,
  TASK_CENTRE_STATUSES,
  JOB_KINDS,
  JOB_OUTCOMES,
  jobOutcome,
} from './statuses';
import {
  accountModeOf,
  ACCOUNT_MODES,
  DEPT_LEVEL_ALIASES,
  MEMBER_STATUSES,
  ORG_SYNC_CHANGES,
  ORG_SYNC_STATUSES,
} from './organisation';
import { CORE_TARGETS, TASK_TYPES } from './marketing';
import { TASK_CENTRE_TABS } from './taskCentre';
import { TRACKING_EVENTS } from './tracking';
import {
  AI_FUNCTIONS,
  aiFunctionOf,
  CREATION_TYPES,
  creationTypeKind,
  PLATFORMS,
  VIDEO_GENERATION_MODES,
} from './video';

const all: Record<string, Dictionary<number | string>> = {
  MATERIAL_TYPES,
  MATERIAL_SPECIFIC_TYPES,
  MATERIAL_SOURCES,
  VIDEO_GENERATION_MODES,
  PLATFORMS,
  CREATION_TYPES,
  AI_FUNCTIONS,
  DOWNLOAD_TASK_STATUSES,
  EXPORT_ROW_STATUSES,
  TASK_CENTRE_STATUSES,
  TAG_TASK_STATUSES,
  MERGE_SPLIT_STATUSES,
  AI_CREATION_STATUSES,
  GENERATION_STATUSES,
  PUBLISH_STATUSES,
  LINK_STATUSES,
  PROCESSING_STATUSES,
  TASK_CENTRE_TABS,
  TRACKING_EVENTS,
  DEPT_LEVEL_ALIASES,
  MEMBER_STATUSES,
  ACCOUNT_MODES,
  ORG_SYNC_STATUSES,
  ORG_SYNC_CHANGES,
  TASK_TYPES,
  CORE_TARGETS,
};

describe.each(Object.entries(all))('%s', (_name, dictionary) => {
  it('has unique values and keys, and labels in both languages', () => {
    expect(new Set(dictionary.map((e) => e.value)).size).toBe(dictionary.length);
    expect(new Set(dictionary.map((e) => e.key)).size).toBe(dictionary.length);
    for (const entry of dictionary) {
      expect(entry.zh.trim()).not.toBe('');
      expect(entry.en.trim()).not.toBe('');
      expect(entry.zh).toMatch(/\p{Script=Han}/u);
    }
  });
});

describe('given the spec codes', () => {
  it('carries the material types, sources and modes of section 3', () => {
    expect(MATERIAL_TYPES.map((e) => e.value)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(MATERIAL_SOURCES.map((e) => e.value)).toEqual([1, 2, 3, 6, 7, 10, 11, 12, 13, 14, 17, 25, 26, 30, 31, 50]);
    expect(VIDEO_GENERATION_MODES.map((e) => e.value)).toEqual([1, 2, 3, 4, 6, 14]);
    expect(PLATFORMS.map((e) => e.key)).toEqual(['dy', 'wx', 'xhs', 'ks']);
  });

  it('carries the task types of the create-task paths of section 2', () => {
    expect(TASK_TYPES.map((e) => [e.value, e.key])).toEqual([
      [1, 'video'],
      [2, 'live'],
      [3, 'collecting'],
      [5, 'study'],
      [6, 'imageText'],
    ]);
  });

  it('carries every tracking event id of section 9', () => {
    const ids = TRACKING_EVENTS.map((e) => e.value);
    expect(ids).toEqual([
      ...Array.from({ length: 18 }, (_, i) => 101 + i),
      ...Array.from({ length: 13 }, (_, i) => 201 + i),
    ]);
  });

  it('reads the account mode from architectureMode as section 6 says: 3 or 4 WeCom, 5 WeChat, else Feishu', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(accountModeOf)).toEqual([
      'feishu',
      'feishu',
      'feishu',
      'wecom',
      'wecom',
      'wechat',
      'feishu',
    ]);
  });

  it('labels by locale, falling back to the raw value', () => {
    expect(dictionaryLabel(MATERIAL_TYPES, 1, 'zh')).toBe('视频');
    expect(dictionaryLabel(MATERIAL_TYPES, 1, 'en')).toBe('Video');
    expect(dictionaryLabel(MATERIAL_TYPES, 42, 'en')).toBe('42');
    expect(dictionaryLabel(TASK_CENTRE_TABS, 5, 'en')).toBe('Batch captions');
  });
});

describe('codesOf', () => {
  it('gives each code by its key, typed as its literal', () => {
    const types = codesOf(MATERIAL_TYPES);
    expect(types).toEqual({ video: 1, image: 2, audio: 3, text: 4, unknown: 5, font: 6 });
    expectTypeOf(types.video).toEqualTypeOf<1>();
    expectTypeOf(codesOf(JOB_KINDS).export).toEqualTypeOf<'export'>();
    // @ts-expect-error a key the dictionary does not have
    expect(types.sticker).toBeUndefined();
  });

  it('is frozen, so no caller can change a code', () => {
    expect(Object.isFrozen(codesOf(EXPORT_ROW_STATUSES))).toBe(true);
  });

  it.each(Object.entries(all))('keeps every entry of %s', (_name, dictionary) => {
    const codes: Record<string, number | string> = codesOf(dictionary);
    expect(Object.keys(codes)).toEqual(dictionary.map((e) => e.key));
    expect(Object.values(codes)).toEqual(dictionary.map((e) => e.value));
  });
});

describe('given the task centre progress mapping of section 4', () => {
  it.each([
    [1, 0, 0],
    [2, 0, 33],
    [2, 1, 33],
    [2, 2, 66],
    [2, 3, 99],
    [3, 0, 100],
    [4, 0, 0],
    [5, 0, 0],
    [6, 0, 100],
  ])('status %i sub-status %i shows %i%%', (status, subStatus, percent) => {
    expect(exportRowProgress(status, subStatus)).toBe(percent);
  });

  it('offers cancel for 1 and 2, the file for 3, nothing otherwise', () => {
    expect([1, 2, 3, 4, 5, 6].map(exportRowAction)).toEqual(['cancel', 'cancel', 'open', 'none', 'none', 'none']);
  });
});

describe('given creation types of section 9', () => {
  it('treats 99 as image-text and everything else as video', () => {
    expect(creationTypeKind(99)).toBe('imageText');
    expect(creationTypeKind(1)).toBe('video');
    expect(aiFunctionOf(1, 99)).toBe('generateNote');
    expect(aiFunctionOf(1, 2)).toBe('generateTitle');
    expect(aiFunctionOf(2, 99)).toBe('imitateNote');
    expect(aiFunctionOf(3, 1)).toBe('imitateTitle');
  });
});

describe('job outcomes', () => {
  it('read each kind’s own status codes', () => {
    expect([1, 2, 3, 4, 5, 6].map((s) => jobOutcome('export', s))).toEqual([
      'running',
      'running',
      'done',
      'cancelled',
      'failed',
      'expired',
    ]);
    expect([1, 2, 3, 4].map((s) => jobOutcome('tag', s))).toEqual(['running', 'running', 'failed', 'done']);
    expect([1, 2, 3, 4].map((s) => jobOutcome('split', s))).toEqual(['running', 'done', 'failed', 'running']);
    expect([1, 2, 3].map((s) => jobOutcome('caption', s))).toEqual(['running', 'done', 'failed']);
  });

  it('label every kind and outcome in both languages', () => {
    for (const entry of [...JOB_KINDS, ...JOB_OUTCOMES]) expect(entry.zh && entry.en).toBeTruthy();
  });
});
