export interface ParseNumberOptions {
  /** The lowest value; the result is clamped up to it. Default none. */
  min?: number | undefined;
  /** The highest value; the result is clamped down to it. Default none. */
  max?: number | undefined;
  /** Empty or non-numeric text gives 0 (clamped to the range) instead of null; default false. */
  coerceInvalidToZero?: boolean | undefined;
}

// Plain decimal notation only: "1e3", "0x10", "12abc" and "Infinity" are not what a person typing a number means.
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** Keeps a number inside the optional bounds. */
export function clampNumber(value: number, min?: number, max?: number): number {
  if (max !== undefined && value > max) return max;
  if (min !== undefined && value < min) return min;
  return value;
}

/**
 * What a number field's text means: the number clamped to `min`/`max`, or null for empty or non-numeric
 * text (0, clamped, with `coerceInvalidToZero`: the poll duration rule "non-numeric values become 0").
 */
export function parseNumberInput(text: string, options: ParseNumberOptions = {}): number | null {
  const { min, max, coerceInvalidToZero = false } = options;
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return coerceInvalidToZero ? clampNumber(0, min, max) : null;
  return clampNumber(Number(trimmed), min, max);
}
