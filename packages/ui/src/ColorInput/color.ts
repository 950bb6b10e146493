const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Reads a typed colour as `#rrggbb` (lower case): `#1A66DD`, `1a66dd`, `#abc` (→ `#aabbcc`) and
 * `＃abc` (a full-width hash) all work. Empty text is `null`; anything else is `undefined`.
 */
export function parseHex(text: string): string | null | undefined {
  const cleaned = text.trim().replace(/^＃/, '#');
  if (cleaned === '') return null;
  const match = HEX.exec(cleaned);
  if (!match?.[1]) return undefined;
  const digits = match[1].toLowerCase();
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full}`;
}

/** True when the value is exactly `#rrggbb` in lower case. */
export function isHexValue(value: string): boolean {
  return parseHex(value) === value;
}
