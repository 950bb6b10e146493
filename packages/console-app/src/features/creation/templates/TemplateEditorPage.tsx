import {
  dictionaryLabel,
  SPEECH_VOICES,
  SUBTITLE_POSITIONS,
  TEMPLATE_LIMITS,
  TEMPLATE_SLOT_KINDS,
  TEMPLATE_TRANSITIONS,
  type Font,
  type Material,
  type MaterialTypeCode,
  type SpeechVoice,
  type SpeechVoiceInfo,
  type TemplateMaterial,
  type TemplateSlotKind,
  type VideoTemplateDetail,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { templateFormSchema } from '@brand-console/api-client/schemas';
import {
  Alert,
  Button,
  ColorInput,
  ConfirmDialog,
  FormItem,
  FormPage,
  FormSection,
  NumberInput,
  PageHeader,
  RadioGroup,
  Result,
  Select,
  Skeleton,
  SortableList,
  Switch,
  Tag,
  Textarea,
  TextInput,
  Thumbnail,
  TreeSelect,
  useFormatters,
  useLocale,
  vars,
  type FormItemRenderProps,
  type SchemaFormReturn,
} from '@brand-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useBlocker, useNavigate, useSearchParams } from 'react-router';
import { Inline } from '../../../components/layout';
import { useSessionState } from '../../../lib/hooks';
import type { PageProps } from '../../../lib/router/menu';
import { preloadable } from '../../../lib/preloadable';
import { useServices } from '../../../lib/services';
import { refusalOf, templateFormMessages, templateMessage, useTemplatesTranslate } from './messages';
import { NarrationPreview } from './NarrationPreview';
import {
  canAddShot,
  canAddText,
  categoryNodes,
  duplicateShot,
  emptyTemplateForm,
  formFromDetail,
  msToSeconds,
  newShot,
  newTextLayer,
  secondsToMs,
  shotsDurationMs,
  videoDurationMs,
  type TemplateFormValues,
  templatePaths,
} from './spec';
import { useTemplateCategories } from './TemplateGrid';
import { RatioField } from './RatioField';

/** The library picker (its virtualised grid) loads when a material is first chosen, or ahead while the form idles. */
// The presenter choice (ADR 0035) loads on its own, after the form.
const PresenterField = lazy(() =>
  import('../digitalModel/PresenterField').then((m) => ({ default: m.PresenterField })),
);
const MaterialPickerDialog = preloadable(() =>
  import('../covers/MaterialPickerDialog').then((m) => m.MaterialPickerDialog),
);

/** Spec section 3: the font list is read as page 1 of size 1000. */
const FONT_PAGE = { pageNo: 1, pageSize: 1000 } as const;
const SLOT_TYPES: Record<TemplateSlotKind, readonly MaterialTypeCode[]> = { video: [1], image: [2] };
const MUSIC_TYPES: readonly MaterialTypeCode[] = [3, 1];

/** A material the editor names, as it shows it (the detail's, or one just picked). */
type ShownMaterial = Pick<TemplateMaterial, 'id' | 'name' | 'type' | 'coverUrl' | 'url' | 'duration'>;

type EditorForm = SchemaFormReturn<TemplateFormValues>;

let nextKey = 0;
/** A key for a listed shot, kept while it moves (the list's own order is the form's). */
const newKey = () => `shot-${++nextKey}`;

const shownOf = (m: Material): ShownMaterial => ({
  id: m.id,
  name: m.name,
  type: m.type,
  coverUrl: m.coverUrl ?? null,
  url: m.url ?? null,
  duration: m.duration ?? null,
});

/**
 * The template editor (`sumwhy_video/template_space/template_edit`, `?id=` for a saved template):
 * name, category and ratio; the shots as a list reordered by drag or keyboard, each with its
 * duration, slot kind, default material, up to three text layers and a transition; background
 * music, narration with a voice preview, and subtitles. The form is checked with the same schema as
 * the server (`templateFormSchema`), in the reader's language; what is typed is kept as a draft in
 * this browser and survives a refusal; leaving with unsaved changes asks first.
 */
export function TemplateEditorPage({ page }: PageProps) {
  const { api } = useServices();
  const t = useTemplatesTranslate();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const raw = search.get('id') ?? '';
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : null;
  const paths = templatePaths(page.moduleKey);
  const fonts = useQuery(apiQueryOptions(api, '/v1/sumvideo/sv/overprint/fontList', FONT_PAGE));
  const voices = useQuery({ ...apiQueryOptions(api, '/v1/sumvideo/sv/speech/voiceList', {}), staleTime: Infinity });
  const categories = useTemplateCategories();
  const detail = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/template/detail', { id: id ?? 0 }),
    enabled: id !== null,
    retry: false,
  });
  const back = { label: t('ed.cancel'), onClick: () => void navigate(paths.space) };
  const title = id === null ? t('ed.newTitle') : t('ed.editTitle', { name: detail.data?.name ?? '' });

  if (id !== null && detail.isError) {
    const missing = refusalOf(detail.error) !== null;
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Result
          status={missing ? 'warning' : 'error'}
          title={missing ? t('ed.notFound') : t('ed.loadFailed')}
          actions={
            missing ? (
              <Button onClick={back.onClick}>{t('ed.cancel')}</Button>
            ) : (
              <Button onClick={() => void detail.refetch()}>{t('ed.retry')}</Button>
            )
          }
        />
      </>
    );
  }
  if (id !== null && detail.data?.source === 2) {
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Result status="warning" title={t('ed.cloudReadOnly')} />
      </>
    );
  }
  if ((id !== null && !detail.data) || fonts.isPending) {
    return (
      <>
        <PageHeader title={id === null ? title : page.title} back={back} />
        <Skeleton lines={10} />
      </>
    );
  }
  const fontList = fonts.data?.records ?? [];
  return (
    <TemplateForm
      key={`${id ?? 'new'}|${detail.data?.updateTime ?? ''}`}
      id={id}
      title={title}
      back={back}
      detail={id !== null ? (detail.data ?? null) : null}
      fonts={fontList}
      voices={voices.data ?? []}
      voicesFailed={voices.isError}
      categories={categoryNodes(categories.data ?? [])}
      spacePath={paths.space}
      editorPath={page.path}
    />
  );
}

