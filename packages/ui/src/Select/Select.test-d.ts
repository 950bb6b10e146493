import { describe, expectTypeOf, it } from 'vitest';
import type { SelectProps } from './SelectTypes';
import type { DateRangeValue } from '../DateRangePicker/DateRangePicker';
import type { NumberInputProps } from '../NumberInput/NumberInput';

const options = [{ value: 'a', label: 'A' }];

describe('Select props', () => {
  it('reports a string or null in single mode', () => {
    const props: SelectProps = {
      options,
      onValueChange: (value) => expectTypeOf(value).toEqualTypeOf<string | null>(),
    };
    expectTypeOf(props).toMatchTypeOf<SelectProps>();
  });

  it('reports an array in multiple mode', () => {
    const props: SelectProps = {
      options,
      multiple: true,
      onValueChange: (value) => expectTypeOf(value).toEqualTypeOf<string[]>(),
    };
    expectTypeOf(props).toMatchTypeOf<SelectProps>();
  });

  it('refuses an array value in single mode and a string in multiple mode', () => {
    // @ts-expect-error single mode takes one value
    const single: SelectProps = { options, value: ['a'] };
    // @ts-expect-error multiple mode takes an array
    const multiple: SelectProps = { options, multiple: true, value: 'a' };
    expectTypeOf(single).toMatchTypeOf<SelectProps>();
    expectTypeOf(multiple).toMatchTypeOf<SelectProps>();
  });
});

describe('value types of other controls', () => {
  it('NumberInput reports number or null; DateRangePicker gives Date pairs', () => {
    expectTypeOf<NonNullable<NumberInputProps['onValueChange']>>().parameter(0).toEqualTypeOf<number | null>();
    expectTypeOf<DateRangeValue>().toEqualTypeOf<{ from: Date; to: Date }>();
  });
});
