import {
  dictionaryLabel,
  PIPELINE_LIMITS,
  PIPELINE_STRATEGIES,
  SPEECH_VOICES,
  type Material,
  type MaterialTypeCode,
  type PipelineDetail,
  type PipelineGroupSpec,
  type SpeechVoiceInfo,
  type TemplateMaterial,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { pipelineFormSchema } from '@brand-console/api-client/schemas';
import {
  Alert,
  Button,
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
  Textarea,
  TextInput,
  Thumbnail,
  useFormatters,
  useLocale,
  vars,
  type SchemaFormReturn,
} from '@brand-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, useState, type CSSProperties } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Inline } from '../../../components/layout';
import { preloadable } from '../../../lib/preloadable';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { pipelineFormMessages, pipelineMessage, refusalOf, usePipelineTranslate } from './messages';
import {
  canAddGroup,
  canAddMaterial,
  combinationSummary,
  emptyPipelineForm,
  formFromPipeline,
  idParam,
  moved,
  newGroup,
  pipelinePaths,
  type PipelineFormValues,
} from './model';
import { RatioField } from '../templates/RatioField';

const GROUP_TYPES: readonly MaterialTypeCode[] = [1, 2];
const MUSIC_TYPES: readonly MaterialTypeCode[] = [3, 1];
// The library's material grid loads when a material is to be chosen, not with the editor.
const MaterialPickerDialog = preloadable(() =>
  import('../covers/MaterialPickerDialog').then((m) => m.MaterialPickerDialog),
);
const preloadPicker = () => void MaterialPickerDialog.preload().catch(() => {});

type ShownMaterial = Pick<TemplateMaterial, 'id' | 'name' | 'type' | 'coverUrl' | 'url' | 'duration'>;
type EditorForm = SchemaFormReturn<PipelineFormValues>;

let nextKey = 0;
const newKey = () => `pipeline-group-${++nextKey}`;

const shownOf = (m: Material): ShownMaterial => ({
  id: m.id,
  name: m.name,
  type: m.type,
  coverUrl: m.coverUrl ?? null,
  url: m.url ?? null,
  duration: m.duration ?? null,
});

const ROW_STYLE: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space[3],
  alignItems: 'start',
};

/**
 * The pipeline editor (`sumwhy_video/Assemblyline/assemblyline_details`, `?id=` to edit): name and
 * ratio; the material groups as a list reordered by drag or keyboard (group order is shot order),
 * each with its name, materials chosen from the library, shots per video and seconds per shot; a
 * live count of the distinct videos the groups allow; the rules (combination strategy, videos per
 * run); narration with a voice and subtitles; background music. Checked with the server's schema in
 * the reader's language; a refusal is placed beside what caused it.
 */
export function PipelineEditorPage({ page }: PageProps) {
  const { api } = useServices();
  const t = usePipelineTranslate();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const raw = search.get('id');
  const id = idParam(raw);
  const paths = pipelinePaths(page.moduleKey);
  const voices = useQuery({ ...apiQueryOptions(api, '/v1/sumvideo/sv/speech/voiceList', {}), staleTime: Infinity });
  const detail = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/pipeline/detail', { id: id ?? 0 }),
    enabled: id !== null,
    retry: false,
  });
  const back = {
    label: t('ed.back'),
    href: paths.list,
    onClick: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      void navigate(paths.list);
    },
  };

  if ((raw !== null && id === null) || detail.isError) {
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
              <Button onClick={() => void navigate(paths.list)}>{t('ed.cancel')}</Button>
            ) : (
              <Button onClick={() => void detail.refetch()}>{t('ed.retry')}</Button>
            )
          }
        />
      </>
    );
  }
  if (id !== null && !detail.data) {
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Skeleton lines={10} />
      </>
    );
  }
  return (
    <PipelineForm
      key={detail.data ? `${id}|${detail.data.updateTime}` : 'new'}
      id={id}
      back={back}
      paths={paths}
      detail={detail.data ?? null}
      voices={voices.data ?? []}
    />
  );
}

