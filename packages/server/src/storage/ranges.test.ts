import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { byteRange, readRange } from './ranges';

describe('byte ranges', () => {
  it('reads the ranges a video player asks for, and refuses what lies beyond the file', () => {
    expect(byteRange(undefined, 100)).toBeNull();
    expect(byteRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(byteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-30', 100)).toEqual({ start: 70, end: 99 });
    expect(byteRange('bytes=-300', 100)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=20-10', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 100)).toBe('unsatisfiable');
    // Several ranges, other units and nonsense: the whole file.
    expect(byteRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(byteRange('items=0-1', 100)).toBeNull();
    expect(byteRange('bytes=-', 100)).toBeNull();
  });

  it('reads exactly the bytes of a range', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bc-range-'));
    try {
      const path = join(dir, 'f.bin');
      writeFileSync(
        path,
        Uint8Array.from({ length: 256 }, (_, i) => i),
      );
      expect([...(await readRange(path, 250, 255))]).toEqual([250, 251, 252, 253, 254, 255]);
      expect((await readRange(path, 0, 0)).length).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
