import { TEMPLATE_RATIOS } from '@brand-console/api-client';
import { FormItem, RadioGroup, useLocale } from '@brand-console/ui';

/**
 * The picture's ratio (`spec.ratio`) as a row of radio buttons, in the reader's language: one field
 * for every editor whose spec has a ratio (templates, storyboards, pipelines).
 */
export function RatioField({ label }: { label: string }) {
  const locale = useLocale();
  return (
    <FormItem
      name="spec.ratio"
      label={label}
      render={(field) => (
        <RadioGroup
          id={field.id}
          aria-describedby={field['aria-describedby']}
          orientation="horizontal"
          options={TEMPLATE_RATIOS.map((r) => ({ value: r.value, label: locale.startsWith('en') ? r.en : r.zh }))}
          value={String(field.value)}
          onValueChange={field.onChange}
        />
      )}
    />
  );
}
