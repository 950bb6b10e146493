/** Number parsing and rounding shared by NumberInput and NumberRange. */

/** Parses user text: '' → null, a finite number → the number, anything else → NaN. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

/** Decimal places of a step, e.g. 0.05 → 2. */
export function decimalsOf(step: number): number {
  const text = String(step);
  const exp = /e-(\d+)$/.exec(text);
  if (exp?.[1]) return Number(exp[1]);
  return text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0;
}

/** Rounds to `precision` decimals and keeps the value within [min, max]. */
export function clampRound(
  value: number,
  { min, max, precision }: { min?: number | undefined; max?: number | undefined; precision: number },
) {
  let next = Number(value.toFixed(precision));
  if (min != null && next < min) next = min;
  if (max != null && next > max) next = max;
  return next;
}
