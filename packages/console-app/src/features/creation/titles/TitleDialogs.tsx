import {
  dictionaryLabel,
  TEXT_GENERATORS,
  TEXT_KINDS,
  TITLE_LIMITS,
  type DownloadedFile,
  type GeneratedTexts,
  type TextKind,
  type TitleEntry,
} from '@brand-console/api-client';
import { titleFormSchema } from '@brand-console/api-client/schemas';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  FormField,
  NumberInput,
  Select,
  Textarea,
  TextInput,
  useLocale,
  vars,
} from '@brand-console/ui';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@brand-console/api-client/query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { BareList, Inline } from '../../../components/layout';
import { refusalOf } from '../../../lib/refusal';
import { useServices } from '../../../lib/services';
import { titleMessage, useTitlesTranslate } from './messages';

/** Says a failed call in the reader's language: the server's refusal translated, else the error. */
function useFailure() {
  const locale = useLocale();
  return (error: unknown) => {
    const msg = refusalOf(error);
    return msg ? titleMessage(msg, locale) : (error as Error).message;
  };
}

function Shell({
  title,
  formId,
  busy,
  submitText,
  onClose,
  children,
  extra,
}: {
  title: string;
  formId: string;
  busy: boolean;
  submitText: string;
  onClose: () => void;
  children: ReactNode;
  extra?: ReactNode;
}) {
  const t = useTitlesTranslate();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        size="md"
        title={title}
        footer={
          <Inline>
            {extra}
            <Button onClick={onClose}>{t('form.cancel')}</Button>
            <Button type="submit" form={formId} variant="primary" loading={busy}>
              {submitText}
            </Button>
          </Inline>
        }
      >
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Adds a title, or edits one: text (≤ the limit), category and tags, checked with the server's schema. */
export function TitleFormDialog({ title, onDone }: { title: TitleEntry | null; onDone: (saved: boolean) => void }) {
  const { api, toaster } = useServices();
  const t = useTitlesTranslate();
  const fail = useFailure();
  const [text, setText] = useState(title?.text ?? '');
  const [category, setCategory] = useState(title?.category ?? '');
  const [tags, setTags] = useState(title?.tags.join('，') ?? '');
  const [errors, setErrors] = useState<{ text?: string; tags?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = {
      text: text.trim(),
      category: category.trim(),
      tags: tags
        .split(/[,，、]/)
        .map((s) => s.trim())
        .filter(Boolean),
    };
    const parsed = titleFormSchema.safeParse(values);
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((i) => i.path[0]));
      setErrors({
        ...(fields.has('text') ? { text: values.text ? t('form.textTooLong') : t('form.textRequired') } : {}),
        ...(fields.has('tags') ? { tags: t('form.tooManyTags') } : {}),
      });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api.request(
        '/v1/sumvideo/sv/title/save',
        { ...(title ? { id: title.id } : {}), ...parsed.data },
        { selfHandled: true },
      );
      toaster.success(t('form.saved'));
      onDone(true);
    } catch (error) {
      setFailure(fail(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Shell
      title={title ? t('form.editTitle') : t('form.addTitle')}
      formId="title-form"
      busy={busy}
      submitText={t('form.save')}
      onClose={() => onDone(false)}
    >
      <form id="title-form" onSubmit={(e) => void submit(e)} noValidate>
        {failure ? <Alert tone="danger" title={failure} style={{ marginBottom: vars.space[3] }} /> : null}
        <FormField label={t('form.text')} required error={errors.text ?? null}>
          <TextInput value={text} onValueChange={setText} maxLength={TITLE_LIMITS.text} autoComplete="off" />
        </FormField>
        <FormField label={t('form.category')}>
          <TextInput value={category} onValueChange={setCategory} maxLength={TITLE_LIMITS.category} />
        </FormField>
        <FormField label={t('form.tags')} error={errors.tags ?? null}>
          <TextInput value={tags} onValueChange={setTags} maxLength={TITLE_LIMITS.tags * (TITLE_LIMITS.tag + 1)} />
        </FormField>
      </form>
    </Shell>
  );
}

function saveFile({ blob, fileName }: DownloadedFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Imports the 视频标题仿写模板 xlsx (downloadable here); optionally with imitations of each row. */
export function ImportDialog({ onDone }: { onDone: (saved: boolean) => void }) {
  const { api, toaster } = useServices();
  const t = useTitlesTranslate();
  const fail = useFailure();
  const [file, setFile] = useState<File | null>(null);
  const [imitate, setImitate] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFailure(t('import.chooseFile'));
    setBusy(true);
    setFailure(null);
    try {
      const result = await api.request(
        '/v1/sumvideo/sv/title/import',
        { file, imitate: imitate ? 1 : 0 },
        { selfHandled: true },
      );
      toaster.success(
        t('import.done', { imported: result.imported, generated: result.generated, skipped: result.skipped }),
      );
      onDone(true);
    } catch (error) {
      setFailure(fail(error));
    } finally {
      setBusy(false);
    }
  };
  const template = async () => {
    try {
      saveFile(
        await api.download(
          '/v1/system/download/template/{fileName}.xlsx',
          { fileName: 'videoTitleImitationTemplate' },
          { selfHandled: true },
        ),
      );
    } catch (error) {
      setFailure(fail(error));
    }
  };
  return (
    <Shell
      title={t('import.title')}
      formId="title-import"
      busy={busy}
      submitText={t('import.submit')}
      onClose={() => onDone(false)}
      extra={<Button onClick={() => void template()}>{t('import.template')}</Button>}
    >
      <form id="title-import" onSubmit={(e) => void submit(e)} noValidate>
        <p style={{ marginTop: 0 }}>{t('import.lead')}</p>
        {failure ? <Alert tone="danger" title={failure} style={{ marginBottom: vars.space[3] }} /> : null}
        <FormField label={t('import.file')} required>
          <input
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          />
        </FormField>
        <Checkbox label={t('import.imitate')} checked={imitate} onCheckedChange={setImitate} />
      </form>
    </Shell>
  );
}

/** The label of who wrote a result: the generator in the reader's language and its model. */
export function generatedByText(
  t: ReturnType<typeof useTitlesTranslate>,
  lang: 'zh' | 'en',
  by: Pick<GeneratedTexts, 'generator' | 'model'>,
) {
  return t('gen.by', { generator: dictionaryLabel(TEXT_GENERATORS, by.generator, lang), model: by.model });
}

/**
 * Generates titles (or notes, or imitations) for a finished work of 成品库 through the brand's
 * generator, shows who wrote them, and saves the ticked ones to the library.
 */
export function GenerateDialog({ onDone }: { onDone: (saved: boolean) => void }) {
  const { api, toaster } = useServices();
  const t = useTitlesTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const fail = useFailure();
  const works = useQuery(apiQueryOptions(api, '/v1/sumvideo/sv/title/works', {}));
  const [workId, setWorkId] = useState<string | null>(null);
  const [kind, setKind] = useState<TextKind>('title');
  const [example, setExample] = useState('');
  const [count, setCount] = useState<number | null>(5);
  const [result, setResult] = useState<GeneratedTexts | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const generate = async (event: FormEvent) => {
    event.preventDefault();
    if (kind !== 'imitate' && !workId) return setFailure(t('gen.chooseWork'));
    if (kind === 'imitate' && !example.trim()) return setFailure(t('gen.exampleRequired'));
    setFailure(null);
    setBusy(true);
    try {
      const texts = await api.request(
        '/v1/sumvideo/sv/title/generate',
        {
          kind,
          count: Math.min(Math.max(count ?? 5, TITLE_LIMITS.count.min), TITLE_LIMITS.count.max),
          ...(workId ? { creationId: Number(workId) } : {}),
          ...(example.trim() ? { example: example.trim() } : {}),
        },
        { selfHandled: true },
      );
      setResult(texts);
      setChosen(new Set());
    } catch (error) {
      setFailure(t('gen.failed', { reason: fail(error) }));
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    if (!result) return;
    const texts = result.items.filter((i) => chosen.has(i) && i.length <= TITLE_LIMITS.text);
    if (texts.length === 0) return setFailure(t('gen.noneChosen'));
    setSaving(true);
    try {
      const { ids } = await api.request(
        '/v1/sumvideo/sv/title/saveBatch',
        {
          texts,
          generator: result.generator,
          model: result.model,
          ...(result.creationId !== null ? { creationId: result.creationId } : {}),
        },
        { selfHandled: true },
      );
      toaster.success(t('gen.saved', { count: ids.length }));
      onDone(true);
    } catch (error) {
      setFailure(fail(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Shell
      title={t('gen.title')}
      formId="title-generate"
      busy={busy}
      submitText={t('gen.run')}
      onClose={() => onDone(false)}
      extra={
        result ? (
          <Button variant="primary" loading={saving} onClick={() => void save()}>
            {t('gen.saveChosen', { count: chosen.size })}
          </Button>
        ) : null
      }
    >
      <form id="title-generate" onSubmit={(e) => void generate(e)} noValidate>
        {failure ? <Alert tone="danger" title={failure} style={{ marginBottom: vars.space[3] }} /> : null}
        <FormField label={t('gen.kind')}>
          <Select
            aria-label={t('gen.kind')}
            value={kind}
            options={TEXT_KINDS.map((k) => ({ value: k.value, label: lang === 'en' ? k.en : k.zh }))}
            onValueChange={(v) => v && setKind(v as TextKind)}
          />
        </FormField>
        <FormField label={t('gen.work')} required={kind !== 'imitate'}>
          <Select
            aria-label={t('gen.work')}
            value={workId}
            searchable
            clearable
            placeholder={t('gen.chooseWork')}
            options={(works.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
            onValueChange={setWorkId}
          />
        </FormField>
        {kind === 'imitate' ? (
          <FormField label={t('gen.example')} required>
            <Textarea value={example} onValueChange={setExample} maxLength={TITLE_LIMITS.prompt} />
          </FormField>
        ) : null}
        <FormField label={t('gen.count')}>
          <NumberInput
            aria-label={t('gen.count')}
            value={count}
            min={TITLE_LIMITS.count.min}
            max={TITLE_LIMITS.count.max}
            onValueChange={setCount}
          />
        </FormField>
      </form>
      {result ? (
        <section aria-label={t('gen.results')} style={{ marginTop: vars.space[3] }}>
          <p data-testid="generated-by" style={{ margin: `0 0 ${vars.space[2]}`, color: vars.color.fg.muted }}>
            {generatedByText(t, lang, result)}
          </p>
          <p style={{ margin: `0 0 ${vars.space[2]}` }}>{t('gen.results')}</p>
          <BareList style={{ display: 'grid', gap: vars.space[2] }}>
            {result.items.map((item) => (
              <li key={item} style={{ whiteSpace: 'pre-wrap' }}>
                <Checkbox
                  label={item}
                  checked={chosen.has(item)}
                  onCheckedChange={(on) =>
                    setChosen((prev) => {
                      const next = new Set(prev);
                      if (on) next.add(item);
                      else next.delete(item);
                      return next;
                    })
                  }
                />
              </li>
            ))}
          </BareList>
        </section>
      ) : null}
    </Shell>
  );
}

/** The brand's OpenAI-compatible endpoint: address, model and key (shown only as a hint once stored). */
export function SettingsDialog({ onDone }: { onDone: () => void }) {
  const { api, toaster } = useServices();
  const t = useTitlesTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const fail = useFailure();
  const setting = useQuery(apiQueryOptions(api, '/v1/sumvideo/sv/ai/setting/detail', {}));
  const [baseUrl, setBaseUrl] = useState<string | null>(null);
  const [model, setModel] = useState<string | null>(null);
  const [apiKey, setApiKey] = useState('');
  const [errors, setErrors] = useState<{ baseUrl?: string; model?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = setting.data;
  const url = baseUrl ?? current?.baseUrl ?? '';
  const name = model ?? current?.model ?? '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(/^https?:\/\/\S+$/.test(url.trim()) ? {} : { baseUrl: t('set.baseUrlInvalid') }),
      ...(name.trim() ? {} : { model: t('set.modelRequired') }),
    };
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    setFailure(null);
    try {
      await api.request(
        '/v1/sumvideo/sv/ai/setting/save',
        { baseUrl: url.trim(), model: name.trim(), ...(apiKey.trim() ? { apiKey: apiKey.trim() } : {}) },
        { selfHandled: true },
      );
      toaster.success(t('set.saved'));
      onDone();
    } catch (error) {
      setFailure(fail(error));
    } finally {
      setBusy(false);
    }
  };
  const switchToBuiltin = async () => {
    try {
      await api.request('/v1/sumvideo/sv/ai/setting/remove', {}, { selfHandled: true });
      toaster.success(t('set.removed'));
      onDone();
    } catch (error) {
      setFailure(fail(error));
    }
  };
  return (
    <Shell
      title={t('set.title')}
      formId="ai-setting"
      busy={busy}
      submitText={t('set.save')}
      onClose={onDone}
      extra={current?.configured ? <Button onClick={() => void switchToBuiltin()}>{t('set.remove')}</Button> : null}
    >
      <form id="ai-setting" onSubmit={(e) => void submit(e)} noValidate>
        <p style={{ marginTop: 0 }}>{t('set.lead')}</p>
        <p>
          {t('set.current', {
            generator: dictionaryLabel(TEXT_GENERATORS, current?.configured ? 'openai-compatible' : 'builtin', lang),
          })}
        </p>
        {failure ? <Alert tone="danger" title={failure} style={{ marginBottom: vars.space[3] }} /> : null}
        <FormField label={t('set.baseUrl')} required error={errors.baseUrl ?? null}>
          <TextInput value={url} onValueChange={setBaseUrl} maxLength={2048} autoComplete="off" />
        </FormField>
        <FormField label={t('set.model')} required error={errors.model ?? null}>
          <TextInput value={name} onValueChange={setModel} maxLength={100} autoComplete="off" />
        </FormField>
        <FormField
          label={t('set.apiKey')}
          required={!current?.keyHint}
          {...(current?.keyHint ? { hint: t('set.keyKept', { hint: current.keyHint }) } : {})}
        >
          <TextInput type="password" value={apiKey} onValueChange={setApiKey} maxLength={1000} autoComplete="off" />
        </FormField>
      </form>
    </Shell>
  );
}
