import {
  DIGITAL_MODEL_LIMITS,
  dictionaryLabel,
  PRESENTER_POSITIONS,
  SPEECH_VOICES,
  type PresenterPosition,
  type TemplatePresenter,
} from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  Checkbox,
  FormField,
  NumberInput,
  RadioGroup,
  Select,
  Thumbnail,
  useLocale,
  vars,
} from '@brand-console/ui';
import { useQuery } from '@tanstack/react-query';
import { Inline } from '../../../components/layout';
import { useServices } from '../../../lib/services';
import { useDigitalModelTranslate } from './messages';

const NONE = 'none';

export interface PresenterFieldProps {
  /** The chosen presenter, or null/undefined for none. */
  value: TemplatePresenter | null | undefined;
  onChange: (next: TemplatePresenter | null) => void;
  /** Opens the 数字人 page (管理数字人), when given. */
  onManage?: () => void;
}

/**
 * The presenter of a template or script (ADR 0035): one of the brand's digital models (or none),
 * where it stands, how tall, and whether it speaks the narration in its own voice. Choosing a model
 * takes its default place and size; the brand's first 100 models are offered.
 */
export function PresenterField({ value, onChange, onManage }: PresenterFieldProps) {
  const { api } = useServices();
  const t = useDigitalModelTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const models = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/digitalModel/page', { pageNo: 1, pageSize: 100 }),
    staleTime: 60_000,
  });
  const records = models.data?.records ?? [];
  const chosen = value ? records.find((m) => m.id === value.modelId) : undefined;
  const options = [
    { value: NONE, label: t('pr.none') },
    ...records.map((m) => ({
      value: String(m.id),
      label: `${m.name} · ${dictionaryLabel(SPEECH_VOICES, m.voice, lang)}`,
    })),
  ];
  // A presenter whose model is not in the list (deleted since) still shows, by its id.
  if (value && !chosen && models.data) options.push({ value: String(value.modelId), label: `#${value.modelId}` });

  return (
    <fieldset style={{ border: 0, padding: 0, margin: `${vars.space[4]} 0 0` }}>
      <legend style={{ fontWeight: 600, marginBottom: vars.space[2] }}>{t('pr.legend')}</legend>
      <p style={{ margin: `0 0 ${vars.space[2]}`, color: vars.color.fg.muted }}>{t('pr.hint')}</p>
      {models.isError ? (
        <Alert
          tone="danger"
          title={t('pr.loadFailed')}
          action={
            <Button size="sm" onClick={() => void models.refetch()}>
              {t('dm.retry')}
            </Button>
          }
        />
      ) : null}
      <Inline wrap>
        {chosen ? (
          <Thumbnail
            src={chosen.coverUrl ?? chosen.figureUrl}
            alt={t('dm.figureOf', { name: chosen.name })}
            type={chosen.figureKind}
            ratio="9:16"
            fit="contain"
            size="sm"
          />
        ) : null}
        <div style={{ flex: 1, minWidth: 240 }}>
          <FormField label={t('pr.model')}>
            <Select
              options={options}
              value={value ? String(value.modelId) : NONE}
              onValueChange={(next) => {
                if (!next || next === NONE) return onChange(null);
                const model = records.find((m) => String(m.id) === next);
                if (!model) return;
                onChange({ modelId: model.id, position: model.position, scale: model.scale, modelVoice: true });
              }}
            />
          </FormField>
          {value ? (
            <>
              <FormField label={t('pr.position')}>
                <RadioGroup
                  orientation="horizontal"
                  options={PRESENTER_POSITIONS.map((p) => ({ value: p.value, label: lang === 'en' ? p.en : p.zh }))}
                  value={value.position}
                  onValueChange={(next) => onChange({ ...value, position: next as PresenterPosition })}
                />
              </FormField>
              <FormField label={t('pr.scale')}>
                <NumberInput
                  value={value.scale}
                  min={DIGITAL_MODEL_LIMITS.scale.min}
                  max={DIGITAL_MODEL_LIMITS.scale.max}
                  step={5}
                  style={{ maxWidth: 160 }}
                  onValueChange={(next) => next !== null && onChange({ ...value, scale: next })}
                />
              </FormField>
              <Checkbox
                label={t('pr.modelVoice')}
                checked={value.modelVoice !== false}
                onCheckedChange={(on) => onChange({ ...value, modelVoice: on })}
              />
            </>
          ) : null}
          {onManage ? (
            <Button size="sm" variant="ghost" onClick={onManage} style={{ marginTop: vars.space[2] }}>
              {t('pr.manage')}
            </Button>
          ) : null}
        </div>
      </Inline>
    </fieldset>
  );
}