interface FormProps {
  id: number | null;
  back: { label: string; href: string; onClick: (event: { preventDefault: () => void }) => void };
  paths: ReturnType<typeof pipelinePaths>;
  detail: PipelineDetail | null;
  voices: SpeechVoiceInfo[];
}

function PipelineForm({ id, back, paths, detail, voices }: FormProps) {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = usePipelineTranslate();
  const locale = useLocale();
  const schema = useMemo(() => pipelineFormSchema(pipelineFormMessages(locale)), [locale]);
  const [defaults] = useState<PipelineFormValues>(() =>
    detail ? formFromPipeline(detail) : emptyPipelineForm((n) => t('ed.defaultGroup', { n })),
  );
  const [materials, setMaterials] = useState<ReadonlyMap<number, ShownMaterial>>(
    () => new Map((detail?.materials ?? []).map((m) => [m.id, m])),
  );
  const remember = (m: Material) => setMaterials((prev) => new Map(prev).set(m.id, shownOf(m)));

  return (
    <FormPage<PipelineFormValues, typeof schema>
      title={detail ? t('ed.title', { name: detail.name }) : t('ed.newTitle')}
      description={t('ed.description')}
      back={back}
      actions={
        id !== null ? (
          <Button onClick={() => void navigate(paths.products(id))}>{t('list.products')}</Button>
        ) : undefined
      }
      schema={schema}
      defaultValues={defaults}
      submitText={t('ed.save')}
      cancelText={t('ed.cancel')}
      onCancel={() => void navigate(paths.list)}
      onSubmit={async (values, { setFieldError }) => {
        let saved: { id: number };
        try {
          saved = await api.request(
            '/v1/sumvideo/sv/pipeline/save',
            { ...(id !== null ? { id } : {}), ...values },
            { selfHandled: true },
          );
        } catch (error) {
          const msg = refusalOf(error);
          if (msg === null) throw error;
          const text = pipelineMessage(msg, locale);
          const group = /^素材组「(.+)」/.exec(msg);
          const at = group ? values.spec.groups.findIndex((g) => g.name.trim() === group[1]) : -1;
          if (at >= 0) return setFieldError(`spec.groups.${at}.materialIds`, text);
          if (msg.includes('音乐')) return setFieldError('spec.musicMaterialId', text);
          if (msg.includes('名称')) return setFieldError('name', text);
          throw new Error(text, { cause: error });
        }
        toaster.success(t('ed.saved'));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/pipeline/page') }),
          queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/pipeline/detail') }),
        ]);
        if (id === null) void navigate(paths.editor(saved.id), { replace: true });
      }}
    >
      {(form) => (
        <>
          <FormSection title={t('ed.basic')}>
            <div style={ROW_STYLE}>
              <FormItem name="name" label={t('list.name')} required>
                <TextInput maxLength={120} autoComplete="off" />
              </FormItem>
              <RatioField label={t('list.ratio')} />
            </div>
          </FormSection>
          <GroupsSection form={form} materials={materials} onPicked={remember} />
          <RulesSection form={form} />
          <NarrationSection form={form} voices={voices} materials={materials} onPicked={remember} />
        </>
      )}
    </FormPage>
  );
}

interface MaterialProps {
  form: EditorForm;
  materials: ReadonlyMap<number, ShownMaterial>;
  onPicked: (m: Material) => void;
}

