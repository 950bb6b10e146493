import { LEVEL_RIGHTS, type LevelRight, type MemberLevel } from '@brand-console/api-client';
import { apiPathKey } from '@brand-console/api-client/query';
import { levelRulesFormSchema } from '@brand-console/api-client/schemas';
import {
  Alert,
  Button,
  CheckboxGroup,
  Form,
  FormActions,
  FormItem,
  NumberInput,
  TextInput,
  useLocale,
  useSchemaForm,
} from '@brand-console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useServices } from '../../../lib/services';
import { refusalOf, settingsMessage, useSettingsTranslate } from './messages';
import { refusing } from '../../../lib/refusal';

/**
 * 等级规则: the brand's member levels as rows of name and points threshold, validated with the
 * server's schema (first from 0, increasing, names unique) in the reader's language; rows added and
 * removed before saving; a kept level keeps its rights.
 */
export function LevelRulesForm({ levels }: { levels: MemberLevel[] }) {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  const t = useSettingsTranslate();
  const locale = useLocale();
  const schema = useMemo(
    () =>
      levelRulesFormSchema({
        nameRequired: t('settings.nameRequired'),
        nameTooLong: t('settings.nameTooLong'),
        nameTaken: t('settings.nameTaken'),
        pointsInvalid: t('settings.pointsInvalid'),
        firstFromZero: t('settings.firstFromZero'),
        increasing: t('settings.increasing'),
        atLeastOne: t('settings.atLeastOne'),
        tooMany: t('settings.tooMany'),
      }),
    [t],
  );
  type Row = { id?: number | undefined; name: string; threshold: number };
  const form = useSchemaForm<{ levels: Row[] }>({
    schema,
    defaultValues: { levels: levels.map((l) => ({ id: l.id, name: l.name, threshold: l.threshold })) },
  });
  const rows = form.watch('levels');
  const setRows = (next: Row[]) => form.setValue('levels', next, { shouldDirty: true });
  const listError = form.formState.errors.levels?.root?.message ?? form.formState.errors.levels?.message;

  return (
    <Form
      form={form}
      aria-label={t('settings.levels')}
      onSubmit={async (values) => {
        await refusing(
          () => api.request('/v1/system/settings/saveLevelRules', { levels: values.levels }, { selfHandled: true }),
          (msg) => settingsMessage(msg, locale),
        );
        toaster.success(t('settings.levelsSaved'));
        await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/settings/levelRules') });
      }}
    >
      <div role="list" aria-label={t('settings.levels')} style={{ display: 'grid', gap: 8 }}>
        {rows.map((row, i) => (
          <div
            role="listitem"
            key={row.id ?? `new-${i}`}
            style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}
          >
            <FormItem name={`levels.${i}.name`} label={t('settings.levelNameOf', { n: i + 1 })} required>
              <TextInput autoComplete="off" />
            </FormItem>
            <FormItem name={`levels.${i}.threshold`} label={t('settings.thresholdOf', { n: i + 1 })} required>
              <NumberInput min={0} step={100} />
            </FormItem>
            <Button
              variant="ghost"
              style={{ marginTop: 28 }}
              aria-label={t('settings.removeLevel', { n: i + 1 })}
              disabled={rows.length <= 1}
              onClick={() => setRows(rows.filter((_, j) => j !== i))}
            >
              ×
            </Button>
          </div>
        ))}
      </div>
      {listError ? <Alert tone="danger" role="alert" description={listError} style={{ marginTop: 8 }} /> : null}
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        <Button onClick={() => setRows([...rows, { name: '', threshold: (rows.at(-1)?.threshold ?? -100) + 100 }])}>
          {t('settings.addLevel')}
        </Button>
      </div>
      <FormActions submitText={t('settings.saveLevels')} />
    </Form>
  );
}

/** 权益规则: what each level grants, ticked per level, saved together. */
export function RightsRulesForm({ levels }: { levels: MemberLevel[] }) {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  const t = useSettingsTranslate();
  const locale = useLocale();
  const en = locale.startsWith('en');
  const [rights, setRights] = useState<Record<number, LevelRight[]>>(() =>
    Object.fromEntries(levels.map((l) => [l.id, l.rights])),
  );
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const options = LEVEL_RIGHTS.map((r) => ({ value: r.value, label: en ? r.en : r.zh }));
  if (levels.length === 0) return <p>{t('settings.noLevels')}</p>;
  return (
    <form
      aria-label={t('settings.rights')}
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        setProblem(null);
        api
          .request(
            '/v1/system/settings/saveRightsRules',
            { rules: levels.map((l) => ({ levelId: l.id, rights: rights[l.id] ?? [] })) },
            { selfHandled: true },
          )
          .then(async () => {
            toaster.success(t('settings.rightsSaved'));
            await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/settings/levelRules') });
          })
          .catch((error: unknown) => {
            const msg = refusalOf(error);
            setProblem(msg === null ? t('settings.failed') : settingsMessage(msg, locale));
          })
          .finally(() => setSaving(false));
      }}
    >
      <div style={{ display: 'grid', gap: 12 }}>
        {levels.map((level) => (
          <fieldset key={level.id} style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ fontWeight: 500, marginBottom: 4 }}>
              {t('settings.rightsOf', { level: level.name })}
            </legend>
            <CheckboxGroup
              orientation="horizontal"
              name={`rights-${level.id}`}
              options={options}
              value={rights[level.id] ?? []}
              onValueChange={(value) => setRights((all) => ({ ...all, [level.id]: value as LevelRight[] }))}
            />
          </fieldset>
        ))}
      </div>
      {problem ? <Alert tone="danger" role="alert" description={problem} style={{ marginTop: 8 }} /> : null}
      <div style={{ marginTop: 12 }}>
        <Button type="submit" variant="primary" loading={saving}>
          {t('settings.saveRights')}
        </Button>
      </div>
    </form>
  );
}
