import { describe, expect, it } from 'vitest';
import {
  canAddGroup,
  combinationSummary,
  emptyPipelineForm,
  idParam,
  moved,
  newGroup,
  pipelineListParams,
  pipelinePaths,
  productsPollInterval,
} from './model';

const group = (ids: number[], shots = 1, shotMs = 2_000) => ({ name: 'g', materialIds: ids, shots, shotMs });

describe('the combination count', () => {
  it('is the product over groups of C(materials, shots)', () => {
    expect(combinationSummary({ groups: [group([1, 2, 3]), group([4, 5])], videoCount: 6 })).toEqual({
      combinations: 6,
      shots: 2,
      durationMs: 4_000,
      enough: true,
    });
    // C(4, 2) × C(5, 3) = 6 × 10.
    expect(
      combinationSummary({ groups: [group([1, 2, 3, 4], 2), group([5, 6, 7, 8, 9], 3)], videoCount: 61 }),
    ).toMatchObject({ combinations: 60, shots: 5, durationMs: 10_000, enough: false });
  });
  it('allows none while a group is empty or asks for more shots than it has materials', () => {
    expect(combinationSummary({ groups: [group([1, 2]), group([])], videoCount: 1 }).combinations).toBe(0);
    expect(combinationSummary({ groups: [group([1, 2], 3)], videoCount: 1 })).toMatchObject({
      combinations: 0,
      enough: false,
    });
    expect(combinationSummary({ groups: [], videoCount: 1 }).combinations).toBe(0);
  });
  it('counts a material listed twice in a group once, as the server keeps it', () => {
    expect(combinationSummary({ groups: [group([1, 1, 2])], videoCount: 2 }).combinations).toBe(2);
  });
});

describe('the pipeline pages', () => {
  it('address the editor, the products and a task under the module', () => {
    const paths = pipelinePaths('/sumwhy_video');
    expect(paths.list).toBe('/sumwhy_video/Assemblyline');
    expect(paths.editor()).toBe('/sumwhy_video/Assemblyline/assemblyline_details');
    expect(paths.editor(7)).toBe('/sumwhy_video/Assemblyline/assemblyline_details?id=7');
    expect(paths.products(7)).toBe('/sumwhy_video/Assemblyline/productList?id=7');
    expect(paths.task(9)).toBe('/sumwhy_video/synthesis_task/detail?id=9');
  });
  it('read an id from the address only when it is a positive whole number', () => {
    expect(idParam('12')).toBe(12);
    expect([idParam(null), idParam(''), idParam('0'), idParam('1e3'), idParam('-2')]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
  it('poll the products only while one waits or renders', () => {
    expect(productsPollInterval([{ status: 2 }, { status: 0 }])).toBe(3_000);
    expect(productsPollInterval([{ status: 1 }])).toBe(3_000);
    expect(productsPollInterval([{ status: 2 }, { status: 3 }, { status: 5 }])).toBe(false);
    expect(productsPollInterval(undefined)).toBe(false);
  });
  it('start a new pipeline with two empty groups and reorder groups', () => {
    const form = emptyPipelineForm((n) => `素材组 ${n}`);
    expect(form.spec.groups.map((g) => g.name)).toEqual(['素材组 1', '素材组 2']);
    expect(form.spec.groups[0]).toEqual(newGroup('素材组 1'));
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(canAddGroup(7)).toBe(true);
    expect(canAddGroup(8)).toBe(false);
    expect(pipelineListParams({ name: ' 春 ' })).toEqual({ name: '春' });
    expect(pipelineListParams({})).toEqual({});
  });
});