function GroupsSection({ form, materials, onPicked }: MaterialProps) {
  const t = usePipelineTranslate();
  const f = useFormatters();
  const groups = form.watch('spec.groups');
  const videoCount = form.watch('spec.videoCount');
  const [keys, setKeys] = useState<string[]>(() => groups.map(() => newKey()));
  if (keys.length !== groups.length) setKeys(groups.map((_, i) => keys[i] ?? newKey()));
  const items = groups.map((_, i) => ({ key: keys[i] ?? `missing-${i}`, index: i }));
  const errors = form.formState.errors.spec?.groups;
  const listError = errors?.root?.message ?? errors?.message;
  const change = (next: PipelineGroupSpec[], nextKeys: string[]) => {
    setKeys(nextKeys);
    form.setValue('spec.groups', next, { shouldDirty: true });
  };
  const summary = combinationSummary({ groups, videoCount: Number(videoCount) || 0 });

  return (
    <FormSection title={t('ed.groups')} description={t('ed.groupsHint')}>
      {listError ? <Alert tone="danger" title={listError} /> : null}
      <p role="status" aria-live="polite" data-testid="combination-count" style={{ margin: 0 }}>
        {summary.combinations > 0
          ? t('ed.count', {
              count: summary.combinations,
              shots: summary.shots,
              duration: f.formatDuration(summary.durationMs, 'seconds'),
            })
          : t('ed.countNone')}
        {summary.combinations > 0 && !summary.enough ? ` ${t('ed.countShort')}` : ''}
      </p>
      <SortableList
        aria-label={t('ed.groups')}
        items={items}
        getId={(item) => item.key}
        getLabel={(item) =>
          t('ed.groupLabel', {
            n: item.index + 1,
            name: groups[item.index]?.name ?? '',
            count: groups[item.index]?.materialIds.length ?? 0,
          })
        }
        onReorder={(_, { from, to }) => change(moved(groups, from, to), moved(keys, from, to))}
        renderItem={(item) => (
          <GroupEditor
            key={item.key}
            form={form}
            index={item.index}
            count={groups.length}
            materials={materials}
            onPicked={onPicked}
            onRemove={() =>
              change(
                groups.filter((_, i) => i !== item.index),
                keys.filter((_, i) => i !== item.index),
              )
            }
          />
        )}
      />
      <Inline wrap style={{ marginTop: vars.space[2] }}>
        <Button
          onClick={() =>
            change([...groups, newGroup(t('ed.defaultGroup', { n: groups.length + 1 }))], [...keys, newKey()])
          }
          disabled={!canAddGroup(groups.length)}
        >
          {t('ed.addGroup')}
        </Button>
        <span style={{ color: vars.color.fg.muted }}>
          {groups.length} / {PIPELINE_LIMITS.groups}
        </span>
      </Inline>
    </FormSection>
  );
}

interface GroupProps extends MaterialProps {
  index: number;
  count: number;
  onRemove: () => void;
}

function GroupEditor({ form, index, count, materials, onPicked, onRemove }: GroupProps) {
  const t = usePipelineTranslate();
  const base = `spec.groups.${index}` as const;
  const name = form.watch(`${base}.name`) ?? '';
  const n = index + 1;
  return (
    <div style={{ flex: 1, minWidth: 0 }} role="group" aria-label={t('ed.group', { n })}>
      <Inline spread wrap>
        <strong>{t('ed.group', { n })}</strong>
        <Button
          size="sm"
          variant="ghost"
          onClick={onRemove}
          disabled={count <= 1}
          aria-label={t('ed.removeGroupOf', { n })}
        >
          {t('ed.removeGroup')}
        </Button>
      </Inline>
      <div style={ROW_STYLE}>
        <FormItem name={`${base}.name`} label={t('ed.groupName')}>
          <TextInput maxLength={60} autoComplete="off" />
        </FormItem>
        <FormItem name={`${base}.shots`} label={t('ed.shots')}>
          <NumberInput min={1} max={PIPELINE_LIMITS.shotsPerGroup} step={1} precision={0} />
        </FormItem>
        <FormItem
          name={`${base}.shotMs`}
          label={t('ed.seconds')}
          format={(ms: unknown) => (typeof ms === 'number' ? Math.round(ms / 100) / 10 : null)}
          parse={(seconds: number | null) => (seconds === null ? Number.NaN : Math.round(seconds * 1000))}
        >
          <NumberInput
            min={PIPELINE_LIMITS.shotMs.min / 1000}
            max={PIPELINE_LIMITS.shotMs.max / 1000}
            step={0.5}
            precision={1}
          />
        </FormItem>
      </div>
      <FormItem
        name={`${base}.materialIds`}
        label={t('ed.materials', {
          count: (form.watch(`${base}.materialIds`) ?? []).length,
          max: PIPELINE_LIMITS.materialsPerGroup,
        })}
        render={(field) => (
          <MaterialsField
            controlId={field.id}
            describedBy={field['aria-describedby']}
            value={Array.isArray(field.value) ? (field.value as number[]) : []}
            onChange={field.onChange}
            materials={materials}
            onPicked={onPicked}
            pickTitle={t('ed.pickTitle', { name: name || t('ed.group', { n }) })}
            addLabel={t('ed.addMaterialTo', { name: name || t('ed.group', { n }) })}
          />
        )}
      />
    </div>
  );
}

