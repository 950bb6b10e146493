import { useMemo } from 'react';
import { useLocale } from '../i18n/I18nProvider';
import { Tag, type TagProps } from '../Tag/Tag';
import { resolveStatus, type DictionaryItem, type StatusDictionary } from './statusDictionary';

export interface StatusTagProps extends Omit<TagProps, 'tone' | 'children' | 'onClose' | 'closeLabel'> {
  /** The raw status value from the server, e.g. `2`. */
  value: string | number | null | undefined;
  /** Value → label and tone. Accepts a `StatusDictionary` or API-client items `{ value, zh, en, tone? }`. */
  dictionary: StatusDictionary | readonly DictionaryItem[];
  /** Show a status dot before the label.
   * @default true */
  dot?: boolean;
}

/** A status shown as a coloured tag in the current language; an unknown value shows the raw value in neutral. */
export function StatusTag({ value, dictionary, dot = true, ...rest }: StatusTagProps) {
  const locale = useLocale();
  const { label, tone, known } = useMemo(() => resolveStatus(value, dictionary, locale), [value, dictionary, locale]);
  return (
    <Tag data-component="StatusTag" data-value={value ?? undefined} data-known={known} tone={tone} dot={dot} {...rest}>
      {label}
    </Tag>
  );
}
