import { describe, expectTypeOf, it } from 'vitest';
import type { TreeSelectProps } from './TreeSelect';

const data = [{ key: 'a', label: 'A' }];

describe('TreeSelect props', () => {
  it('reports a key or null in single mode and an array in multiple mode', () => {
    const single: TreeSelectProps = {
      data,
      onValueChange: (value) => expectTypeOf(value).toEqualTypeOf<string | null>(),
    };
    const multiple: TreeSelectProps = {
      data,
      multiple: true,
      onValueChange: (value) => expectTypeOf(value).toEqualTypeOf<string[]>(),
    };
    expectTypeOf(single).toMatchTypeOf<TreeSelectProps>();
    expectTypeOf(multiple).toMatchTypeOf<TreeSelectProps>();
  });

  it('refuses mixed-up values and checkStrictly without multiple', () => {
    // @ts-expect-error single mode takes one key
    const single: TreeSelectProps = { data, value: ['a'] };
    // @ts-expect-error multiple mode takes an array
    const multiple: TreeSelectProps = { data, multiple: true, value: 'a' };
    // @ts-expect-error checkStrictly is for multiple mode
    const strict: TreeSelectProps = { data, checkStrictly: true };
    expectTypeOf(single).toMatchTypeOf<TreeSelectProps>();
    expectTypeOf(multiple).toMatchTypeOf<TreeSelectProps>();
    expectTypeOf(strict).toMatchTypeOf<TreeSelectProps>();
  });
});
