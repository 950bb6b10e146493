import {
  dictionaryLabel,
  SPEECH_VOICES,
  SUBTITLE_POSITIONS,
  TEMPLATE_SLOT_KINDS,
  TEMPLATE_TRANSITIONS,
  type EditingProjectDetail,
  type Font,
  type Material,
  type MaterialTypeCode,
  type ScriptShot,
  type SpeechVoiceInfo,
  type TemplateMaterial,
  type TemplateSlotKind,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { SCRIPT_LIMITS, scriptFormSchema } from '@brand-console/api-client/schemas';
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
  useFormatters,
  useLocale,
  vars,
  type FormItemRenderProps,
  type SchemaFormReturn,
} from '@brand-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useBlocker, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Inline } from '../../../components/layout';
import { useMenuModel, useSessionState } from '../../../lib/hooks';
import { preloadable } from '../../../lib/preloadable';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { NarrationPreview } from '../templates/NarrationPreview';
import { refusalOf, scriptFormMessages, scriptMessage, useScriptsTranslate } from './messages';
import {
  canAddScriptShot,
  DEFAULT_VOICE,
  duplicateScriptShot,
  estimatedScriptMs,
  formFromScript,
  narrationLength,
  newScriptShot,
  previewText,
  scriptPaths,
  shotMs,
  shotSeconds,
  type ScriptFormValues,
} from './model';
import type { ScriptListState } from './ScriptListPage';
import { RatioField } from '../templates/RatioField';

/** Spec section 3: the font list is read as page 1 of size 1000. */
const FONT_PAGE = { pageNo: 1, pageSize: 1000 } as const;
const SLOT_TYPES: Record<TemplateSlotKind, readonly MaterialTypeCode[]> = { video: [1], image: [2] };
const MUSIC_TYPES: readonly MaterialTypeCode[] = [3, 1];
// The library's material grid loads when a material is to be chosen, not with the storyboard.
// The presenter choice (ADR 0035) loads on its own, after the form.
const PresenterField = lazy(() =>
  import('../digitalModel/PresenterField').then((m) => ({ default: m.PresenterField })),
);
const MaterialPickerDialog = preloadable(() =>
  import('../covers/MaterialPickerDialog').then((m) => m.MaterialPickerDialog),
);
const preloadPicker = () => void MaterialPickerDialog.preload().catch(() => {});

/** A material the editor names, as it shows it (the detail's, or one just picked). */
type ShownMaterial = Pick<TemplateMaterial, 'id' | 'name' | 'type' | 'coverUrl' | 'url' | 'duration'>;
type EditorForm = SchemaFormReturn<ScriptFormValues>;

let nextKey = 0;
/** A key for a listed shot, kept while it moves (the list's own order is the form's). */
const newKey = () => `script-shot-${++nextKey}`;

const shownOf = (m: Material): ShownMaterial => ({
  id: m.id,
  name: m.name,
  type: m.type,
  coverUrl: m.coverUrl ?? null,
  url: m.url ?? null,
  duration: m.duration ?? null,
});

/**
 * The storyboard editor (`sumwhy_video/creative_script/detail?id=`): name and ratio; the shots as a
 * list reordered by drag or keyboard, each with its material (by slot kind), narration with a live
 * count, an optional length ("auto" when empty: as long as its narration) and a transition; one voice
 * with a preview, background music, subtitles. Checked with the server's schema (`scriptFormSchema`)
 * in the reader's language; a refusal is placed beside what caused it and what was typed stays;
 * leaving with unsaved changes asks first. 生成视频 renders the saved script into a synthesis task.
 */