interface FormProps {
  id: number | null;
  title: string;
  back: { label: string; onClick: () => void };
  detail: VideoTemplateDetail | null;
  fonts: Font[];
  voices: SpeechVoiceInfo[];
  voicesFailed: boolean;
  categories: ReturnType<typeof categoryNodes>;
  spacePath: string;
  editorPath: string;
}

function TemplateForm({
  id,
  title,
  back,
  detail,
  fonts,
  voices,
  voicesFailed,
  categories,
  spacePath,
  editorPath,
}: FormProps) {
  const { api, toaster } = useServices();
  const { userInfo } = useSessionState();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useTemplatesTranslate();
  const locale = useLocale();
  const schema = useMemo(() => templateFormSchema(templateFormMessages(locale)), [locale]);
  const firstFont = fonts[0]?.fontKey ?? '';
  const [defaults] = useState<TemplateFormValues>(() =>
    detail ? formFromDetail(detail, firstFont) : emptyTemplateForm(firstFont),
  );
  const [materials, setMaterials] = useState<ReadonlyMap<number, ShownMaterial>>(
    () => new Map((detail?.materials ?? []).map((m) => [m.id, m])),
  );
  const remember = (m: Material) => setMaterials((prev) => new Map(prev).set(m.id, shownOf(m)));
  /** Set once a save succeeded: the page then moves on without asking. */
  const saved = useRef(false);
  useEffect(() => {
    MaterialPickerDialog.preload().catch(() => {});
  }, []);

  return (
    <FormPage<TemplateFormValues, typeof schema>
      title={title}
      description={t('ed.description')}
      back={back}
      status={detail?.deleteTime ? <Tag tone="warning">{t('tpl.recycleBin')}</Tag> : undefined}
      schema={schema}
      defaultValues={defaults}
      draftKey={`template-edit:${userInfo?.brandId ?? 0}:${userInfo?.userId ?? 0}:${id ?? 'new'}`}
      submitText={t('ed.save')}
      cancelText={t('ed.cancel')}
      onCancel={() => void navigate(spacePath)}
      onSubmit={async (values, { setFieldError }) => {
        let result: { id: number };
        try {
          result = await api.request(
            '/v1/sumvideo/sv/template/save',
            { ...(id !== null ? { id } : {}), ...values },
            { selfHandled: true },
          );
        } catch (error) {
          const msg = refusalOf(error);
          if (msg === null) throw error;
          const text = templateMessage(msg, locale);
          const shot = /^镜头 ?(\d+)/.exec(msg);
          if (msg.includes('名称')) return setFieldError('name', text);
          if (msg.includes('分类')) return setFieldError('categoryId', text);
          if (msg.includes('字体') && values.spec.subtitles.enabled)
            return setFieldError('spec.subtitles.style.fontKey', text);
          if (shot && Number(shot[1]) <= values.spec.shots.length) {
            return setFieldError(`spec.shots.${Number(shot[1]) - 1}.materialId`, text);
          }
          if (msg.includes('音乐')) return setFieldError('spec.musicMaterialId', text);
          throw new Error(text, { cause: error });
        }
        saved.current = true;
        toaster.success(t('ed.saved'));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/template/page') }),
          queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/template/detail') }),
        ]);
        if (result.id !== id) void navigate(`${editorPath}?id=${result.id}`, { replace: true });
        else saved.current = false;
      }}
    >
      {(form) => (
        <>
          {detail?.deleteTime ? <Alert tone="warning" title={t('ed.recycled')} /> : null}
          <LeaveGuard form={form} saved={saved} />
          <FormSection title={t('ed.basic')}>
            <FormItem name="name" label={t('tpl.name')} required>
              <TextInput maxLength={100} autoComplete="off" />
            </FormItem>
            <FormItem
              name="categoryId"
              label={t('tpl.category')}
              render={(field) => (
                <TreeSelect
                  id={field.id}
                  aria-describedby={field['aria-describedby']}
                  invalid={field.invalid}
                  data={categories}
                  placeholder={t('tpl.uncategorised')}
                  clearable
                  value={typeof field.value === 'number' ? String(field.value) : null}
                  onValueChange={(next) => field.onChange(next ? Number(next) : null)}
                />
              )}
            />
            <RatioField label={t('tpl.ratio')} />
          </FormSection>
          <ShotsSection form={form} materials={materials} onPicked={remember} />
          <SoundSection
            form={form}
            materials={materials}
            onPicked={remember}
            voices={voices}
            voicesFailed={voicesFailed}
          />
          <SubtitlesSection form={form} fonts={fonts} />
          <Suspense fallback={null}>
            <PresenterField
              value={form.watch('spec.presenter')}
              onChange={(next) => form.setValue('spec.presenter', next, { shouldDirty: true })}
            />
          </Suspense>
        </>
      )}
    </FormPage>
  );
}

