const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * Initials for a fallback avatar: the last two characters of a Chinese name (王小明 → 小明, the
 * usual practice in Chinese workplace apps), or the first letters of the first two words of a
 * Latin name (Ada Lovelace → AL).
 */
export function getInitials(name: string | undefined | null): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) return '';
  if (CJK.test(trimmed)) {
    const chars = Array.from(trimmed.replace(/\s+/g, ''));
    return chars.slice(-2).join('');
  }
  const words = trimmed.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase();
}
