import { describe, expect, it } from 'vitest';
import { decodeFormParams } from '../schemas/fields';
import { canonicalize, fillPathParams, isIncomparable, toFormData, toSearchParams } from './encoding';

describe('toSearchParams', () => {
  it('repeats keys for arrays and leaves out undefined, null and empty arrays', () => {
    expect(toSearchParams({ a: 1, b: [2, 3], c: undefined, d: null, e: [], f: true, g: '' }).toString()).toBe(
      'a=1&b=2&b=3&f=true&g=',
    );
  });

  it('sends nested objects as JSON text and dates as ISO', () => {
    expect(toSearchParams({ o: { x: 1 }, d: new Date(Date.UTC(2026, 0, 2)) }).toString()).toBe(
      `o=${encodeURIComponent('{"x":1}')}&d=${encodeURIComponent('2026-01-02T00:00:00.000Z')}`,
    );
  });

  it('refuses files', () => {
    expect(() => toSearchParams({ file: new Blob(['x']) })).toThrow(/multipart/);
  });

  it('round-trips through the server-side decoder', () => {
    expect(decodeFormParams(toSearchParams({ ids: [1, 2], one: [5], name: '名' }))).toEqual({
      ids: ['1', '2'],
      one: '5',
      name: '名',
    });
  });
});

describe('toFormData', () => {
  it('appends files and repeated keys', async () => {
    const form = toFormData({ files: [new File(['a'], 'a.txt'), new File(['b'], 'b.txt')], folderId: 3 });
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['a.txt', 'b.txt']);
    expect(form.get('folderId')).toBe('3');
  });
});

describe('fillPathParams', () => {
  it('fills and removes path parameters, encoding them', () => {
    expect(fillPathParams('/t/{fileName}.xlsx', { fileName: 'a b/c', x: 1 })).toEqual({
      path: '/t/a%20b%2Fc.xlsx',
      rest: { x: 1 },
    });
  });

  it('throws when one is missing', () => {
    expect(() => fillPathParams('/t/{fileName}.xlsx', {})).toThrow(/fileName/);
  });
});

describe('canonicalize and isIncomparable', () => {
  it('sorts keys and ignores null members', () => {
    expect(canonicalize({ b: 1, a: [2, { d: 1, c: null }] })).toBe(
      canonicalize({ a: [2, { d: 1 }], b: 1, z: undefined }),
    );
    expect(canonicalize({ id: 1 })).not.toBe(canonicalize({ id: 2 }));
    expect(canonicalize({ id: 1 })).not.toBe(canonicalize({ id: '1' }));
  });

  it('flags files, buffers and FormData anywhere in the parameters', () => {
    expect(isIncomparable({ a: [1, { f: new Blob([]) }] })).toBe(true);
    expect(isIncomparable(new FormData())).toBe(true);
    expect(isIncomparable({ b: new Uint8Array(1) })).toBe(true);
    expect(isIncomparable({ a: [1, 'x', { d: new Date() }] })).toBe(false);
  });
});
