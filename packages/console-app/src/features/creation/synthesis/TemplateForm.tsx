import {
  dictionaryLabel,
  SPEECH_PREVIEW_MAX,
  SPEECH_VOICES,
  TEMPLATE_LIMITS,
  TEMPLATE_RATIOS,
  TEMPLATE_SLOT_KINDS,
  type Material,
  type SpeechVoice,
  type VideoTemplateDetail,
} from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import { LIMITS, synthesisFormSchema } from '@brand-console/api-client/schemas';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  FormActions,
  FormItem,
  Select,
  Switch,
  Textarea,
  TextInput,
  useFormatters,
  useLocale,
  useSchemaForm,
  vars,
} from '@brand-console/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useRef, useState } from 'react';
import { BareList, Breakable, Inline } from '../../../components/layout';
import { preloadable } from '../../../lib/preloadable';
import { useServices } from '../../../lib/services';
import { canAddVariant, DEFAULT_VOICE, formDefaults, nextVariant, previewText, type CreateFormValues } from './model';
import { refusalOf, shotRefusal, synthesisMessage, useSynthesisTranslate } from './messages';

const MaterialPickerDialog = preloadable(() =>
  import('../covers/MaterialPickerDialog').then((m) => m.MaterialPickerDialog),
);

/** The material type (`MATERIAL_TYPES`) a slot of each kind takes. */
const SLOT_MATERIAL_TYPE = { video: 1, image: 2 } as const;

export interface TemplateFormProps {
  template: VideoTemplateDetail;
  /** Back to step 1. */
  onChangeTemplate: () => void;
  /** The tasks were queued. */
  onQueued: (result: { count: number; name: string }) => void;
}

/**
 * Step 2 of 模板创作: the template's shots with their length and texts, a material from the library
 * for each slot (or the template's own), narration and voice with a preview, subtitles, the video
 * name, and more videos for one batch. Validated by `synthesisFormSchema` in the reader's language;
 * a refusal (the quota) shows above the submit button and keeps what was typed.
 */
