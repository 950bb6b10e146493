import { Card, FormField, TextInput } from '@brand-console/ui';
import { useOverviewTranslate } from './messages';

/** /demo: a kept-alive page whose input survives leaving and returning. */
export function DemoPage() {
  const t = useOverviewTranslate();
  return (
    <Card>
      <p>{t('demo.description')}</p>
      <FormField label={t('demo.field')}>
        <TextInput name="demo" />
      </FormField>
    </Card>
  );
}
