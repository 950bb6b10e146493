import {
  DIGITAL_MODEL_LIMITS,
  PRESENTER_POSITIONS,
  SPEECH_VOICES,
  type DigitalModel,
  type Material,
  type MaterialTypeCode,
  type PresenterPosition,
  type SpeechVoice,
} from '@brand-console/api-client';
import { digitalModelFormSchema } from '@brand-console/api-client/schemas';
import {
  Alert,
  Button,
  Dialog,
  FormField,
  NumberInput,
  RadioGroup,
  Select,
  Textarea,
  TextInput,
  Thumbnail,
  useLocale,
  vars,
} from '@brand-console/ui';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Inline } from '../../../components/layout';
import { useServices } from '../../../lib/services';
import { digitalModelFormMessages, failureText, useDigitalModelTranslate } from './messages';
import { VoicePreview } from './VoicePreview';

const MaterialPickerDialog = lazy(() =>
  import('../covers/MaterialPickerDialog').then((m) => ({ default: m.MaterialPickerDialog })),
);

const FIGURE_TYPES: readonly MaterialTypeCode[] = [2, 1];
const FORM_ID = 'digital-model-form';

interface Figure {
  materialId: number | null;
  url: string | null;
  kind: 'image' | 'video';
}

export interface DigitalModelDialogProps {
  /** The model to edit, or null for a new one. */
  model: DigitalModel | null;
  /** Called with the saved model's id, or null when closed without saving. */
  onDone: (id: number | null) => void;
}

/**
 * Creates or edits one of the brand's digital models: a name, a figure from the library (an image,
 * best a PNG with transparency, or a short video), a voice with its sample, the default position and
 * size, a description. Checked with the server's own schema; a refusal shows in the dialog and what
 * was typed stays.
 */
export function DigitalModelDialog({ model, onDone }: DigitalModelDialogProps) {
  const { api, toaster } = useServices();
  const t = useDigitalModelTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const [name, setName] = useState(model?.name ?? '');
  const [figure, setFigure] = useState<Figure | null>(
    model ? { materialId: null, url: model.coverUrl ?? model.figureUrl, kind: model.figureKind } : null,
  );
  const [voice, setVoice] = useState<SpeechVoice>(model?.voice ?? 'zh-female');
  const [position, setPosition] = useState<PresenterPosition>(model?.position ?? 'right');
  const [scale, setScale] = useState<number | null>(model?.scale ?? DIGITAL_MODEL_LIMITS.scale.default);
  const [description, setDescription] = useState(model?.description ?? '');
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = {
      ...(model ? { id: model.id } : {}),
      name,
      figureMaterialId: figure?.materialId ?? null,
      voice,
      position,
      scale: scale ?? Number.NaN,
      description: description.trim() || null,
    };
    const parsed = digitalModelFormSchema(digitalModelFormMessages(locale)).safeParse(body);
    const found: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    }
    if (!figure) found.figureMaterialId = digitalModelFormMessages(locale).figureRequired;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { id } = await api.request('/v1/sumvideo/sv/digitalModel/save', parsed.data, { selfHandled: true });
      toaster.success(t('dm.saved'));
      onDone(id);
    } catch (error) {
      setFailure(failureText(error, locale));
    } finally {
      setBusy(false);
    }
  };

  const pick = (m: Material | null) => {
    setPicking(false);
    if (m) {
      setFigure({
        materialId: m.id,
        url: m.type === 2 ? m.url : (m.coverUrl ?? null),
        kind: m.type === 1 ? 'video' : 'image',
      });
    }
  };

  return (
    <>
      <Dialog.Root open={!picking} onOpenChange={(open) => !open && !picking && onDone(null)}>
        <Dialog.Content
          size="md"
          title={model ? t('dm.editTitle', { name: model.name }) : t('dm.newTitle')}
          footer={
            <Inline>
              <Button onClick={() => onDone(null)}>{t('dm.cancel')}</Button>
              <Button type="submit" form={FORM_ID} variant="primary" loading={busy}>
                {t('dm.save')}
              </Button>
            </Inline>
          }
        >
          <form id={FORM_ID} onSubmit={(event) => void submit(event)} noValidate>
            <FormField label={t('dm.name')} required error={errors.name ?? null}>
              <TextInput
                value={name}
                maxLength={DIGITAL_MODEL_LIMITS.name + 10}
                onValueChange={setName}
                autoComplete="off"
              />
            </FormField>
            <FormField
              label={t('dm.figure')}
              required
              error={errors.figureMaterialId ?? null}
              hint={t('dm.figureHint')}
            >
              <Inline wrap>
                {figure ? (
                  <Thumbnail
                    src={figure.url}
                    alt={t('dm.figureOf', { name: name || t('dm.newTitle') })}
                    type={figure.kind}
                    ratio="9:16"
                    fit="contain"
                    size="md"
                  />
                ) : (
                  <span style={{ color: vars.color.fg.muted }}>{t('dm.noFigure')}</span>
                )}
                <Button size="sm" onClick={() => setPicking(true)}>
                  {figure ? t('dm.changeFigure') : t('dm.pickFigure')}
                </Button>
              </Inline>
            </FormField>
            <FormField label={t('dm.voice')} required>
              <Select
                options={SPEECH_VOICES.map((v) => ({ value: v.value, label: lang === 'en' ? v.en : v.zh }))}
                value={voice}
                onValueChange={(next) => next && setVoice(next as SpeechVoice)}
              />
            </FormField>
            <VoicePreview voice={voice} name={name || t('dm.newTitle')} />
            <FormField label={t('dm.position')}>
              <RadioGroup
                orientation="horizontal"
                options={PRESENTER_POSITIONS.map((p) => ({ value: p.value, label: lang === 'en' ? p.en : p.zh }))}
                value={position}
                onValueChange={(next) => setPosition(next as PresenterPosition)}
              />
            </FormField>
            <FormField label={t('dm.scale')} error={errors.scale ?? null}>
              <NumberInput
                value={scale}
                min={DIGITAL_MODEL_LIMITS.scale.min}
                max={DIGITAL_MODEL_LIMITS.scale.max}
                step={5}
                onValueChange={setScale}
              />
            </FormField>
            <FormField label={t('dm.description')} error={errors.description ?? null}>
              <Textarea
                value={description}
                onValueChange={setDescription}
                maxLength={DIGITAL_MODEL_LIMITS.description + 10}
                showCount
              />
            </FormField>
            {failure ? <Alert tone="danger" title={failure} style={{ marginTop: vars.space[3] }} /> : null}
          </form>
        </Dialog.Content>
      </Dialog.Root>
      {picking ? (
        <Suspense fallback={null}>
          <MaterialPickerDialog types={FIGURE_TYPES} title={t('dm.pickTitle')} onDone={pick} />
        </Suspense>
      ) : null}
    </>
  );
}
