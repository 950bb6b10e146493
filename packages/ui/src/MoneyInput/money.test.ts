import { describe, expect, it } from 'vitest';
import { formatYuan, moneyTextError, parseYuan } from './money';

describe('parseYuan', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['12.', 1200],
    ['.5', 50],
    ['0.29', 29],
    ['0.07', 7],
    ['1.15', 115],
    ['4.35', 435],
    ['19.99', 1999],
    ['1,234.56', 123456],
    ['１２．３４', 1234],
    ['¥ 8.00', 800],
    ['-0.05', -5],
    ['-0', 0],
    ['0009.10', 910],
    ['9999999999999.99', 999999999999999],
  ])('reads %s as %i fen, without float drift', (text, fen) => {
    expect(parseYuan(text)).toEqual({ ok: true, fen });
  });

  it('reads empty text as null', () => {
    expect(parseYuan('  ')).toEqual({ ok: true, fen: null });
  });

  it.each(['abc', '1.2.3', '-', '.', '1e3', '12元', '10000000000000'])('rejects %s as not an amount', (text) => {
    expect(parseYuan(text)).toEqual({ ok: false, error: 'format' });
  });

  it('rejects a third decimal', () => {
    expect(parseYuan('12.345')).toEqual({ ok: false, error: 'precision' });
  });
});

describe('formatYuan', () => {
  it('prints two decimals with thousands separators', () => {
    expect(formatYuan(1250)).toBe('12.50');
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(7)).toBe('0.07');
    expect(formatYuan(123456789)).toBe('1,234,567.89');
    expect(formatYuan(-5)).toBe('-0.05');
    expect(formatYuan(123456, { grouping: false })).toBe('1234.56');
  });

  it('round-trips every fen from 0 to 10,000', () => {
    for (let fen = 0; fen <= 10_000; fen += 1) {
      expect(parseYuan(formatYuan(fen))).toEqual({ ok: true, fen });
    }
  });
});

describe('moneyTextError', () => {
  it('names the limit an amount breaks', () => {
    expect(moneyTextError('5', { min: 1000 })).toBe('min');
    expect(moneyTextError('500', { max: 10000 })).toBe('max');
    expect(moneyTextError('50', { min: 0, max: 10000 })).toBeNull();
    expect(moneyTextError('x', {})).toBe('format');
  });
});
