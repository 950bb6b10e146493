import {
  dictionaryLabel,
  REPLACE_LIMITS,
  REPLACE_MODES,
  replaceVariants,
  replaceVariantTotal,
  TEMPLATE_LIMITS,
  TEMPLATE_SLOT_KINDS,
  type CreativeReplace,
  type Material,
  type ReplaceModeCode,
  type VideoTemplate,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { replaceRuleFormSchema } from '@brand-console/api-client/schemas';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  Empty,
  FormField,
  NumberInput,
  RadioGroup,
  Select,
  Skeleton,
  TextInput,
  Thumbnail,
  useLocale,
  vars,
} from '@brand-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { BareList, Inline } from '../../../components/layout';
import { useServices } from '../../../lib/services';
import { failureText, replaceRuleFormMessages, useDigitalModelTranslate } from './messages';

const MaterialPickerDialog = lazy(() =>
  import('../covers/MaterialPickerDialog').then((m) => ({ default: m.MaterialPickerDialog })),
);

const RULE_FORM = 'replace-rule-form';
const RUN_FORM = 'replace-run-form';

interface Draft {
  id?: number;
  replaceName: string;
  remark: string;
  target: 'slot' | 'text';
  shotIndex: number;
  layerIndex: number | null;
  materials: Array<{ id: number; name: string; url: string | null; type: number }>;
  texts: string[];
}

const draftOf = (rule: CreativeReplace | null): Draft =>
  rule
    ? {
        id: rule.id,
        replaceName: rule.replaceName,
        remark: rule.remark ?? '',
        target: rule.target,
        shotIndex: rule.shotIndex,
        layerIndex: rule.layerIndex,
        materials: rule.materials.map((m) => ({ id: m.id, name: m.name, url: m.coverUrl ?? m.url, type: m.type })),
        texts: rule.texts,
      }
    : { replaceName: '', remark: '', target: 'text', shotIndex: 0, layerIndex: 0, materials: [], texts: [''] };

export interface ReplaceRulesDialogProps {
  template: VideoTemplate;
  /** Where 合成任务 lives, to follow the queued videos. */
  taskPath: string;
  onClose: () => void;
}

/**
 * 替换规则 of a template (ADR 0035): its rules (a shot's material or one of its texts, and the
 * candidates to put there), added, edited and deleted; and a run that makes one video per
 * combination of the chosen rules (every combination, or item by item, up to a maximum), each its
 * own synthesis task, with a link to 合成任务.
 */