export function ScriptEditorPage({ page }: PageProps) {
  const { api } = useServices();
  const t = useScriptsTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const raw = search.get('id') ?? '';
  const id = /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const paths = scriptPaths(page.moduleKey);
  const listSearch = (location.state as ScriptListState | null)?.listSearch ?? '';
  const listPath = `${paths.list}${listSearch}`;
  const fonts = useQuery(apiQueryOptions(api, '/v1/sumvideo/sv/overprint/fontList', FONT_PAGE));
  const voices = useQuery({ ...apiQueryOptions(api, '/v1/sumvideo/sv/speech/voiceList', {}), staleTime: Infinity });
  const detail = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/editing/project/detail', { projectId: id ?? 0 }),
    enabled: id !== null,
    retry: false,
  });
  const back = {
    label: t('ed.back'),
    href: listPath,
    onClick: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      void navigate(listPath);
    },
  };

  if (id === null || detail.isError) {
    const missing = id === null || refusalOf(detail.error) !== null;
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Result
          status={missing ? 'warning' : 'error'}
          headingLevel={2}
          title={missing ? t('ed.notFound') : t('ed.loadFailed')}
          actions={
            missing ? (
              <Button onClick={() => void navigate(listPath)}>{t('ed.cancel')}</Button>
            ) : (
              <Button onClick={() => void detail.refetch()}>{t('ed.retry')}</Button>
            )
          }
        />
      </>
    );
  }
  if (!detail.data || fonts.isPending) {
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Skeleton lines={10} />
      </>
    );
  }
  return (
    <ScriptForm
      key={`${id}|${detail.data.updateTime}|${detail.data.deleteTime ?? ''}`}
      id={id}
      back={back}
      listPath={listPath}
      taskPath={paths.task}
      detail={detail.data}
      fonts={fonts.data?.records ?? []}
      voices={voices.data ?? []}
      voicesFailed={voices.isError}
    />
  );
}

interface FormProps {
  id: number;
  back: { label: string; href: string; onClick: (event: { preventDefault: () => void }) => void };
  listPath: string;
  taskPath: (taskId: number) => string;
  detail: EditingProjectDetail;
  fonts: Font[];
  voices: SpeechVoiceInfo[];
  voicesFailed: boolean;
}