interface MaterialsFieldProps {
  controlId: string;
  describedBy: string | undefined;
  value: number[];
  onChange: (next: number[]) => void;
  materials: ReadonlyMap<number, ShownMaterial>;
  onPicked: (m: Material) => void;
  pickTitle: string;
  addLabel: string;
}

/** A group's materials: each with its cover and a remove button, and one more from the library. */
function MaterialsField({
  controlId,
  describedBy,
  value,
  onChange,
  materials,
  onPicked,
  pickTitle,
  addLabel,
}: MaterialsFieldProps) {
  const t = usePipelineTranslate();
  const [picking, setPicking] = useState(false);
  return (
    <>
      {value.length === 0 ? <p style={{ margin: 0, color: vars.color.fg.muted }}>{t('ed.noMaterials')}</p> : null}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space[2] }}>
        {value.map((materialId) => {
          const shown = materials.get(materialId);
          const label = shown?.name ?? `#${materialId}`;
          return (
            <li key={materialId} style={{ display: 'grid', gap: vars.space[1], justifyItems: 'start', width: 120 }}>
              <Thumbnail
                src={shown?.coverUrl ?? (shown?.type === 2 ? shown.url : null)}
                alt={label}
                type={shown?.type === 1 ? 'video' : 'image'}
                size="sm"
                {...(shown?.duration ? { durationMs: shown.duration } : {})}
              />
              <span style={{ fontSize: 12, overflowWrap: 'anywhere' }}>{label}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('ed.removeMaterial', { name: label })}
                onClick={() => onChange(value.filter((v) => v !== materialId))}
              >
                {t('ed.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
      <Button
        size="sm"
        id={controlId}
        aria-describedby={describedBy}
        aria-label={addLabel}
        disabled={!canAddMaterial(value.length)}
        onPointerEnter={preloadPicker}
        onFocus={preloadPicker}
        onClick={() => setPicking(true)}
        style={{ marginTop: vars.space[2] }}
      >
        {t('ed.addMaterial')}
      </Button>
      {picking ? (
        <Suspense fallback={null}>
          <MaterialPickerDialog
            types={GROUP_TYPES}
            title={pickTitle}
            onDone={(m) => {
              setPicking(false);
              if (!m) return;
              onPicked(m);
              if (!value.includes(m.id)) onChange([...value, m.id]);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function RulesSection({ form }: { form: EditorForm }) {
  const t = usePipelineTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  void form;
  return (
    <FormSection title={t('ed.rules')}>
      <div style={ROW_STYLE}>
        <FormItem
          name="spec.strategy"
          label={t('ed.strategy')}
          render={(field) => (
            <RadioGroup
              id={field.id}
              aria-describedby={field['aria-describedby']}
              options={PIPELINE_STRATEGIES.map((s) => ({ value: String(s.value), label: lang === 'en' ? s.en : s.zh }))}
              value={String(field.value)}
              onValueChange={(next) => field.onChange(Number(next))}
            />
          )}
        />
        <FormItem
          name="spec.videoCount"
          label={t('ed.videoCount')}
          hint={t('ed.videoCountHint', { max: PIPELINE_LIMITS.videosPerRun })}
        >
          <NumberInput min={1} max={PIPELINE_LIMITS.videosPerRun} step={1} precision={0} />
        </FormItem>
      </div>
    </FormSection>
  );
}

interface NarrationProps extends MaterialProps {
  voices: SpeechVoiceInfo[];
}

function NarrationSection({ form, voices, materials, onPicked }: NarrationProps) {
  const t = usePipelineTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const narration = form.watch('spec.narration');
  const subtitles = form.watch('spec.subtitles');
  const music = form.watch('spec.musicMaterialId');
  const [pickingMusic, setPickingMusic] = useState(false);
  const voiceOptions = (voices.length ? voices.map((v) => v.voice) : SPEECH_VOICES.map((v) => v.value)).map(
    (value) => ({ value, label: dictionaryLabel(SPEECH_VOICES, value, lang) }),
  );
  const shownMusic = music !== null && music !== undefined ? materials.get(music) : undefined;
  const musicError = form.formState.errors.spec?.musicMaterialId?.message;
  return (
    <FormSection title={t('ed.narration')}>
      <Switch
        label={t('ed.narrationOn')}
        checked={narration !== null && narration !== undefined}
        onCheckedChange={(on) =>
          form.setValue('spec.narration', on ? { text: '', voice: voiceOptions[1]?.value ?? 'zh-female' } : null, {
            shouldDirty: true,
          })
        }
      />
      {narration ? (
        <>
          <FormItem name="spec.narration.text" label={t('ed.narrationText')}>
            <Textarea rows={3} maxLength={PIPELINE_LIMITS.narration + 100} />
          </FormItem>
          <div style={ROW_STYLE}>
            <FormItem
              name="spec.narration.voice"
              label={t('ed.voice')}
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
          <Switch
            label={t('ed.subtitlesOn')}
            checked={!!subtitles}
            onCheckedChange={(on) => form.setValue('spec.subtitles', on, { shouldDirty: true })}
          />
        </>
      ) : null}
      <div style={{ marginTop: vars.space[3] }}>
        <strong id="pipeline-music-label">{t('ed.music')}</strong>
        <Inline wrap style={{ marginTop: vars.space[1] }}>
          <span style={{ color: shownMusic || music ? undefined : vars.color.fg.muted }}>
            {music ? (shownMusic?.name ?? `#${music}`) : t('ed.noMusic')}
          </span>
          <Button
            size="sm"
            aria-describedby="pipeline-music-label"
            onPointerEnter={preloadPicker}
            onFocus={preloadPicker}
            onClick={() => setPickingMusic(true)}
          >
            {t('ed.pickMusic')}
          </Button>
          {music ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => form.setValue('spec.musicMaterialId', null, { shouldDirty: true })}
            >
              {t('ed.clear')}
            </Button>
          ) : null}
        </Inline>
        {musicError ? (
          <p role="alert" style={{ color: vars.color.danger.subtleFg, margin: `${vars.space[1]} 0 0` }}>
            {musicError}
          </p>
        ) : null}
        {pickingMusic ? (
          <Suspense fallback={null}>
            <MaterialPickerDialog
              types={MUSIC_TYPES}
              title={t('ed.pickMusic')}
              onDone={(m) => {
                setPickingMusic(false);
                if (!m) return;
                onPicked(m);
                form.setValue('spec.musicMaterialId', m.id, { shouldDirty: true });
              }}
            />
          </Suspense>
        ) : null}
      </div>
    </FormSection>
  );
}
