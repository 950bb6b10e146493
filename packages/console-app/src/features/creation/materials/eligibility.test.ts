import { describe, expect, it } from 'vitest';
import { canHaveExclusiveMembers } from './eligibility';

describe('canHaveExclusiveMembers', () => {
  it.each([
    [{ type: 1, specificType: null, source: 3 }, true],
    [{ type: 1, specificType: null, source: 6 }, false],
    [{ type: 2, specificType: null, source: 3 }, true],
    [{ type: 2, specificType: 3, source: 3 }, false],
    [{ type: 3, specificType: null, source: 3 }, true],
    [{ type: 3, specificType: 2, source: 3 }, false],
    [{ type: 3, specificType: 4, source: 3 }, false],
    [{ type: 4, specificType: null, source: 3 }, false],
    [{ type: 6, specificType: null, source: 3 }, false],
  ] as const)('%j → %s', (material, expected) => {
    expect(canHaveExclusiveMembers(material)).toBe(expected);
  });
});
