import { describe, expect, it } from 'vitest';
import { clampNumber, parseNumberInput } from './parseNumberInput';

describe('parseNumberInput', () => {
  it('reads plain integers and decimals, ignoring surrounding spaces', () => {
    expect(parseNumberInput('42')).toBe(42);
    expect(parseNumberInput('  7 ')).toBe(7);
    expect(parseNumberInput('-3')).toBe(-3);
    expect(parseNumberInput('+5')).toBe(5);
    expect(parseNumberInput('2.5')).toBe(2.5);
    expect(parseNumberInput('.5')).toBe(0.5);
    expect(parseNumberInput('007')).toBe(7);
  });

  it('gives null for empty or non-numeric text by default', () => {
    for (const text of ['', '   ', 'abc', '12abc', '1e3', '0x10', 'Infinity', 'NaN', '-', '.', '1.2.3', '1 2']) {
      expect(parseNumberInput(text), text).toBeNull();
    }
  });

  it('with coerceInvalidToZero gives 0 for empty and non-numeric text (the poll duration rule)', () => {
    expect(parseNumberInput('abc', { coerceInvalidToZero: true })).toBe(0);
    expect(parseNumberInput('', { coerceInvalidToZero: true })).toBe(0);
    expect(parseNumberInput('3 days', { coerceInvalidToZero: true })).toBe(0);
    expect(parseNumberInput('12', { coerceInvalidToZero: true })).toBe(12);
  });

  it('clamps to min and max: hours 0 to 23, minutes 0 to 59, days at least 0', () => {
    const hours = { min: 0, max: 23, coerceInvalidToZero: true };
    expect(parseNumberInput('30', hours)).toBe(23);
    expect(parseNumberInput('-4', hours)).toBe(0);
    expect(parseNumberInput('23', hours)).toBe(23);
    expect(parseNumberInput('75', { min: 0, max: 59 })).toBe(59);
    expect(parseNumberInput('-1', { min: 0 })).toBe(0);
    expect(parseNumberInput('400', { min: 0 })).toBe(400);
  });

  it('clamps the coerced 0 into the range too', () => {
    expect(parseNumberInput('x', { min: 1, max: 10, coerceInvalidToZero: true })).toBe(1);
    expect(parseNumberInput('x', { min: -10, max: -1, coerceInvalidToZero: true })).toBe(-1);
    expect(parseNumberInput('x', { min: 1, max: 10 })).toBeNull();
  });
});

describe('clampNumber', () => {
  it('keeps values within the optional bounds', () => {
    expect(clampNumber(5, 0, 3)).toBe(3);
    expect(clampNumber(-5, 0, 3)).toBe(0);
    expect(clampNumber(2, 0, 3)).toBe(2);
    expect(clampNumber(99)).toBe(99);
  });
});
