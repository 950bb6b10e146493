import { expectTypeOf, test } from 'vitest';
import { useDebouncedCallback, type RateLimitedFunction } from './useDebouncedCallback';
import { useThrottledCallback } from './useThrottledCallback';

test('the rate-limited function takes the same arguments as the callback', () => {
  const search = useDebouncedCallback((keyword: string, page: number) => keyword.length + page, 500);
  expectTypeOf(search).toEqualTypeOf<RateLimitedFunction<[string, number]>>();
  search('张三', 1);
  // @ts-expect-error the keyword must be a string
  search(1, 1);
  expectTypeOf(search.cancel).toEqualTypeOf<() => void>();
});

test('a throttled function returns nothing, since its call may be ignored', () => {
  const download = useThrottledCallback((id: number) => id, 700);
  expectTypeOf(download(1)).toEqualTypeOf<void>();
  // @ts-expect-error an id is required
  download();
});