/** Asks before leaving the editor with unsaved changes (inside the console, and on reload or close). */
function LeaveGuard({ form, saved }: { form: EditorForm; saved: RefObject<boolean> }) {
  const t = useTemplatesTranslate();
  const { isDirty, isSubmitting } = form.formState;
  const dirty = isDirty && !isSubmitting;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !saved.current &&
      `${currentLocation.pathname}${currentLocation.search}` !== `${nextLocation.pathname}${nextLocation.search}`,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      tone="warning"
      title={t('ed.leaveTitle')}
      confirmText={t('ed.leave')}
      cancelText={t('ed.stay')}
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    >
      {t('ed.leaveBody')}
    </ConfirmDialog>
  );
}

const ROW_STYLE: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space[3],
  alignItems: 'start',
};
const BOX_STYLE: CSSProperties = {
  border: `1px solid ${vars.color.border.muted}`,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  marginTop: vars.space[2],
};

interface MaterialProps {
  form: EditorForm;
  materials: ReadonlyMap<number, ShownMaterial>;
  onPicked: (m: Material) => void;
}

function ShotsSection({ form, materials, onPicked }: MaterialProps) {
  const t = useTemplatesTranslate();
  const f = useFormatters();
  const lang = f.locale.startsWith('en') ? 'en' : 'zh';
  const shots = form.watch('spec.shots');
  const narration = form.watch('spec.narration');
  const [keys, setKeys] = useState<string[]>(() => shots.map(() => newKey()));
  // The draft's values or a discarded draft may hold another count: keys follow the form.
  if (keys.length !== shots.length) setKeys(shots.map((_, i) => keys[i] ?? newKey()));
  const items = shots.map((_, i) => ({ key: keys[i] ?? `missing-${i}`, index: i }));
  const total = shotsDurationMs(shots);
  const errors = form.formState.errors.spec?.shots;
  const listError = errors?.root?.message ?? errors?.message;
  const change = (next: TemplateFormValues['spec']['shots'], nextKeys: string[]) => {
    setKeys(nextKeys);
    form.setValue('spec.shots', next, { shouldDirty: true });
  };
  const insertAt = (at: number, shot: TemplateFormValues['spec']['shots'][number]) =>
    change([...shots.slice(0, at), shot, ...shots.slice(at)], [...keys.slice(0, at), newKey(), ...keys.slice(at)]);

  return (
    <FormSection
      title={t('ed.shots')}
      description={
        <span aria-live="polite">
          {narration
            ? t('ed.totalWithNarration', { duration: f.formatDuration(total, 'seconds') })
            : t('ed.total', { duration: f.formatDuration(total, 'seconds') })}{' '}
          · {t('ed.shotsHint')}
        </span>
      }
    >
      {listError ? <Alert tone="danger" title={listError} /> : null}
      <SortableList
        aria-label={t('ed.shots')}
        items={items}
        getId={(item) => item.key}
        getLabel={(item) =>
          t('ed.shotLabel', {
            n: item.index + 1,
            seconds: msToSeconds(shots[item.index]?.durationMs ?? 0),
            slot: dictionaryLabel(TEMPLATE_SLOT_KINDS, shots[item.index]?.slot ?? 'video', lang),
          })
        }
        onReorder={(_, { from, to }) => {
          const nextShots = [...shots];
          const nextKeys = [...keys];
          nextShots.splice(to, 0, ...nextShots.splice(from, 1));
          nextKeys.splice(to, 0, ...nextKeys.splice(from, 1));
          change(nextShots, nextKeys);
        }}
        renderItem={(item) => (
          <ShotEditor
            key={item.key}
            form={form}
            shotKey={item.key}
            index={item.index}
            count={shots.length}
            materials={materials}
            onPicked={onPicked}
            onDuplicate={() => insertAt(item.index + 1, duplicateShot(form.getValues(`spec.shots.${item.index}`)))}
            onRemove={() =>
              change(
                shots.filter((_, i) => i !== item.index),
                keys.filter((_, i) => i !== item.index),
              )
            }
          />
        )}
      />
      <Inline wrap style={{ marginTop: vars.space[2] }}>
        <Button onClick={() => insertAt(shots.length, newShot('video'))} disabled={!canAddShot(shots.length)}>
          {t('ed.addShot')}
        </Button>
        <span style={{ color: vars.color.fg.muted }}>
          {shots.length} / {TEMPLATE_LIMITS.shots}
        </span>
      </Inline>
    </FormSection>
  );
}

