import type { Locale } from '../i18n/locale';
import type { TagTone } from '../Tag/Tag';

/** A label in both languages, or one string used for both. */
export type StatusLabel = string | { readonly zh: string; readonly en: string };

/** How one status value is shown. */
export interface StatusEntry {
  /** The text, per language. */
  readonly label: StatusLabel;
  /** Colour role.
   * @default 'neutral' */
  readonly tone?: TagTone;
}

/** Status value → how it is shown. Keys are the values as strings (`'0'`, `'1'`, …). */
export type StatusDictionary = Readonly<Record<string, StatusEntry>>;

/**
 * The shape of a dictionary item from the API client (`{ value, zh, en, tone? }`). The tone is a
 * loose string so the client need not import UI types: unknown tones fall back to neutral, and
 * `info`/`processing` map to accent, `error` to danger.
 */
export interface DictionaryItem {
  readonly value: string | number;
  readonly zh: string;
  readonly en: string;
  readonly tone?: string;
}

const TONES: Readonly<Record<string, TagTone>> = {
  neutral: 'neutral',
  default: 'neutral',
  accent: 'accent',
  info: 'accent',
  primary: 'accent',
  processing: 'accent',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
  error: 'danger',
};

/** Maps a loose tone name onto a Tag tone (neutral when unknown). */
export function toTagTone(tone: string | undefined): TagTone {
  return (tone && TONES[tone]) || 'neutral';
}

/** Builds a StatusDictionary from API-client dictionary items. */
export function statusDictionary(items: readonly DictionaryItem[]): StatusDictionary {
  const out: Record<string, StatusEntry> = {};
  for (const item of items)
    out[String(item.value)] = { label: { zh: item.zh, en: item.en }, tone: toTagTone(item.tone) };
  return out;
}

/** The label and tone for a value in a language; an unknown value shows itself in neutral. */
export function resolveStatus(
  value: string | number | null | undefined,
  dictionary: StatusDictionary | readonly DictionaryItem[],
  locale: Locale,
): { label: string; tone: TagTone; known: boolean } {
  const key = value == null ? '' : String(value);
  const dict = Array.isArray(dictionary)
    ? statusDictionary(dictionary as readonly DictionaryItem[])
    : (dictionary as StatusDictionary);
  const entry = Object.hasOwn(dict, key) ? dict[key] : undefined;
  if (!entry) return { label: key, tone: 'neutral', known: false };
  const label = typeof entry.label === 'string' ? entry.label : locale === 'en' ? entry.label.en : entry.label.zh;
  return { label, tone: entry.tone ?? 'neutral', known: true };
}