export function ReplaceRulesDialog({ template, taskPath, onClose }: ReplaceRulesDialogProps) {
  const { api, toaster } = useServices();
  const t = useDigitalModelTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useQuery(apiQueryOptions(api, '/v1/sumvideo/sv/template/detail', { id: template.id }));
  const rules = useQuery(
    apiQueryOptions(api, '/v1/sumvideo/sv/creativeReplace/getCreativeRplaceByCreativeId', { creativeId: template.id }),
  );
  const [draft, setDraft] = useState<Draft | null>(null);
  const [picking, setPicking] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<number> | null>(null);
  const [mode, setMode] = useState<ReplaceModeCode>(1);
  const [count, setCount] = useState<number | null>(REPLACE_LIMITS.variants);
  const [name, setName] = useState(template.name);
  const [queued, setQueued] = useState<number | null>(null);
  const shots = detail.data?.spec.shots ?? [];
  const list = rules.data ?? [];
  const selected = list.filter((r) => (chosen ? chosen.has(r.id) : true));
  const lengths = selected.map((r) => (r.target === 'slot' ? r.materialIds.length : r.texts.length));
  const planned = replaceVariants(lengths, mode, count ?? 0).length;
  const total = replaceVariantTotal(lengths, mode);
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: apiPathKey('/v1/sumvideo/sv/creativeReplace/getCreativeRplaceByCreativeId'),
    });

  const saveRule = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setFailure(null);
    const body = {
      ...(draft.id ? { id: draft.id } : {}),
      creativeId: template.id,
      replaceName: draft.replaceName,
      remark: draft.remark.trim() || null,
      target: draft.target,
      shotIndex: draft.shotIndex,
      layerIndex: draft.target === 'text' ? draft.layerIndex : null,
      materialIds: draft.target === 'slot' ? draft.materials.map((m) => m.id) : [],
      texts: draft.target === 'text' ? draft.texts : [],
    };
    const parsed = replaceRuleFormSchema(replaceRuleFormMessages(locale)).safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      if (found.texts || found.materialIds) found.items = found.texts ?? found.materialIds ?? '';
      return setErrors(found);
    }
    setErrors({});
    setBusy(true);
    try {
      await api.request('/v1/sumvideo/sv/creativeReplace/setReplaceRule', parsed.data, { selfHandled: true });
      toaster.success(t('rr.saved'));
      setDraft(null);
      await refresh();
    } catch (error) {
      setFailure(failureText(error, locale));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (rule: CreativeReplace) => {
    if (!window.confirm(t('rr.confirmRemove', { name: rule.replaceName }))) return;
    try {
      await api.request('/v1/sumvideo/sv/creativeReplace/remove', { id: rule.id }, { selfHandled: true });
      toaster.success(t('rr.removed'));
      await refresh();
    } catch (error) {
      toaster.error(failureText(error, locale));
    }
  };

  const run = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (selected.length === 0) return setFailure(t('rr.chooseRules'));
    setBusy(true);
    try {
      const { taskIds } = await api.request(
        '/v1/sumvideo/sv/creativeReplace/replace',
        {
          creativeId: template.id,
          ruleIds: selected.map((r) => r.id),
          mode,
          count: Math.max(1, Math.min(REPLACE_LIMITS.variants, count ?? 1)),
          name: name.trim(),
        },
        { selfHandled: true },
      );
      setQueued(taskIds.length);
      toaster.success(t('rr.queued', { count: taskIds.length }));
      await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/synthesis/page') });
    } catch (error) {
      setFailure(failureText(error, locale));
    } finally {
      setBusy(false);
    }
  };

  const shot = draft ? shots[draft.shotIndex] : undefined;
  const items = draft ? (draft.target === 'slot' ? draft.materials.length : draft.texts.length) : 0;
  const summary = (rule: CreativeReplace) =>
    rule.target === 'slot'
      ? t('rr.summarySlot', { shot: rule.shotIndex + 1, count: rule.materialIds.length })
      : t('rr.summaryText', { shot: rule.shotIndex + 1, layer: (rule.layerIndex ?? 0) + 1, count: rule.texts.length });

  const body = () => {
    if (detail.isError || rules.isError) {
      return (
        <Alert
          tone="danger"
          title={t('rr.loadFailed')}
          action={
            <Button size="sm" onClick={() => void Promise.all([detail.refetch(), rules.refetch()])}>
              {t('dm.retry')}
            </Button>
          }
        />
      );
    }
    if (!detail.data || !rules.data) return <Skeleton lines={6} />;
    if (draft) {
      return (
        <form id={RULE_FORM} onSubmit={(event) => void saveRule(event)} noValidate>
          <FormField label={t('rr.name')} required error={errors.replaceName ?? null}>
            <TextInput
              value={draft.replaceName}
              maxLength={REPLACE_LIMITS.name + 10}
              onValueChange={(v) => setDraft({ ...draft, replaceName: v })}
              autoComplete="off"
            />
          </FormField>
          <FormField label={t('rr.remark')} error={errors.remark ?? null}>
            <TextInput
              value={draft.remark}
              maxLength={REPLACE_LIMITS.remark + 10}
              onValueChange={(v) => setDraft({ ...draft, remark: v })}
              autoComplete="off"
            />
          </FormField>
          <FormField label={t('rr.target')}>
            <RadioGroup
              orientation="horizontal"
              options={[
                { value: 'text', label: t('rr.targetText') },
                { value: 'slot', label: t('rr.targetSlot') },
              ]}
              value={draft.target}
              onValueChange={(v) => setDraft({ ...draft, target: v as Draft['target'], materials: [], texts: [''] })}
            />
          </FormField>
          <FormField label={t('rr.shot')}>
            <Select
              options={shots.map((s, i) => ({
                value: String(i),
                label: t('rr.shotOption', { n: i + 1, slot: dictionaryLabel(TEMPLATE_SLOT_KINDS, s.slot, lang) }),
              }))}
              value={String(draft.shotIndex)}
              onValueChange={(v) => v && setDraft({ ...draft, shotIndex: Number(v), layerIndex: 0, materials: [] })}
            />
          </FormField>
          {draft.target === 'text' ? (
            shot && shot.texts.length > 0 ? (
              <FormField label={t('rr.layer')}>
                <Select
                  options={shot.texts.map((text, i) => ({
                    value: String(i),
                    label: t('rr.layerOption', { n: i + 1, text: text.content }),
                  }))}
                  value={String(draft.layerIndex ?? 0)}
                  onValueChange={(v) => v && setDraft({ ...draft, layerIndex: Number(v) })}
                />
              </FormField>
            ) : (
              <Alert tone="warning" title={t('rr.noLayers')} />
            )
          ) : null}
          <fieldset style={{ border: 0, padding: 0, margin: `${vars.space[3]} 0 0` }}>
            <legend style={{ marginBottom: vars.space[2] }}>
              {t('rr.items', { count: items, max: REPLACE_LIMITS.itemsPerRule })}
            </legend>
            {draft.target === 'text' ? (
              <BareList style={{ display: 'grid', gap: vars.space[2] }}>
                {draft.texts.map((text, i) => (
                  <li key={i}>
                    <Inline>
                      <TextInput
                        aria-label={t('rr.textItem', { n: i + 1 })}
                        value={text}
                        maxLength={TEMPLATE_LIMITS.textLayer + 10}
                        onValueChange={(v) =>
                          setDraft({ ...draft, texts: draft.texts.map((x, j) => (j === i ? v : x)) })
                        }
                        style={{ flex: 1 }}
                      />
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setDraft({ ...draft, texts: draft.texts.filter((_, j) => j !== i) })}
                        aria-label={t('rr.removeItem', { name: text || t('rr.textItem', { n: i + 1 }) })}
                      >
                        {t('rr.remove')}
                      </Button>
                    </Inline>
                  </li>
                ))}
              </BareList>
            ) : (
              <BareList style={{ display: 'grid', gap: vars.space[2] }}>
                {draft.materials.map((m, i) => (
                  <li key={`${m.id}-${i}`}>
                    <Inline>
                      <Thumbnail src={m.url} alt="" type={m.type === 1 ? 'video' : 'image'} size="sm" />
                      <span style={{ flex: 1, overflowWrap: 'anywhere' }}>{m.name}</span>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setDraft({ ...draft, materials: draft.materials.filter((_, j) => j !== i) })}
                        aria-label={t('rr.removeItem', { name: m.name })}
                      >
                        {t('rr.remove')}
                      </Button>
                    </Inline>
                  </li>
                ))}
              </BareList>
            )}
            <Button
              size="sm"
              style={{ marginTop: vars.space[2] }}
              disabled={items >= REPLACE_LIMITS.itemsPerRule}
              onClick={() =>
                draft.target === 'text' ? setDraft({ ...draft, texts: [...draft.texts, ''] }) : setPicking(true)
              }
            >
              {draft.target === 'text' ? t('rr.addText') : t('rr.addMaterial')}
            </Button>
            {errors.items ? (
              <p role="alert" style={{ color: vars.color.danger.fg, margin: `${vars.space[1]} 0 0` }}>
                {errors.items}
              </p>
            ) : null}
          </fieldset>
        </form>
      );
    }
    return (
      <>
        <p style={{ marginTop: 0, color: vars.color.fg.muted }}>{t('rr.lead')}</p>
        {list.length === 0 ? (
          <Empty description={t('rr.empty')} />
        ) : (
          <BareList style={{ display: 'grid', gap: vars.space[2] }}>
            {list.map((rule) => (
              <li
                key={rule.id}
                style={{ border: `1px solid ${vars.color.border.default}`, padding: vars.space[2], borderRadius: 6 }}
              >
                <Inline wrap spread>
                  <Checkbox
                    label={t('rr.useRule', { name: rule.replaceName })}
                    checked={chosen ? chosen.has(rule.id) : true}
                    onCheckedChange={(on) => {
                      const next = new Set(chosen ?? list.map((r) => r.id));
                      if (on) next.add(rule.id);
                      else next.delete(rule.id);
                      setChosen(next);
                    }}
                  />
                  <Inline>
                    <Button
                      size="sm"
                      onClick={() => setDraft(draftOf(rule))}
                      aria-label={`${t('rr.edit')} ${rule.replaceName}`}
                    >
                      {t('rr.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => void remove(rule)}
                      aria-label={`${t('rr.remove')} ${rule.replaceName}`}
                    >
                      {t('rr.remove')}
                    </Button>
                  </Inline>
                </Inline>
                <div style={{ color: vars.color.fg.muted }}>
                  {summary(rule)}
                  {rule.remark ? ` · ${rule.remark}` : ''}
                </div>
                <div style={{ overflowWrap: 'anywhere' }}>
                  {rule.target === 'text' ? rule.texts.join(' / ') : rule.materials.map((m) => m.name).join(' / ')}
                </div>
              </li>
            ))}
          </BareList>
        )}
        {list.length > 0 ? (
          <form id={RUN_FORM} onSubmit={(event) => void run(event)} noValidate style={{ marginTop: vars.space[4] }}>
            <h3 style={{ margin: `0 0 ${vars.space[2]}` }}>{t('rr.runTitle')}</h3>
            <FormField label={t('rr.mode')}>
              <RadioGroup
                orientation="horizontal"
                options={REPLACE_MODES.map((m) => ({ value: String(m.value), label: lang === 'en' ? m.en : m.zh }))}
                value={String(mode)}
                onValueChange={(v) => setMode(Number(v) as ReplaceModeCode)}
              />
            </FormField>
            <FormField label={t('rr.count')}>
              <NumberInput
                value={count}
                min={1}
                max={REPLACE_LIMITS.variants}
                onValueChange={setCount}
                style={{ maxWidth: 160 }}
              />
            </FormField>
            <FormField label={t('rr.videoName')} required>
              <TextInput value={name} maxLength={200} onValueChange={setName} autoComplete="off" />
            </FormField>
            <p aria-live="polite" style={{ margin: 0 }}>
              {t('rr.willMake', { count: planned, total })}
            </p>
            {queued !== null ? (
              <Alert
                tone="success"
                title={t('rr.queued', { count: queued })}
                action={
                  <Button size="sm" onClick={() => void navigate(taskPath)}>
                    {t('rr.viewTasks')}
                  </Button>
                }
              />
            ) : null}
          </form>
        ) : null}
      </>
    );
  };

  return (
    <>
      <Dialog.Root open={!picking} onOpenChange={(open) => !open && !picking && onClose()}>
        <Dialog.Content
          size="lg"
          title={t('rr.title', { name: template.name })}
          footer={
            draft ? (
              <Inline>
                <Button onClick={() => (setDraft(null), setErrors({}), setFailure(null))}>{t('rr.back')}</Button>
                <Button type="submit" form={RULE_FORM} variant="primary" loading={busy}>
                  {t('rr.save')}
                </Button>
              </Inline>
            ) : (
              <Inline>
                <Button onClick={onClose}>{t('rr.close')}</Button>
                <Button
                  onClick={() => setDraft(draftOf(null))}
                  disabled={!detail.data || list.length >= REPLACE_LIMITS.rulesPerTemplate}
                >
                  {t('rr.add')}
                </Button>
                {list.length > 0 ? (
                  <Button type="submit" form={RUN_FORM} variant="primary" loading={busy} disabled={planned === 0}>
                    {t('rr.run')}
                  </Button>
                ) : null}
              </Inline>
            )
          }
        >
          {body()}
          {failure ? <Alert tone="danger" title={failure} style={{ marginTop: vars.space[3] }} /> : null}
        </Dialog.Content>
      </Dialog.Root>
      {picking && draft ? (
        <Suspense fallback={null}>
          <MaterialPickerDialog
            types={[shot?.slot === 'image' ? 2 : 1]}
            onDone={(m: Material | null) => {
              setPicking(false);
              if (m) {
                setDraft({
                  ...draft,
                  materials: [...draft.materials, { id: m.id, name: m.name, url: m.coverUrl ?? m.url, type: m.type }],
                });
              }
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