interface ShotProps extends MaterialProps {
  shotKey: string;
  index: number;
  count: number;
  onDuplicate: () => void;
  onRemove: () => void;
}

function ShotEditor({ form, shotKey, index, count, materials, onPicked, onDuplicate, onRemove }: ShotProps) {
  const t = useTemplatesTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const base = `spec.shots.${index}` as const;
  const slot = form.watch(`${base}.slot`);
  const texts = form.watch(`${base}.texts`);
  const setTexts = (next: typeof texts) => form.setValue(`${base}.texts`, next, { shouldDirty: true });

  return (
    <div style={{ flex: 1, minWidth: 0 }}>
      <Inline spread wrap>
        <strong>{t('ed.shot', { n: index + 1 })}</strong>
        <Inline wrap gap={1}>
          <Button
            size="sm"
            onClick={onDuplicate}
            disabled={!canAddShot(count)}
            aria-label={`${t('ed.duplicate')} ${index + 1}`}
          >
            {t('ed.duplicate')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={onRemove}
            disabled={count <= 1}
            aria-label={`${t('ed.removeShot')} ${index + 1}`}
          >
            {t('ed.removeShot')}
          </Button>
        </Inline>
      </Inline>
      <div style={ROW_STYLE}>
        <FormItem
          name={`${base}.durationMs`}
          label={t('ed.seconds')}
          required
          format={(ms: unknown) => (typeof ms === 'number' ? msToSeconds(ms) : null)}
          parse={(seconds: number | null) => secondsToMs(seconds)}
        >
          <NumberInput
            min={TEMPLATE_LIMITS.shotMs.min / 1000}
            max={TEMPLATE_LIMITS.shotMs.max / 1000}
            step={0.5}
            precision={1}
          />
        </FormItem>
        <FormItem
          name={`${base}.slot`}
          label={t('ed.slot')}
          render={(field) => (
            <RadioGroup
              id={field.id}
              aria-describedby={field['aria-describedby']}
              orientation="horizontal"
              options={TEMPLATE_SLOT_KINDS.map((k) => ({ value: k.value, label: lang === 'en' ? k.en : k.zh }))}
              value={String(field.value)}
              onValueChange={(next) => {
                field.onChange(next);
                // A material of the other kind no longer fits the slot.
                form.setValue(`${base}.materialId`, null, { shouldDirty: true });
              }}
            />
          )}
        />
        <FormItem
          name={`${base}.transition`}
          label={t('ed.transition')}
          render={(field) => (
            <Select
              id={field.id}
              aria-describedby={field['aria-describedby']}
              options={TEMPLATE_TRANSITIONS.map((k) => ({ value: k.value, label: lang === 'en' ? k.en : k.zh }))}
              value={String(field.value)}
              onValueChange={(next) => next && field.onChange(next)}
            />
          )}
        />
      </div>
      <FormItem
        name={`${base}.materialId`}
        label={t('ed.material')}
        render={(field) => (
          <MaterialField
            field={field}
            materials={materials}
            types={SLOT_TYPES[slot ?? 'video']}
            pickTitle={slot === 'image' ? t('ed.pickImage') : t('ed.pickVideo')}
            emptyText={t('ed.noMaterial')}
            onPicked={onPicked}
          />
        )}
      />
      <div role="group" aria-label={`${t('ed.shot', { n: index + 1 })} · ${t('ed.texts')}`}>
        {texts.map((_, i) => (
          // Keyed by the count too: removing a text renumbers the rest, each bound to its new place.
          <div key={`${shotKey}-${texts.length}-${i}`} style={BOX_STYLE}>
            <Inline spread>
              <span>{t('ed.text', { n: i + 1 })}</span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setTexts(texts.filter((__, j) => j !== i))}
                aria-label={`${t('ed.shot', { n: index + 1 })} · ${t('ed.removeText', { n: i + 1 })}`}
              >
                {t('ed.removeText', { n: i + 1 })}
              </Button>
            </Inline>
            <div style={ROW_STYLE}>
              <FormItem name={`${base}.texts.${i}.content`} label={t('ed.textContent')} required>
                <TextInput maxLength={TEMPLATE_LIMITS.textLayer + 20} />
              </FormItem>
              <FormItem
                name={`${base}.texts.${i}.position`}
                label={t('ed.textPosition')}
                render={(field) => (
                  <Select
                    id={field.id}
                    aria-describedby={field['aria-describedby']}
                    options={SUBTITLE_POSITIONS.map((p) => ({ value: p.value, label: lang === 'en' ? p.en : p.zh }))}
                    value={String(field.value)}
                    onValueChange={(next) => next && field.onChange(next)}
                  />
                )}
              />
              <FormItem name={`${base}.texts.${i}.fontSize`} label={t('ed.textSize')}>
                <NumberInput min={TEMPLATE_LIMITS.fontSize.min} max={TEMPLATE_LIMITS.fontSize.max} />
              </FormItem>
              <FormItem name={`${base}.texts.${i}.color`} label={t('ed.textColor')}>
                <ColorInput />
              </FormItem>
            </div>
          </div>
        ))}
        <Button
          size="sm"
          style={{ marginTop: vars.space[2] }}
          onClick={() => setTexts([...texts, newTextLayer()])}
          disabled={!canAddText(texts.length)}
          aria-label={`${t('ed.shot', { n: index + 1 })} · ${t('ed.addText')}`}
        >
          {t('ed.addText')}
        </Button>
      </div>
    </div>
  );
}

