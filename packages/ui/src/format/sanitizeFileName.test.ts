import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from './sanitizeFileName';

describe('sanitizeFileName', () => {
  it('keeps Chinese characters, Latin letters and digits only', () => {
    expect(sanitizeFileName('春季新品 发布会 #1 (final)!')).toBe('春季新品发布会1final');
    expect(sanitizeFileName('Spring_Launch-2024.v2')).toBe('SpringLaunch2024v2');
  });

  it('appends a separately given extension, with or without its dot', () => {
    expect(sanitizeFileName('春季 新品/#1?', 'mp4')).toBe('春季新品1.mp4');
    expect(sanitizeFileName('report', '.xlsx')).toBe('report.xlsx');
    expect(sanitizeFileName('report', '.x/l"s')).toBe('report.xls');
    expect(sanitizeFileName('report', '')).toBe('report');
  });

  it('removes path separators so a name cannot leave its folder', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('etcpasswd');
    expect(sanitizeFileName('C:\\Windows\\system32')).toBe('CWindowssystem32');
  });

  it('removes line breaks, control characters and NUL', () => {
    expect(sanitizeFileName('first\r\nsecond\tthird\u0000')).toBe('firstsecondthird');
  });

  it('removes bidirectional overrides that could disguise the extension', () => {
    expect(sanitizeFileName('invoice\u202Egpj.exe', 'txt')).toBe('invoicegpjexe.txt');
    expect(sanitizeFileName('\u200Bzero\u200Dwidth\uFEFF')).toBe('zerowidth');
  });

  it('removes emoji, Chinese punctuation and accented letters', () => {
    expect(sanitizeFileName('新品🔥「限定」，来了！café')).toBe('新品限定来了caf');
  });

  it('folds full-width letters and digits to ASCII', () => {
    expect(sanitizeFileName('ＡＢＣ１２３')).toBe('ABC123');
  });

  it('falls back when nothing is left', () => {
    expect(sanitizeFileName('///...', 'mp4')).toBe('file.mp4');
    expect(sanitizeFileName('', undefined, { fallback: '素材' })).toBe('素材');
    expect(sanitizeFileName('!!!', undefined, { fallback: '???' })).toBe('file');
  });

  describe('given a 300-character name', () => {
    it('shortens the name, never the extension, within the byte budget', () => {
      const result = sanitizeFileName('a'.repeat(300), 'mp4');
      expect(result).toBe(`${'a'.repeat(196)}.mp4`);
      expect(new TextEncoder().encode(result).length).toBeLessThanOrEqual(200);
    });
    it('counts Chinese characters as three bytes and never splits one', () => {
      const result = sanitizeFileName('视'.repeat(300), 'mp4', { maxBytes: 100 });
      expect(result).toBe(`${'视'.repeat(32)}.mp4`);
    });
  });
});
