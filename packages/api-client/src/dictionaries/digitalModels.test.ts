import { describe, expect, it } from 'vitest';
import { replaceRuleFormSchema, templateSpecSchema } from '../schemas/videoCreation';
import { digitalModelFormSchema } from '../schemas/digitalModels';
import { DIGITAL_MODEL_LIMITS, REPLACE_LIMITS, replaceVariants, replaceVariantTotal } from './digitalModels';

describe('replacement variants', () => {
  it('every combination, the first rule changing slowest, capped', () => {
    expect(replaceVariants([2, 3], 1, 10)).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
      [1, 2],
    ]);
    expect(replaceVariants([2, 3], 1, 4)).toHaveLength(4);
    expect(replaceVariantTotal([2, 3], 1)).toBe(6);
    expect(replaceVariants([4, 4, 4], 1, REPLACE_LIMITS.variants)).toHaveLength(REPLACE_LIMITS.variants);
  });

  it('item by item: as many as the longest rule, a shorter one starting again', () => {
    expect(replaceVariants([3, 2], 2, 10)).toEqual([
      [0, 0],
      [1, 1],
      [2, 0],
    ]);
    expect(replaceVariantTotal([3, 2], 2)).toBe(3);
    expect(replaceVariants([3, 2], 2, 2)).toHaveLength(2);
  });

  it('no rules, no videos', () => {
    expect(replaceVariants([], 1, 10)).toEqual([]);
    expect(replaceVariants([2], 1, 0)).toEqual([]);
  });
});

describe('schemas of ADR 0035', () => {
  const spec = {
    ratio: '9:16',
    shots: [{ durationMs: 2000, slot: 'video', materialId: null, texts: [], transition: 'none' }],
    musicMaterialId: null,
    musicVolume: 40,
    narration: null,
    subtitles: {
      enabled: false,
      style: {
        fontKey: 'k',
        fontSize: 40,
        color: '#ffffff',
        strokeColor: '#000000',
        strokeWidth: 2,
        position: 'bottom',
      },
    },
  };

  it('a spec without a presenter stays valid; a presenter is checked', () => {
    expect(templateSpecSchema().safeParse(spec).success).toBe(true);
    expect(templateSpecSchema().safeParse({ ...spec, presenter: null }).success).toBe(true);
    expect(
      templateSpecSchema().safeParse({ ...spec, presenter: { modelId: 3, position: 'left', scale: 60 } }).success,
    ).toBe(true);
    expect(
      templateSpecSchema().safeParse({ ...spec, presenter: { modelId: 3, position: 'top', scale: 60 } }).success,
    ).toBe(false);
    expect(
      templateSpecSchema().safeParse({
        ...spec,
        presenter: { modelId: 3, position: 'left', scale: DIGITAL_MODEL_LIMITS.scale.max + 1 },
      }).success,
    ).toBe(false);
  });

  it('a rule lists items of its kind, within the maxima', () => {
    const rule = {
      creativeId: 1,
      replaceName: '换开场',
      target: 'text',
      shotIndex: 0,
      layerIndex: 0,
      materialIds: [],
      texts: ['A'],
    };
    expect(replaceRuleFormSchema().safeParse(rule).success).toBe(true);
    expect(replaceRuleFormSchema().safeParse({ ...rule, texts: [] }).success).toBe(false);
    expect(
      replaceRuleFormSchema().safeParse({
        ...rule,
        texts: Array.from({ length: REPLACE_LIMITS.itemsPerRule + 1 }, () => 'x'),
      }).success,
    ).toBe(false);
    expect(
      replaceRuleFormSchema().safeParse({ ...rule, replaceName: 'x'.repeat(REPLACE_LIMITS.name + 1) }).success,
    ).toBe(false);
  });

  it('a model has a name within its maximum and a scale within bounds', () => {
    const model = { name: '小安', figureMaterialId: 5, voice: 'zh-female', position: 'right', scale: 60 };
    expect(digitalModelFormSchema().safeParse(model).success).toBe(true);
    expect(digitalModelFormSchema().safeParse({ ...model, name: ' ' }).success).toBe(false);
    expect(digitalModelFormSchema().safeParse({ ...model, voice: 'robot' }).success).toBe(false);
    expect(digitalModelFormSchema().safeParse({ ...model, scale: 5 }).success).toBe(false);
  });
});
