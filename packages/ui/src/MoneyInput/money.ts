/** Why a money text is not an acceptable amount. */
export type MoneyError = 'format' | 'precision' | 'min' | 'max';

/** The result of reading a typed amount: fen, `null` for empty, or why it is not an amount. */
export type MoneyParseResult = { ok: true; fen: number | null } | { ok: false; error: 'format' | 'precision' };

/** Yuan with at most 13 integer digits keeps every fen a safe integer (< 2^53). */
const MAX_INTEGER_DIGITS = 13;
const AMOUNT = /^(-)?(\d*)(?:\.(\d*))?$/;

/**
 * Reads yuan typed by a person into an integer number of fen, from the digits themselves (never
 * `parseFloat(text) * 100`, which turns `0.29` into `28.999999999999996`). Spaces, thousands
 * separators (`,` and `，`), a leading `¥` / `￥` and full-width digits and point are tolerated.
 * Empty text is `null`; more than two decimals is a `precision` error; anything else that is not an
 * amount is a `format` error.
 */
export function parseYuan(text: string): MoneyParseResult {
  const cleaned = text
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/\uFF0E|\u3002/g, '.')
    .replace(/[\s,，]/g, '')
    .replace(/^(-?)[¥￥]/, '$1');
  if (cleaned === '') return { ok: true, fen: null };
  const match = AMOUNT.exec(cleaned);
  if (!match) return { ok: false, error: 'format' };
  const [, minus, whole = '', fraction] = match;
  if (whole === '' && !fraction) return { ok: false, error: 'format' };
  if (fraction !== undefined && fraction.length > 2) return { ok: false, error: 'precision' };
  const integerDigits = whole.replace(/^0+(?=\d)/, '');
  if (integerDigits.length > MAX_INTEGER_DIGITS) return { ok: false, error: 'format' };
  const fen = Number(integerDigits || '0') * 100 + Number((fraction ?? '').padEnd(2, '0'));
  return { ok: true, fen: minus && fen !== 0 ? -fen : fen };
}

/**
 * Fen as yuan with exactly two decimals, from integer arithmetic: `1250` → `12.50`,
 * `123456` → `1,234.56` (thousands separators unless `grouping` is false), `-5` → `-0.05`.
 */
export function formatYuan(fen: number, { grouping = true }: { grouping?: boolean } = {}): string {
  const rounded = Math.round(fen);
  const abs = Math.abs(rounded);
  const whole = String(Math.floor(abs / 100));
  const cents = String(abs % 100).padStart(2, '0');
  const grouped = grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  return `${rounded < 0 ? '-' : ''}${grouped}.${cents}`;
}

/** Checks a typed text against the limits: the error to show, or `null` when it is a usable amount. */
export function moneyTextError(
  text: string,
  { min, max }: { min?: number | undefined; max?: number | undefined },
): MoneyError | null {
  const parsed = parseYuan(text);
  if (!parsed.ok) return parsed.error;
  return rangeError(parsed.fen, { min, max });
}

/** `min` or `max` when the amount (in fen) is outside the limits. */
export function rangeError(
  fen: number | null,
  { min, max }: { min?: number | undefined; max?: number | undefined },
): 'min' | 'max' | null {
  if (fen === null) return null;
  if (min !== undefined && fen < min) return 'min';
  if (max !== undefined && fen > max) return 'max';
  return null;
}
