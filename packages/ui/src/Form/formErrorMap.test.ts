import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Locale } from '../i18n/locale';
import { createFormErrorMap } from './formErrorMap';

/** The first message a schema gives for a value, with the form error map in `locale`. */
function messageOf(schema: z.ZodType, value: unknown, locale: Locale = 'zh-CN'): string | undefined {
  const result = schema.safeParse(value, { error: createFormErrorMap(locale) });
  return result.success ? undefined : result.error.issues[0]?.message;
}

const both = (schema: z.ZodType, value: unknown) => [messageOf(schema, value), messageOf(schema, value, 'en')];

/** An api-client style number field: text becomes a number, anything else is left for z.number(). */
const num = () => z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.number());

describe('createFormErrorMap', () => {
  describe('given an empty value', () => {
    it('says required for a string below one character', () => {
      expect(both(z.string().min(1), '')).toEqual(['请填写此项', 'Required']);
      expect(both(z.string().trim().min(1), '   ')).toEqual(['请填写此项', 'Required']);
    });

    it('says required for a missing field (invalid_type with undefined input)', () => {
      expect(both(z.object({ name: z.string() }), {})).toEqual(['请填写此项', 'Required']);
    });

    it('says required for a cleared number, select or picker (null or empty text)', () => {
      expect(both(num(), null)).toEqual(['请填写此项', 'Required']);
      expect(both(num(), '')).toEqual(['请填写此项', 'Required']);
      expect(both(z.enum(['a', 'b']), null)).toEqual(['请填写此项', 'Required']);
      expect(both(z.literal([1, 2]), undefined)).toEqual(['请填写此项', 'Required']);
      expect(both(z.union([z.string(), z.number()]), undefined)).toEqual(['请填写此项', 'Required']);
    });
  });

  describe('too_small', () => {
    it('counts characters of a string', () => {
      expect(both(z.string().min(3), 'ab')).toEqual(['至少 3 个字符', 'At least 3 characters']);
      expect(both(z.string().length(4), 'ab')).toEqual(['应为 4 个字符', 'Must be exactly 4 characters']);
    });

    it('bounds a number, inclusive or not', () => {
      expect(both(z.number().min(1), 0)).toEqual(['不能小于 1', 'Must be at least 1']);
      expect(both(z.number().positive(), 0)).toEqual(['必须大于 0', 'Must be greater than 0']);
    });

    it('counts chosen items of a list', () => {
      expect(both(z.array(z.string()).min(2), ['a'])).toEqual(['至少选择 2 项', 'Select at least 2']);
      expect(both(z.array(z.string()).length(2), ['a'])).toEqual(['请选择 2 项', 'Select exactly 2']);
    });

    it('names the earliest date', () => {
      const schema = z.date().min(new Date(2026, 0, 5));
      expect(both(schema, new Date(2026, 0, 1))).toEqual(['不能早于 2026-01-05', 'Must be on or after 2026-01-05']);
    });

    it('names the smallest file size', () => {
      const schema = z.file().min(2048);
      expect(both(schema, new File(['x'], 'a.txt'))).toEqual(['文件不能小于 2 KB', 'The file must be at least 2 KB']);
    });
  });

  describe('too_big', () => {
    it('counts characters of a string', () => {
      expect(both(z.string().max(10), 'x'.repeat(11))).toEqual(['最多 10 个字符', 'At most 10 characters']);
    });

    it('bounds a number, inclusive or not', () => {
      expect(both(z.number().max(100), 101)).toEqual(['不能大于 100', 'Must be at most 100']);
      expect(both(z.number().lt(100), 100)).toEqual(['必须小于 100', 'Must be less than 100']);
    });

    it('counts chosen items of a list', () => {
      expect(both(z.array(z.string()).max(2), ['a', 'b', 'c'])).toEqual(['最多选择 2 项', 'Select at most 2']);
    });

    it('names the latest date and the largest file', () => {
      expect(both(z.date().max(new Date(2026, 0, 5, 9, 30)), new Date(2026, 1, 1))).toEqual([
        '不能晚于 2026-01-05 09:30',
        'Must be on or before 2026-01-05 09:30',
      ]);
      expect(both(z.file().max(1024 * 1024), new File(['x'.repeat(1024 * 1024 + 1)], 'a.txt'))).toEqual([
        '文件不能大于 1 MB',
        'The file must be at most 1 MB',
      ]);
    });
  });

  describe('invalid_type with a value', () => {
    it('asks for a number, a whole number or a date', () => {
      expect(both(num(), 'abc')).toEqual(['请输入数字', 'Enter a number']);
      expect(both(z.number(), Number.NaN)).toEqual(['请输入数字', 'Enter a number']);
      expect(both(z.number().int(), 1.5)).toEqual(['请输入整数', 'Enter a whole number']);
      expect(both(z.date(), new Date('not a date'))).toEqual(['请选择有效的日期', 'Choose a valid date']);
    });

    it('says invalid for any other type', () => {
      expect(both(z.string(), 42)).toEqual(['输入内容有误', 'Invalid value']);
    });
  });

  describe('invalid_format', () => {
    it('names email, URL and date formats', () => {
      expect(both(z.email(), 'x')).toEqual(['请输入正确的邮箱地址', 'Enter a valid email address']);
      expect(both(z.url(), 'x')).toEqual(['请输入正确的网址', 'Enter a valid URL']);
      expect(both(z.iso.datetime(), 'x')).toEqual(['请输入正确的日期或时间', 'Enter a valid date or time']);
    });

    it('quotes a required prefix, suffix or part', () => {
      expect(both(z.string().startsWith('BC-'), 'x')).toEqual(['应以“BC-”开头', 'Must start with “BC-”']);
      expect(both(z.string().endsWith('.mp4'), 'x')).toEqual(['应以“.mp4”结尾', 'Must end with “.mp4”']);
      expect(both(z.string().includes('@'), 'x')).toEqual(['应包含“@”', 'Must contain “@”']);
    });

    it('says the format is wrong for a pattern', () => {
      expect(both(z.string().regex(/^\d+$/), 'x')).toEqual(['格式不正确', 'Invalid format']);
    });
  });

  it('invalid_value: asks for a valid option', () => {
    expect(both(z.enum(['a', 'b']), 'c')).toEqual(['请选择有效的选项', 'Choose a valid option']);
  });

  it('not_multiple_of: names the step', () => {
    expect(both(z.number().multipleOf(5), 3)).toEqual(['必须是 5 的倍数', 'Must be a multiple of 5']);
  });

  it('unrecognized_keys: lists the keys', () => {
    expect(both(z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 })).toEqual([
      '包含无法识别的字段：b、c',
      'Unrecognised fields: b, c',
    ]);
  });

  it('custom and other codes: says the value is invalid', () => {
    expect(
      both(
        z.string().refine(() => false),
        'x',
      ),
    ).toEqual(['输入内容有误', 'Invalid value']);
    expect(both(z.union([z.string(), z.number()]), true)).toEqual(['输入内容有误', 'Invalid value']);
  });

  it('invalid_element: says the value is invalid (called directly, as an app would)', () => {
    const issue = { code: 'invalid_element', origin: 'set', key: 0, issues: [], input: new Set(['x']), path: [] };
    expect(createFormErrorMap('zh-CN')(issue as never)).toBe('输入内容有误');
    expect(createFormErrorMap('en')(issue as never)).toBe('Invalid value');
  });

  it('lets a message the schema sets itself win', () => {
    expect(both(z.string().min(2, '名称太短'), 'a')).toEqual(['名称太短', '名称太短']);
    expect(both(z.string().min(2, { error: 'Too short' }), 'a')).toEqual(['Too short', 'Too short']);
  });
});
