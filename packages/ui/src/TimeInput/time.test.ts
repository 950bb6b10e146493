import { describe, expect, it } from 'vitest';
import { isTimeValue, nearestOptionIndex, parseTime, timeOptions } from './time';

describe('parseTime', () => {
  it.each([
    ['09:30', '09:30'],
    ['9:30', '09:30'],
    ['0930', '09:30'],
    ['09：30', '09:30'],
    ['２３:５９', '23:59'],
    [' 00:00 ', '00:00'],
    ['12:00:00', '12:00'],
  ])('reads %s as %s', (text, time) => {
    expect(parseTime(text, false)).toBe(time);
  });

  it.each(['24:00', '12:60', '9:5', 'abc', '12:30:15', '930', '1:2:3'])('rejects %s', (text) => {
    expect(parseTime(text, false)).toBeUndefined();
  });

  it('reads seconds, adding :00 when they are missing', () => {
    expect(parseTime('08:05:09', true)).toBe('08:05:09');
    expect(parseTime('8:05', true)).toBe('08:05:00');
    expect(parseTime('080509', true)).toBe('08:05:09');
    expect(parseTime('08:05:60', true)).toBeUndefined();
  });

  it('reads empty text as null', () => {
    expect(parseTime('', false)).toBeNull();
  });
});

describe('isTimeValue', () => {
  it('accepts only the exact format', () => {
    expect(isTimeValue('09:30', false)).toBe(true);
    expect(isTimeValue('9:30', false)).toBe(false);
    expect(isTimeValue('09:30', true)).toBe(false);
    expect(isTimeValue('25:00', false)).toBe(false);
  });
});

describe('timeOptions', () => {
  it('steps through the day by minuteStep', () => {
    expect(timeOptions(30, false)).toHaveLength(48);
    expect(timeOptions(15, false).slice(0, 5)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00']);
    expect(timeOptions(60, true).at(-1)).toBe('23:00:00');
    expect(timeOptions(0, false)).toHaveLength(1440);
  });

  it('finds the option at or after a time', () => {
    const options = timeOptions(30, false);
    expect(nearestOptionIndex(options, '09:10')).toBe(options.indexOf('09:30'));
    expect(nearestOptionIndex(options, '23:45')).toBe(47);
    expect(nearestOptionIndex(options, null)).toBe(0);
  });
});