function ScriptForm({ id, back, listPath, taskPath, detail, fonts, voices, voicesFailed }: FormProps) {
  const { api, toaster } = useServices();
  const { userInfo } = useSessionState();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useScriptsTranslate();
  const locale = useLocale();
  const schema = useMemo(() => scriptFormSchema(scriptFormMessages(locale)), [locale]);
  const [defaults] = useState<ScriptFormValues>(() => formFromScript(detail, fonts[0]?.fontKey ?? ''));
  const [materials, setMaterials] = useState<ReadonlyMap<number, ShownMaterial>>(
    () => new Map(detail.materials.map((m) => [m.id, m])),
  );
  const remember = (m: Material) => setMaterials((prev) => new Map(prev).set(m.id, shownOf(m)));
  /** Set once a save succeeded: the page then reloads the script without asking. */
  const saved = useRef(false);
  const recycled = detail.deleteTime !== null;

  return (
    <FormPage<ScriptFormValues, typeof schema>
      title={t('ed.title', { name: detail.name })}
      description={t('ed.description')}
      back={back}
      status={recycled ? <Tag tone="warning">{t('ed.inBin')}</Tag> : undefined}
      schema={schema}
      defaultValues={defaults}
      draftKey={`script-edit:${userInfo?.brandId ?? 0}:${userInfo?.userId ?? 0}:${id}`}
      submitText={t('ed.save')}
      cancelText={t('ed.cancel')}
      onCancel={() => void navigate(listPath)}
      onSubmit={async (values, { setFieldError }) => {
        try {
          await api.request(
            '/v1/sumvideo/sv/editing/project/save',
            { projectId: id, ...values },
            { selfHandled: true },
          );
        } catch (error) {
          const msg = refusalOf(error);
          if (msg === null) throw error;
          const text = scriptMessage(msg, locale);
          const shot = /^镜头 ?(\d+)/.exec(msg);
          if (msg.includes('名称')) return setFieldError('name', text);
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
          queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/editing/project/page') }),
          queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/editing/project/detail') }),
        ]);
      }}
    >
      {(form) => (
        <>
          {recycled ? <Alert tone="warning" title={t('ed.recycled')} /> : null}
          <LeaveGuard form={form} saved={saved} />
          <RenderBar form={form} id={id} name={detail.name} disabled={recycled} taskPath={taskPath} />
          <FormSection title={t('ed.basic')}>
            <FormItem name="name" label={t('list.name')} required>
              <TextInput maxLength={120} autoComplete="off" />
            </FormItem>
            <RatioField label={t('list.ratio')} />
          </FormSection>
          <ShotsSection form={form} materials={materials} onPicked={remember} />
          <VoiceSection
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

/** 模板空间 and the template editor, where a script saved as a template opens. */
const TEMPLATE_SPACE_PATH = '/sumwhy_video/template_space';
const TEMPLATE_EDIT_PATH = '/sumwhy_video/template_space/template_edit';

/**
 * 生成视频: renders the saved script (after a confirmation) and links its synthesis task; 另存为模板
 * (for members who also have 模板空间) saves it as a new template and links it in the template editor.
 */
function RenderBar({
  form,
  id,
  name,
  disabled,
  taskPath,
}: {
  form: EditorForm;
  id: number;
  name: string;
  disabled: boolean;
  taskPath: (taskId: number) => string;
}) {
  const { api, toaster } = useServices();
  const t = useScriptsTranslate();
  const locale = useLocale();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [taskId, setTaskId] = useState<number | null>(null);
  const { pages } = useMenuModel();
  // "Convert to template" needs 模板空间 too: the new template opens in its editor there.
  const canSaveAsTemplate = pages.has(TEMPLATE_SPACE_PATH);
  const [asTemplate, setAsTemplate] = useState(false);
  const [templateId, setTemplateId] = useState<number | null>(null);
  return (
    <div>
      <Inline wrap>
        <Button
          disabled={disabled}
          onClick={() => {
            if (form.formState.isDirty) toaster.warning(t('ed.saveFirst'));
            else setConfirming(true);
          }}
        >
          {t('ed.render')}
        </Button>
        {canSaveAsTemplate ? (
          <Button
            variant="secondary"
            disabled={disabled}
            onClick={() => {
              if (form.formState.isDirty) toaster.warning(t('ed.saveFirstTemplate'));
              else setAsTemplate(true);
            }}
          >
            {t('ed.toTemplate')}
          </Button>
        ) : null}
      </Inline>
      {templateId !== null ? (
        <Alert
          tone="success"
          style={{ marginTop: vars.space[2] }}
          title={t('ed.toTemplateDone', { name })}
          action={
            <Button size="sm" onClick={() => void navigate(`${TEMPLATE_EDIT_PATH}?id=${templateId}`)}>
              {t('ed.openTemplate')}
            </Button>
          }
        />
      ) : null}
      <ConfirmDialog
        open={asTemplate}
        onOpenChange={setAsTemplate}
        confirmText={t('ed.toTemplate')}
        onConfirm={async () => {
          let saved: { id: number };
          try {
            saved = await api.request(
              '/v1/sumvideo/sv/editing/project/toTemplate',
              { projectId: id },
              { selfHandled: true },
            );
          } catch (error) {
            const msg = refusalOf(error);
            throw new Error(msg ? scriptMessage(msg, locale) : (error as Error).message, { cause: error });
          }
          toaster.success(t('ed.toTemplateDone', { name }));
          setTemplateId(saved.id);
        }}
      >
        {t('ed.confirmToTemplate', { name })}
      </ConfirmDialog>
      {taskId !== null ? (
        <Alert
          tone="success"
          style={{ marginTop: vars.space[2] }}
          title={t('list.renderedTitle', { name })}
          description={t('list.rendered')}
          action={
            <Button size="sm" onClick={() => void navigate(taskPath(taskId))}>
              {t('list.viewTask')}
            </Button>
          }
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        confirmText={t('ed.render')}
        onConfirm={async () => {
          let taskIds: number[];
          try {
            ({ taskIds } = await api.request(
              '/v1/sumvideo/sv/editing/project/render',
              { projectId: id },
              { selfHandled: true },
            ));
          } catch (error) {
            const msg = refusalOf(error);
            throw new Error(msg ? scriptMessage(msg, locale) : (error as Error).message, { cause: error });
          }
          toaster.success(t('list.rendered'));
          setTaskId(taskIds[0] ?? null);
        }}
      >
        {t('list.confirmRender', { name })}
      </ConfirmDialog>
    </div>
  );
}

/** Asks before leaving the editor with unsaved changes (inside the console, and on reload or close). */
function LeaveGuard({ form, saved }: { form: EditorForm; saved: RefObject<boolean> }) {
  const t = useScriptsTranslate();
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

interface MaterialProps {
  form: EditorForm;
  materials: ReadonlyMap<number, ShownMaterial>;
  onPicked: (m: Material) => void;
}

function ShotsSection({ form, materials, onPicked }: MaterialProps) {
  const t = useScriptsTranslate();
  const f = useFormatters();
  const shots = form.watch('spec.shots');
  const [keys, setKeys] = useState<string[]>(() => shots.map(() => newKey()));
  // A restored draft may hold another count: keys follow the form.
  if (keys.length !== shots.length) setKeys(shots.map((_, i) => keys[i] ?? newKey()));
  const items = shots.map((_, i) => ({ key: keys[i] ?? `missing-${i}`, index: i }));
  const errors = form.formState.errors.spec?.shots;
  const listError = errors?.root?.message ?? errors?.message;
  const change = (next: ScriptShot[], nextKeys: string[]) => {
    setKeys(nextKeys);
    form.setValue('spec.shots', next, { shouldDirty: true });
  };
  const insertAt = (at: number, shot: ScriptShot) =>
    change([...shots.slice(0, at), shot, ...shots.slice(at)], [...keys.slice(0, at), newKey(), ...keys.slice(at)]);

  return (
    <FormSection
      title={t('ed.shots')}
      description={
        <span aria-live="polite">
          {t('ed.estimate', { duration: f.formatDuration(estimatedScriptMs(shots), 'seconds') })} · {t('ed.shotsHint')}
        </span>
      }
    >
      {listError ? <Alert tone="danger" title={listError} /> : null}
      <SortableList
        aria-label={t('ed.shots')}
        items={items}
        getId={(item) => item.key}
        getLabel={(item) => {
          const seconds = shotSeconds(shots[item.index]?.durationMs);
          return t('ed.shotLabel', {
            n: item.index + 1,
            seconds: seconds === null ? t('ed.auto') : f.formatDuration(seconds * 1000, 'seconds'),
          });
        }}
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
            index={item.index}
            count={shots.length}
            materials={materials}
            onPicked={onPicked}
            onDuplicate={() =>
              insertAt(item.index + 1, duplicateScriptShot(form.getValues(`spec.shots.${item.index}`)))
            }
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
        <Button
          onClick={() => insertAt(shots.length, newScriptShot('video'))}
          disabled={!canAddScriptShot(shots.length)}
        >
          {t('ed.addShot')}
        </Button>
        <span style={{ color: vars.color.fg.muted }}>
          {shots.length} / {SCRIPT_LIMITS.shots}
        </span>
      </Inline>
    </FormSection>
  );
}

interface ShotProps extends MaterialProps {
  index: number;
  count: number;
  onDuplicate: () => void;
  onRemove: () => void;
}

function ShotEditor({ form, index, count, materials, onPicked, onDuplicate, onRemove }: ShotProps) {
  const t = useScriptsTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const base = `spec.shots.${index}` as const;
  const slot = form.watch(`${base}.slot`);
  const narration = form.watch(`${base}.narration`) ?? '';
  const n = index + 1;

  return (
    <div style={{ flex: 1, minWidth: 0 }} role="group" aria-label={t('ed.shot', { n })}>
      <Inline spread wrap>
        <strong>{t('ed.shot', { n })}</strong>
        <Inline wrap gap={1}>
          <Button
            size="sm"
            onClick={onDuplicate}
            disabled={!canAddScriptShot(count)}
            aria-label={t('ed.duplicateOf', { n })}
          >
            {t('ed.duplicate')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={onRemove}
            disabled={count <= 1}
            aria-label={t('ed.removeOf', { n })}
          >
            {t('ed.removeShot')}
          </Button>
        </Inline>
      </Inline>
      <FormItem
        name={`${base}.narration`}
        label={t('ed.narration')}
        hint={t('ed.count', { count: narrationLength(narration), max: SCRIPT_LIMITS.narration })}
      >
        <Textarea rows={3} maxLength={SCRIPT_LIMITS.narration + 100} showCount={false} />
      </FormItem>
      <div style={ROW_STYLE}>
        <FormItem
          name={`${base}.durationMs`}
          label={t('ed.seconds')}
          hint={t('ed.secondsHint')}
          format={(ms: unknown) => shotSeconds(typeof ms === 'number' ? ms : null)}
          parse={(seconds: number | null) => shotMs(seconds)}
        >
          <NumberInput
            min={SCRIPT_LIMITS.shotMs.min / 1000}
            max={SCRIPT_LIMITS.shotMs.max / 1000}
            step={0.5}
            precision={1}
            placeholder={t('ed.auto')}
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
            pickTitle={`${slot === 'image' ? t('ed.pickImage') : t('ed.pickVideo')} · ${t('ed.shot', { n })}`}
            pickText={slot === 'image' ? t('ed.pickImage') : t('ed.pickVideo')}
            emptyText={t('ed.noMaterial')}
            onPicked={onPicked}
          />
        )}
      />
    </div>
  );
}

interface MaterialFieldProps {
  field: FormItemRenderProps;
  materials: ReadonlyMap<number, ShownMaterial>;
  types: readonly MaterialTypeCode[];
  /** The button's accessible name and the picker's title. */
  pickTitle: string;
  pickText: string;
  emptyText: string;
  onPicked: (m: Material) => void;
}

/** A material id field: the chosen material's cover and name, choose (from the library) and clear. */
function MaterialField({
  field: { id: controlId, ref: attach, value, onChange, 'aria-describedby': describedBy, 'aria-invalid': invalid },
  materials,
  types,
  pickTitle,
  pickText,
  emptyText,
  onPicked,
}: MaterialFieldProps) {
  const t = useScriptsTranslate();
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
          aria-label={pickTitle}
          onPointerEnter={preloadPicker}
          onFocus={preloadPicker}
          onClick={() => setPicking(true)}
        >
          {pickText}
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

interface VoiceProps extends MaterialProps {
  voices: SpeechVoiceInfo[];
  voicesFailed: boolean;
}

function VoiceSection({ form, materials, onPicked, voices, voicesFailed }: VoiceProps) {
  const t = useScriptsTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const shots = form.watch('spec.shots');
  const voice = form.watch('spec.voice') ?? DEFAULT_VOICE;
  const voiceOptions = (voices.length ? voices.map((v) => v.voice) : SPEECH_VOICES.map((v) => v.value)).map(
    (value) => ({ value, label: dictionaryLabel(SPEECH_VOICES, value, lang) }),
  );
  const sample = voices.find((v) => v.voice === voice)?.sampleText ?? t('ed.sample');

  return (
    <FormSection title={t('ed.voiceSection')}>
      <div style={ROW_STYLE}>
        <FormItem
          name="spec.voice"
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
      </div>
      <p style={{ margin: `0 0 ${vars.space[1]}`, color: vars.color.fg.muted }}>{t('ed.previewHint')}</p>
      <NarrationPreview text={previewText(shots, sample)} voice={voice} />
      <FormItem
        name="spec.musicMaterialId"
        label={t('ed.music')}
        render={(field) => (
          <MaterialField
            field={field}
            materials={materials}
            types={MUSIC_TYPES}
            pickTitle={t('ed.pickMusic')}
            pickText={t('ed.pickMusic')}
            emptyText={t('ed.noMusic')}
            onPicked={onPicked}
          />
        )}
      />
      <FormItem name="spec.musicVolume" label={t('ed.musicVolume')}>
        <NumberInput min={0} max={100} style={{ maxWidth: 160 }} />
      </FormItem>
    </FormSection>
  );
}

function SubtitlesSection({ form, fonts }: { form: EditorForm; fonts: Font[] }) {
  const t = useScriptsTranslate();
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
