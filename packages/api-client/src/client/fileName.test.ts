import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, parseContentDisposition, sanitizeFileName } from './fileName';

describe('parseContentDisposition', () => {
  it.each([
    ['attachment; filename="report.xlsx"', 'report.xlsx'],
    ['attachment; filename=report.xlsx', 'report.xlsx'],
    [`attachment; filename*=UTF-8''%E5%AF%BC%E5%87%BA.xlsx`, '导出.xlsx'],
    [`attachment; filename="plain.xlsx"; filename*=utf-8'zh'%E6%8A%A5%E8%A1%A8.xlsx`, '报表.xlsx'],
    [`attachment; filename*=UTF-8''%E6%8A%A5.xlsx; filename="later.xlsx"`, '报.xlsx'],
    ['attachment; filename="with \\"quotes\\".xlsx"', 'with "quotes".xlsx'],
    ['attachment; filename=%E6%95%B0%E6%8D%AE.xlsx', '数据.xlsx'],
    [`attachment; filename*=ISO-8859-1''caf%E9.xlsx`, 'café.xlsx'],
    ['attachment; filename="semi;colon.xlsx"', 'semi;colon.xlsx'],
  ])('reads %s', (header, expected) => {
    expect(parseContentDisposition(header)).toBe(expected);
  });

  it.each([[null], [''], ['inline'], [`attachment; filename*=UTF-8''%E0%A4%A.xlsx`]])(
    'gives undefined for %j',
    (header) => {
      expect(parseContentDisposition(header)).toBeUndefined();
    },
  );
});

describe('sanitizeFileName', () => {
  it('keeps Chinese characters, Latin letters, digits and the extension', () => {
    expect(sanitizeFileName('员工 数据（2026-01）.xlsx')).toBe('员工数据202601.xlsx');
  });

  it('drops path segments, control characters and bidi overrides', () => {
    expect(sanitizeFileName('../../etc/\u202Eexe.gpj\r\n.xlsx')).toBe('exegpj.xlsx');
    expect(sanitizeFileName('C:\\Windows\\evil.bat')).toBe('evil.bat');
  });

  it('cuts long names', () => {
    const name = sanitizeFileName(`${'字'.repeat(300)}.xlsx`);
    expect(name).toBe(`${'字'.repeat(MAX_FILE_NAME_LENGTH)}.xlsx`);
  });

  it('falls back when nothing is left', () => {
    expect(sanitizeFileName('....')).toBe('download');
    expect(sanitizeFileName('(((.xlsx', 'export')).toBe('export.xlsx');
  });
});