export function TemplateForm({ template, onChangeTemplate, onQueued }: TemplateFormProps) {
  const { api } = useServices();
  const t = useSynthesisTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const { formatDuration } = useFormatters();
  const schema = useMemo(
    () =>
      synthesisFormSchema({ nameRequired: t('create.nameRequired'), narrationRequired: t('create.narrationRequired') }),
    [t],
  );
  const form = useSchemaForm<CreateFormValues>({ schema, defaultValues: formDefaults(template) });
  const variants = form.watch('variants') ?? [];
  const [refusal, setRefusal] = useState<string | null>(null);
  const [shotError, setShotError] = useState<{ variant: number; shot: number; message: string } | null>(null);
  /** The template speaks: each video may reword or revoice it, not drop it (null keeps the template's). */
  const ownNarration = template.spec.narration !== null;
  /** Materials chosen in this form, by id (their names and covers for the slots). */
  const [chosen, setChosen] = useState<ReadonlyMap<number, Material>>(new Map());
  const [picking, setPicking] = useState<{ variant: number; shot: number } | null>(null);
  const voices = useQuery(apiQueryOptions(api, '/v1/sumvideo/sv/speech/voiceList', {}));
  const voiceOptions = (voices.data ?? []).length
    ? voices.data!.map((v) => ({ value: v.voice, label: lang === 'en' ? v.nameEn : v.name }))
    : SPEECH_VOICES.map((v) => ({ value: v.value, label: v[lang] }));
  const sampleOf = (voice: SpeechVoice) => voices.data?.find((v) => v.voice === voice)?.sampleText ?? '';
  const templateMaterials = useMemo(() => new Map(template.materials.map((m) => [m.id, m])), [template.materials]);
  /** Narration typed for a video before it was switched off, to bring back when switched on again. */
  const parked = useRef(new Map<number, string>());

  const setVariants = (next: CreateFormValues['variants']) =>
    form.setValue('variants', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const submit = async (values: CreateFormValues) => {
    setRefusal(null);
    setShotError(null);
    try {
      const { taskIds } = await api.request('/v1/sumvideo/sv/synthesis/createFromTemplate', values, {
        selfHandled: true,
      });
      onQueued({ count: taskIds.length, name: values.name });
    } catch (error) {
      const msg = refusalOf(error);
      if (msg === null) throw error;
      // A refusal about one shot shows on that shot; others above the submit button.
      const at = shotRefusal(msg);
      if (at) setShotError({ variant: at.variant, shot: at.shot, message: synthesisMessage(msg, locale) });
      else setRefusal(synthesisMessage(msg, locale));
    }
  };

  const kindLabel = (kind: string) => dictionaryLabel(TEMPLATE_SLOT_KINDS, kind, lang);
  const shots = template.spec.shots;

  return (
    <Form form={form} onSubmit={submit} errorText={t('create.failed')}>
      <Card
        title={t('create.template')}
        titleAs="h2"
        extra={<Button onClick={onChangeTemplate}>{t('create.changeTemplate')}</Button>}
      >
        <Descriptions
          columns={3}
          items={[
            { key: 'name', label: t('create.template'), value: <Breakable>{template.name}</Breakable> },
            { key: 'ratio', label: t('create.ratio'), value: dictionaryLabel(TEMPLATE_RATIOS, template.ratio, lang) },
            { key: 'duration', label: t('create.duration'), value: formatDuration(template.duration) },
          ]}
        />
      </Card>

      <FormItem name="name" label={t('create.name')} hint={t('create.nameHint')} required>
        <TextInput maxLength={LIMITS.text} autoComplete="off" />
      </FormItem>
      <FormItem
        name="subtitles"
        label={t('create.subtitles')}
        hint={t('create.subtitlesHint')}
        valueProp="checked"
        changeProp="onCheckedChange"
        format={(value) => value === 1}
        parse={(checked: boolean) => (checked ? 1 : 0)}
      >
        <Switch />
      </FormItem>

      <section aria-labelledby="synthesis-variants" style={{ display: 'grid', gap: vars.space[4] }}>
        <h2 id="synthesis-variants" style={{ margin: 0, fontSize: vars.font.size.lg }}>
          {t('create.variants')}
        </h2>
        {variants.map((variant, v) => (
          <Card
            key={v}
            title={t('create.variant', { n: v + 1 })}
            titleAs="h3"
            extra={
              variants.length > 1 ? (
                <Button
                  variant="link"
                  onClick={() => setVariants(variants.filter((_, i) => i !== v))}
                  aria-label={t('create.removeVariant', { n: v + 1 })}
                >
                  {t('create.removeVariant', { n: v + 1 })}
                </Button>
              ) : null
            }
          >
            <BareList style={{ display: 'grid', gap: vars.space[3] }}>
              {shots.map((shot, s) => {
                const picked = variant.slots[s] ?? null;
                const own = shot.materialId !== null ? templateMaterials.get(shot.materialId) : undefined;
                const kind = kindLabel(shot.slot);
                const slotAction = picked !== null || own ? t('create.replace') : t('create.choose', { kind });
                return (
                  <li
                    key={s}
                    style={{
                      display: 'grid',
                      gap: vars.space[1],
                      padding: vars.space[3],
                      border: `1px solid ${vars.color.border.muted}`,
                      borderRadius: vars.radius.md,
                    }}
                  >
                    <Inline wrap>
                      <strong>{t('create.shot', { n: s + 1 })}</strong>
                      <span>{t('create.shotDuration', { duration: formatDuration(shot.durationMs) })}</span>
                      <span>{t('create.slotKind', { kind })}</span>
                    </Inline>
                    <span style={{ color: vars.color.fg.muted }}>
                      {t('create.shotTexts')}：
                      {shot.texts.length ? shot.texts.map((text) => text.content).join(' / ') : t('create.noTexts')}
                    </span>
                    <Inline wrap>
                      <Breakable>
                        {picked !== null
                          ? t('create.slotChosen', { name: chosen.get(picked)?.name ?? `#${picked}` })
                          : own
                            ? t('create.slotTemplate', { name: own.name })
                            : t('create.slotEmpty')}
                      </Breakable>
                      <Button
                        size="sm"
                        aria-label={t('create.slotButton', { action: slotAction, variant: v + 1, shot: s + 1 })}
                        onClick={() => setPicking({ variant: v, shot: s })}
                      >
                        {slotAction}
                      </Button>
                      {picked !== null ? (
                        <Button
                          size="sm"
                          variant="link"
                          aria-label={t('create.slotButton', {
                            action: t('create.clear'),
                            variant: v + 1,
                            shot: s + 1,
                          })}
                          onClick={() =>
                            setVariants(
                              variants.map((item, i) =>
                                i === v ? { ...item, slots: item.slots.map((id, j) => (j === s ? null : id)) } : item,
                              ),
                            )
                          }
                        >
                          {t('create.clear')}
                        </Button>
                      ) : null}
                    </Inline>
                    {shotError && shotError.variant === v && shotError.shot === s ? (
                      <span role="alert" style={{ color: vars.color.danger.fg }}>
                        {shotError.message}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </BareList>
            <div style={{ display: 'grid', gap: vars.space[3], marginTop: vars.space[4] }}>
              {ownNarration ? (
                <strong>{t('create.narration')}</strong>
              ) : (
                <Switch
                  label={t('create.narrationOn', { n: v + 1 })}
                  checked={variant.narration !== null}
                  onCheckedChange={(on) => {
                    if (!on && variant.narration) parked.current.set(v, variant.narration.text);
                    setVariants(
                      variants.map((item, i) =>
                        i === v
                          ? {
                              ...item,
                              narration: on
                                ? {
                                    text: parked.current.get(v) ?? template.spec.narration?.text ?? '',
                                    voice: template.spec.narration?.voice ?? DEFAULT_VOICE,
                                  }
                                : null,
                            }
                          : item,
                      ),
                    );
                  }}
                />
              )}
              {ownNarration ? <span style={{ color: vars.color.fg.muted }}>{t('create.narrationOwn')}</span> : null}
              {variant.narration ? (
                <>
                  <FormItem name={`variants.${v}.narration.text`} label={t('create.narrationText')} required>
                    <Textarea rows={3} maxLength={TEMPLATE_LIMITS.narration} />
                  </FormItem>
                  <Inline wrap align="end">
                    <FormItem name={`variants.${v}.narration.voice`} label={t('create.voice')} required>
                      <Select options={voiceOptions} style={{ minWidth: 220 }} />
                    </FormItem>
                    <VoicePreview
                      key={`${v}-${variant.narration.voice}`}
                      voice={variant.narration.voice}
                      text={previewText(variant.narration.text, sampleOf(variant.narration.voice), SPEECH_PREVIEW_MAX)}
                      voiceName={voiceOptions.find((o) => o.value === variant.narration?.voice)?.label ?? ''}
                    />
                  </Inline>
                </>
              ) : null}
            </div>
          </Card>
        ))}
        <Inline wrap>
          <Button
            disabled={!canAddVariant(variants.length)}
            onClick={() => setVariants([...variants, nextVariant(template, variants.at(-1))])}
          >
            {t('create.addVariant')}
          </Button>
          <span style={{ color: vars.color.fg.muted }}>{t('create.variantLimit', { max: TEMPLATE_LIMITS.batch })}</span>
        </Inline>
      </section>

      {refusal ? <Alert tone="danger" role="alert" description={refusal} /> : null}
      <FormActions submitText={t('create.submit')} />

      <Suspense fallback={null}>
        {picking ? (
          <MaterialPickerDialog
            types={[SLOT_MATERIAL_TYPE[shots[picking.shot]!.slot]]}
            title={t('create.pickTitle', { kind: kindLabel(shots[picking.shot]!.slot) })}
            onDone={(material) => {
              const target = picking;
              setPicking(null);
              if (!material) return;
              if (shotError?.variant === target.variant && shotError.shot === target.shot) setShotError(null);
              setChosen((before) => new Map(before).set(material.id, material));
              setVariants(
                variants.map((item, i) =>
                  i === target.variant
                    ? { ...item, slots: item.slots.map((id, j) => (j === target.shot ? material.id : id)) }
                    : item,
                ),
              );
            }}
          />
        ) : null}
      </Suspense>
    </Form>
  );
}

/** Plays a voice speaking (the start of) the narration: `speech/preview` synthesises a WAV once per text. */
function VoicePreview({ voice, text, voiceName }: { voice: SpeechVoice; text: string; voiceName: string }) {
  const { api } = useServices();
  const t = useSynthesisTranslate();
  const locale = useLocale();
  const preview = useMutation({
    mutationFn: () => api.request('/v1/sumvideo/sv/speech/preview', { voice, text }, { selfHandled: true }),
  });
  const failure = preview.error ? refusalOf(preview.error) : null;
  return (
    <span style={{ display: 'inline-grid', gap: vars.space[1] }}>
      <Inline>
        <Button disabled={!text} loading={preview.isPending} onClick={() => preview.mutate()}>
          {preview.isPending ? t('create.previewing') : t('create.preview')}
        </Button>
        {preview.data ? (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- synthesised speech of the text shown beside it
          <audio controls autoPlay src={preview.data.url} aria-label={t('create.previewOf', { voice: voiceName })} />
        ) : null}
      </Inline>
      {preview.isError ? (
        <span role="alert" style={{ color: vars.color.danger.fg }}>
          {failure ? synthesisMessage(failure, locale) : t('create.previewFailed')}
        </span>
      ) : null}
    </span>
  );
}