interface MaterialFieldProps {
  field: FormItemRenderProps;
  materials: ReadonlyMap<number, ShownMaterial>;
  types: readonly MaterialTypeCode[];
  pickTitle: string;
  emptyText: string;
  onPicked: (m: Material) => void;
}

/** A material id field: the chosen material's cover and name, choose (from the library) and clear. */
function MaterialField({
  field: { id: controlId, ref: attach, value, onChange, 'aria-describedby': describedBy, 'aria-invalid': invalid },
  materials,
  types,
  pickTitle,
  emptyText,
  onPicked,
}: MaterialFieldProps) {
  const t = useTemplatesTranslate();
  const [picking, setPicking] = useState(false);
  const id = typeof value === 'number' ? value : null;
  const shown = id !== null ? materials.get(id) : undefined;
  return (
    <>
      <Inline wrap>
        {id !== null ? (
          <>
            <Thumbnail
              src={shown?.coverUrl ?? (shown?.type === 2 ? shown.url : null)}
              alt={shown?.name ?? `#${id}`}
              type={shown?.type === 1 ? 'video' : 'image'}
              size="sm"
              {...(shown?.duration ? { durationMs: shown.duration } : {})}
            />
            <span id={`${controlId}-name`}>{shown?.name ?? `#${id}`}</span>
          </>
        ) : (
          <span id={`${controlId}-name`} style={{ color: vars.color.fg.muted }}>
            {emptyText}
          </span>
        )}
        <Button
          size="sm"
          id={controlId}
          ref={attach}
          aria-describedby={[`${controlId}-name`, describedBy].filter(Boolean).join(' ')}
          aria-invalid={invalid}
          // The field's label would name the button otherwise; its name is what it does.
          aria-label={pickTitle}
          onClick={() => setPicking(true)}
        >
          {pickTitle}
        </Button>
        {id !== null ? (
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            {t('ed.clear')}
          </Button>
        ) : null}
      </Inline>
      {picking ? (
        <Suspense fallback={null}>
          <MaterialPickerDialog
            types={types}
            title={pickTitle}
            onDone={(m) => {
              setPicking(false);
              if (!m) return;
              onPicked(m);
              onChange(m.id);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

interface SoundProps extends MaterialProps {
  voices: SpeechVoiceInfo[];
  voicesFailed: boolean;
}

function SoundSection({ form, materials, onPicked, voices, voicesFailed }: SoundProps) {
  const t = useTemplatesTranslate();
  const f = useFormatters();
  const lang = f.locale.startsWith('en') ? 'en' : 'zh';
  const narration = form.watch('spec.narration');
  const shots = form.watch('spec.shots');
  const [spoken, setSpoken] = useState<number | null>(null);
  const voiceOptions = (voices.length ? voices.map((v) => v.voice) : SPEECH_VOICES.map((v) => v.value)).map(
    (voice) => ({ value: voice, label: dictionaryLabel(SPEECH_VOICES, voice, lang) }),
  );
  const defaultVoice: SpeechVoice = voices[0]?.voice ?? SPEECH_VOICES[0].value;

  return (
    <FormSection title={t('ed.audio')}>
      <FormItem
        name="spec.musicMaterialId"
        label={t('ed.music')}
        render={(field) => (
          <MaterialField
            field={field}
            materials={materials}
            types={MUSIC_TYPES}
            pickTitle={t('ed.pickMusic')}
            emptyText={t('ed.noMusic')}
            onPicked={onPicked}
          />
        )}
      />
      <FormItem name="spec.musicVolume" label={t('ed.musicVolume')}>
        <NumberInput min={0} max={100} style={{ maxWidth: 160 }} />
      </FormItem>
      <Switch
        label={t('ed.narrationOn')}
        checked={narration !== null && narration !== undefined}
        onCheckedChange={(on) => {
          setSpoken(null);
          form.setValue('spec.narration', on ? { text: '', voice: defaultVoice } : null, {
            shouldDirty: true,
            shouldValidate: !on,
          });
        }}
      />
      {narration ? (
        <div style={BOX_STYLE}>
          <FormItem name="spec.narration.text" label={t('ed.narrationText')} required>
            <Textarea rows={4} maxLength={TEMPLATE_LIMITS.narration + 100} />
          </FormItem>
          <FormItem
            name="spec.narration.voice"
            label={t('ed.voice')}
            hint={voicesFailed ? t('ed.voicesFailed') : undefined}
            render={(field) => (
              <Select
                id={field.id}
                aria-describedby={field['aria-describedby']}
                options={voiceOptions}
                value={String(field.value)}
                onValueChange={(next) => next && field.onChange(next)}
              />
            )}
          />
          <p style={{ margin: `0 0 ${vars.space[1]}`, color: vars.color.fg.muted }}>
            {t('ed.previewHint', { max: 200 })}
            {spoken !== null
              ? ` · ${t('ed.total', { duration: f.formatDuration(videoDurationMs(shots ?? [], spoken), 'seconds') })}`
              : ''}
          </p>
          <NarrationPreview
            text={narration.text}
            voice={narration.voice}
            onDuration={(ms, whole) => setSpoken(whole && form.getValues('spec.narration') ? ms : null)}
          />
        </div>
      ) : null}
    </FormSection>
  );
}

function SubtitlesSection({ form, fonts }: { form: EditorForm; fonts: Font[] }) {
  const t = useTemplatesTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const enabled = form.watch('spec.subtitles.enabled');
  const style = 'spec.subtitles.style' as const;
  return (
    <FormSection title={t('ed.subtitles')}>
      <Switch
        label={t('ed.subtitlesOn')}
        checked={enabled}
        onCheckedChange={(on) => form.setValue('spec.subtitles.enabled', on, { shouldDirty: true })}
      />
      {enabled ? (
        <div style={ROW_STYLE}>
          <FormItem
            name={`${style}.fontKey`}
            label={t('ed.font')}
            render={(field) => (
              <Select
                id={field.id}
                aria-describedby={field['aria-describedby']}
                invalid={field.invalid}
                options={fonts.map((font) => ({ value: font.fontKey, label: font.fontName }))}
                value={typeof field.value === 'string' && field.value ? field.value : null}
                onValueChange={(next) => next && field.onChange(next)}
              />
            )}
          />
          <FormItem name={`${style}.fontSize`} label={t('ed.fontSize')}>
            <NumberInput min={8} max={200} />
          </FormItem>
          <FormItem name={`${style}.color`} label={t('ed.color')}>
            <ColorInput />
          </FormItem>
          <FormItem name={`${style}.strokeColor`} label={t('ed.strokeColor')}>
            <ColorInput />
          </FormItem>
          <FormItem name={`${style}.strokeWidth`} label={t('ed.strokeWidth')}>
            <NumberInput min={0} max={20} />
          </FormItem>
          <FormItem
            name={`${style}.position`}
            label={t('ed.position')}
            render={(field) => (
              <Select
                id={field.id}
                aria-describedby={field['aria-describedby']}
                options={SUBTITLE_POSITIONS.map((p) => ({ value: p.value, label: lang === 'en' ? p.en : p.zh }))}
                value={String(field.value)}
                onValueChange={(next) => next && field.onChange(next)}
              />
            )}
          />
        </div>
      ) : null}
    </FormSection>
  );
}
