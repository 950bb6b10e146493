import {
  dictionaryLabel,
  PLATFORMS,
  PUBLISH_LIMITS,
  PUBLISH_PLATFORM_LIMITS,
  type PlatformCode,
  type PublishWork,
  type PublishWorkSource,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Avatar,
  Button,
  Card,
  DateTimePicker,
  displayNow,
  FormItem,
  FormPage,
  FormSection,
  formatDateTime,
  parseDateTime,
  RadioGroup,
  Steps,
  Tag,
  TagsInput,
  TextInput,
  Thumbnail,
  useLocale,
  vars,
  type SchemaFormReturn,
} from '@brand-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { BareList, Inline } from '../../../components/layout';
import { useSessionState } from '../../../lib/hooks';
import { preloadable } from '../../../lib/preloadable';
import { refusalOf } from '../../../lib/refusal';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { publishMessage, usePublishTranslate } from './messages';
import {
  charCount,
  emptyPublishForm,
  platformsOf,
  platformViolations,
  publishFormSchema,
  strictestLimits,
  titleFor,
  toCreateRequest,
  type ChosenAccount,
  type ChosenWork,
  type PublishFormMessages,
  type PublishFormValues,
} from './model';

const WorkPickerDialog = preloadable(() => import('./PublishDialogs').then((m) => m.WorkPickerDialog));
const SelectAccountDialog = preloadable(() => import('./PublishDialogs').then((m) => m.SelectAccountDialog));
const TitleHelpDialog = preloadable(() => import('./PublishDialogs').then((m) => m.TitleHelpDialog));

export const LIST_PATH = '/matrix/matrix_distribute';
export const SUCCESS_PATH = '/matrix/matrix_distribute/success';

type Form = SchemaFormReturn<PublishFormValues>;
type Open =
  | { kind: 'works'; source: PublishWorkSource }
  | { kind: 'accounts' }
  | { kind: 'title'; work: number; tab: 'library' | 'ai' }
  | null;

/** Which fields each step shows (Next checks them). */
const STEP_FIELDS: ReadonlyArray<ReadonlyArray<string>> = [
  ['name', 'works'],
  ['accounts'],
  ['works', 'topics', 'mentions', 'location', 'industry'],
  ['timing', 'scheduledTime'],
];
const stepOf = (path: string) => {
  const root = path.split('.')[0]!;
  if (path.startsWith('works.') && path.includes('title')) return 2;
  return Math.max(
    0,
    STEP_FIELDS.findIndex((fields) => fields.includes(root)),
  );
};

const ROW: CSSProperties = { display: 'flex', alignItems: 'center', gap: vars.space[3], padding: `${vars.space[2]} 0` };
const MUTED: CSSProperties = { color: vars.color.fg.muted, fontSize: vars.font.size.sm };
const ERROR: CSSProperties = { color: vars.color.danger.subtleFg, fontSize: vars.font.size.sm, margin: 0 };

/** The message of a field's error, array-level ones included. */
function errorAt(form: Form, path: string): string | undefined {
  let node: unknown = form.formState.errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const e = node as { message?: string; root?: { message?: string } } | undefined;
  return e?.message ?? e?.root?.message;
}

/**
 * 批量发布 → 新建 (`matrix/matrix_distribute/create`): a step form. Works from 成品库 or the
 * material library (with covers) → accounts through the select-account dialog (expired or revoked
 * grants and, without `dySupport`, Douyin shown disabled with the reason) → a title per work,
 * overridable per account (typed, from the title library, or AI titles), topics, mentions, location,
 * industry → a preview per platform with its limits checked → publish now or at a time. Kept as a
 * draft in the browser; a refusal keeps every value and says why.
 */
export function PublishCreatePage(_: PageProps) {
  const { api, toaster } = useServices();
  const { userInfo } = useSessionState();
  const t = usePublishTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [open, setOpen] = useState<Open>(null);
  const ways = useQuery(apiQueryOptions(api, '/mission/common/getSupportedPublishWays', {}));
  const dySupport = ways.data?.dySupport ?? false;
  const platformName = (p: PlatformCode) => dictionaryLabel(PLATFORMS, p, lang);

  const messages = useMemo<PublishFormMessages>(
    () => ({
      nameRequired: t('msg.nameRequired'),
      nameTooLong: t('msg.nameTooLong'),
      chooseWorks: t('msg.chooseWorks'),
      tooManyWorks: t('msg.tooManyWorks'),
      chooseAccounts: t('msg.chooseAccounts'),
      tooManyAccounts: t('msg.tooManyAccounts'),
      tooManyPublications: t('msg.tooManyPublications'),
      titleRequired: t('msg.titleRequired'),
      titleTooLong: (p, max) => t('msg.titleTooLong', { platform: platformName(p), max }),
      topicsTooMany: (p, max) => t('msg.topicsTooMany', { platform: platformName(p), max }),
      topicTooLong: (p, max) => t('msg.topicTooLong', { platform: platformName(p), max }),
      mentionsTooMany: (p, max) => t('msg.mentionsTooMany', { platform: platformName(p), max }),
      mentionTooLong: t('msg.mentionTooLong'),
      locationTooLong: t('msg.locationTooLong'),
      industryTooLong: t('msg.industryTooLong'),
      chooseTime: t('msg.chooseTime'),
      timePast: t('msg.timePast'),
      timeFar: t('msg.timeFar'),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- platformName follows `lang`
    [t, lang],
  );
  const schema = useMemo(
    () =>
      publishFormSchema(
        messages,
        () => displayNow(),
        (text) => parseDateTime(text) ?? null,
      ),
    [messages],
  );
  const steps = [t('form.step.works'), t('form.step.accounts'), t('form.step.content'), t('form.step.preview')];

  return (
    <FormPage<PublishFormValues, typeof schema>
      title={t('form.title')}
      description={t('form.description')}
      back={{ label: t('form.back'), onClick: () => void navigate(LIST_PATH) }}
      schema={schema}
      defaultValues={emptyPublishForm()}
      draftKey={`matrix-publish-new:${userInfo?.brandId ?? 0}:${userInfo?.userId ?? 0}`}
      submitText={t('form.submit')}
      cancelText={t('form.cancel')}
      onCancel={() => void navigate(LIST_PATH)}
      onSubmit={async (values) => {
        let created: { id: number; count: number };
        try {
          created = await api.request('/v1/matrix/publish/create', toCreateRequest(values), { selfHandled: true });
        } catch (error) {
          const msg = refusalOf(error);
          if (msg === null) throw error;
          // Shown above the form; every value stays as it was.
          throw new Error(publishMessage(msg, locale), { cause: error });
        }
        toaster.success(
          values.timing === 'scheduled'
            ? t('form.scheduled', { count: created.count, time: values.scheduledTime })
            : t('form.published', { count: created.count }),
        );
        await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/matrix/publish/task/page') });
        void navigate(`${SUCCESS_PATH}?id=${created.id}`);
      }}
    >
      {(form) => (
        <>
          <StepJumper form={form} step={step} onStep={setStep} />
          <Steps items={steps.map((title) => ({ title }))} current={step} onStepClick={(target) => setStep(target)} />
          <div hidden={step !== 0}>
            <WorksStep form={form} onPick={(source) => setOpen({ kind: 'works', source })} />
          </div>
          <div hidden={step !== 1}>
            <AccountsStep form={form} onChoose={() => setOpen({ kind: 'accounts' })} platformName={platformName} />
          </div>
          <div hidden={step !== 2}>
            <ContentStep
              form={form}
              platformName={platformName}
              onTitleHelp={(work, tab) => setOpen({ kind: 'title', work, tab })}
            />
          </div>
          <div hidden={step !== 3}>
            <PreviewStep form={form} messages={messages} platformName={platformName} />
          </div>
          <Inline gap={2}>
            {step > 0 ? <Button onClick={() => setStep(step - 1)}>{t('form.previous')}</Button> : null}
            {step < steps.length - 1 ? (
              <Button
                variant="primary"
                onClick={() =>
                  void form
                    .trigger(STEP_FIELDS[step] as Parameters<Form['trigger']>[0], { shouldFocus: true })
                    .then((ok) => ok && setStep(step + 1))
                }
              >
                {t('form.next')}
              </Button>
            ) : null}
          </Inline>
          <Suspense fallback={null}>
            {open?.kind === 'works' ? (
              <WorkPickerDialog
                source={open.source}
                chosen={form.getValues('works')}
                room={PUBLISH_LIMITS.works - form.getValues('works').length}
                onDone={(picked) => {
                  setOpen(null);
                  if (picked) addWorks(form, picked);
                }}
              />
            ) : null}
            {open?.kind === 'accounts' ? (
              <SelectAccountDialog
                chosen={form.getValues('accounts')}
                dySupport={dySupport}
                onDone={(accounts) => {
                  setOpen(null);
                  if (accounts) form.setValue('accounts', accounts, { shouldDirty: true, shouldValidate: true });
                }}
              />
            ) : null}
            {open?.kind === 'title' && form.getValues('works')[open.work] ? (
              <TitleHelpDialog
                work={form.getValues('works')[open.work]!}
                tab={open.tab}
                maxLength={strictestLimits(platformsOf(form.getValues('accounts'))).title}
                onDone={(picked) => {
                  const index = open.work;
                  setOpen(null);
                  if (!picked) return;
                  form.setValue(`works.${index}.title`, picked.title, { shouldDirty: true, shouldValidate: true });
                  form.setValue(`works.${index}.titleId`, picked.titleId, { shouldDirty: true });
                  form.setValue(`works.${index}.libraryTitle`, picked.titleId !== null ? picked.title : null);
                }}
              />
            ) : null}
          </Suspense>
        </>
      )}
    </FormPage>
  );
}

/** After a submit the schema refused, shows the first step holding an error. */
function StepJumper({ form, step, onStep }: { form: Form; step: number; onStep: (step: number) => void }) {
  const { submitCount, errors } = form.formState;
  const seen = useRef(0);
  useEffect(() => {
    if (submitCount === seen.current) return;
    seen.current = submitCount;
    const paths: string[] = [];
    const walk = (node: unknown, prefix: string) => {
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if (typeof record.message === 'string') paths.push(prefix);
      for (const [key, value] of Object.entries(record)) {
        if (key !== 'ref' && key !== 'message' && key !== 'type') walk(value, prefix ? `${prefix}.${key}` : key);
      }
    };
    walk(errors, '');
    if (paths.length === 0) return;
    const first = Math.min(...paths.map(stepOf));
    if (first !== step) onStep(first);
  }, [submitCount, errors, step, onStep]);
  return null;
}

function addWorks(form: Form, picked: readonly PublishWork[]) {
  const works = form.getValues('works');
  const known = new Set(works.map((w) => `${w.source}:${w.id}`));
  const added: ChosenWork[] = picked
    .filter((w) => !known.has(`${w.source}:${w.id}`))
    .map((w) => ({
      source: w.source,
      id: w.id,
      name: w.name,
      coverUrl: w.coverUrl,
      title: w.name.slice(0, 50),
      titleId: null,
      overrides: [],
    }));
  form.setValue('works', [...works, ...added].slice(0, PUBLISH_LIMITS.works), {
    shouldDirty: true,
    shouldValidate: true,
  });
}

function WorksStep({ form, onPick }: { form: Form; onPick: (source: PublishWorkSource) => void }) {
  const t = usePublishTranslate();
  const works = form.watch('works');
  const error = errorAt(form, 'works');
  return (
    <FormSection title={t('form.step.works')}>
      <FormItem name="name" label={t('form.name')} required>
        <TextInput maxLength={PUBLISH_LIMITS.name + 10} placeholder={t('form.namePlaceholder')} autoComplete="off" />
      </FormItem>
      <Inline gap={2}>
        <Button onClick={() => onPick(1)}>{t('form.fromCreations')}</Button>
        <Button onClick={() => onPick(2)}>{t('form.fromMaterials')}</Button>
        <span style={MUTED}>{t('form.worksChosen', { count: works.length, max: PUBLISH_LIMITS.works })}</span>
      </Inline>
      {error ? (
        <p role="alert" style={ERROR}>
          {error}
        </p>
      ) : null}
      {works.length === 0 ? (
        <p style={MUTED}>{t('form.noWorks')}</p>
      ) : (
        <BareList aria-label={t('form.step.works')} data-testid="chosen-works">
          {works.map((w, i) => (
            <li key={`${w.source}:${w.id}`} style={ROW}>
              <Thumbnail src={w.coverUrl} alt="" type="video" size="sm" />
              <span style={{ flex: 1 }}>{w.name}</span>
              <Button
                size="sm"
                aria-label={t('form.removeWork', { name: w.name })}
                onClick={() =>
                  form.setValue(
                    'works',
                    works.filter((_, j) => j !== i),
                    { shouldDirty: true },
                  )
                }
              >
                ×
              </Button>
            </li>
          ))}
        </BareList>
      )}
    </FormSection>
  );
}

function AccountsStep({
  form,
  onChoose,
  platformName,
}: {
  form: Form;
  onChoose: () => void;
  platformName: (p: PlatformCode) => string;
}) {
  const t = usePublishTranslate();
  const accounts = form.watch('accounts');
  const works = form.watch('works');
  const error = errorAt(form, 'accounts');
  return (
    <FormSection title={t('form.step.accounts')}>
      <Inline gap={2}>
        <Button variant="primary" onClick={onChoose}>
          {t('form.chooseAccounts')}
        </Button>
        <span style={MUTED} data-testid="chosen-accounts-count">
          {t('form.accountsChosen', {
            count: accounts.length,
            total: accounts.length * works.length,
            max: PUBLISH_LIMITS.publications,
          })}
        </span>
      </Inline>
      {error ? (
        <p role="alert" style={ERROR}>
          {error}
        </p>
      ) : null}
      {accounts.length === 0 ? (
        <p style={MUTED}>{t('form.noAccounts')}</p>
      ) : (
        <BareList aria-label={t('form.step.accounts')} data-testid="chosen-accounts">
          {accounts.map((a) => (
            <li key={a.id} style={ROW}>
              <Avatar src={a.avatar} name={a.name} size="sm" decorative />
              <span style={{ flex: 1 }}>{a.name}</span>
              <Tag size="sm">{platformName(a.platform)}</Tag>
              <Button
                size="sm"
                aria-label={t('form.removeAccount', { name: a.name })}
                onClick={() =>
                  form.setValue(
                    'accounts',
                    accounts.filter((x) => x.id !== a.id),
                    { shouldDirty: true },
                  )
                }
              >
                ×
              </Button>
            </li>
          ))}
        </BareList>
      )}
    </FormSection>
  );
}

function ContentStep({
  form,
  platformName,
  onTitleHelp,
}: {
  form: Form;
  platformName: (p: PlatformCode) => string;
  onTitleHelp: (work: number, tab: 'library' | 'ai') => void;
}) {
  const t = usePublishTranslate();
  const works = form.watch('works');
  const accounts = form.watch('accounts');
  const limits = strictestLimits(platformsOf(accounts));
  const setOverride = (w: number, account: ChosenAccount, title: string) => {
    const overrides = form.getValues(`works.${w}.overrides`).filter((o) => o.accountId !== account.id);
    const next = title ? [...overrides, { accountId: account.id, title, titleId: null }] : overrides;
    form.setValue(`works.${w}.overrides`, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  return (
    <>
      {works.map((work, w) => (
        <FormSection key={`${work.source}:${work.id}`} title={work.name}>
          <FormItem
            name={`works.${w}.title`}
            label={t('form.workTitle', { name: work.name })}
            required
            hint={
              <>
                {t('form.titleHint')} · {t('title.limit', { count: charCount(work.title), max: limits.title })}
                {work.titleId !== null && work.title === work.libraryTitle ? ` · ${t('form.fromLibraryTag')}` : ''}
              </>
            }
          >
            <TextInput maxLength={60} autoComplete="off" />
          </FormItem>
          <Inline gap={2}>
            <Button size="sm" onClick={() => onTitleHelp(w, 'library')}>
              {t('form.fromLibrary')}
            </Button>
            <Button size="sm" onClick={() => onTitleHelp(w, 'ai')}>
              {t('form.aiTitles')}
            </Button>
          </Inline>
          {accounts.length > 0 ? (
            <details style={{ marginTop: vars.space[3] }}>
              <summary>{t('form.perAccount')}</summary>
              {accounts.map((account) => {
                const o = work.overrides.findIndex((x) => x.accountId === account.id);
                const max = PUBLISH_PLATFORM_LIMITS[account.platform].title;
                const error = o >= 0 ? errorAt(form, `works.${w}.overrides.${o}.title`) : undefined;
                const inputId = `override-${w}-${account.id}`;
                return (
                  <div key={account.id} style={{ display: 'grid', gap: vars.space[1], marginTop: vars.space[2] }}>
                    <label htmlFor={inputId}>
                      {t('form.accountTitle', { account: account.name, platform: platformName(account.platform), max })}
                    </label>
                    <TextInput
                      id={inputId}
                      maxLength={60}
                      autoComplete="off"
                      placeholder={t('form.accountTitlePlaceholder')}
                      value={o >= 0 ? work.overrides[o]!.title : ''}
                      invalid={!!error}
                      onValueChange={(value) => setOverride(w, account, value)}
                    />
                    {error ? <p style={ERROR}>{error}</p> : null}
                  </div>
                );
              })}
            </details>
          ) : null}
        </FormSection>
      ))}
      <FormSection title={t('form.step.content')}>
        <FormItem
          name="topics"
          label={t('form.topics')}
          hint={t('form.topicsHint', { max: limits.topics, length: limits.topicLength })}
        >
          <TagsInput maxTags={10} maxTagLength={20} />
        </FormItem>
        <FormItem name="mentions" label={t('form.mentions')} hint={t('form.mentionsHint', { max: limits.mentions })}>
          <TagsInput maxTags={5} maxTagLength={30} />
        </FormItem>
        <FormItem name="location" label={t('form.location')}>
          <TextInput maxLength={PUBLISH_LIMITS.location + 10} autoComplete="off" />
        </FormItem>
        <FormItem name="industry" label={t('form.industry')}>
          <TextInput maxLength={PUBLISH_LIMITS.industry + 10} autoComplete="off" />
        </FormItem>
      </FormSection>
    </>
  );
}

function PreviewStep({
  form,
  messages,
  platformName,
}: {
  form: Form;
  messages: PublishFormMessages;
  platformName: (p: PlatformCode) => string;
}) {
  const t = usePublishTranslate();
  const values = form.watch();
  const timing = form.watch('timing');
  const violations = platformViolations(values, messages);
  return (
    <>
      <FormSection title={t('form.step.preview')} description={t('form.previewLead')}>
        {platformsOf(values.accounts).map((platform) => {
          const accounts = values.accounts.filter((a) => a.platform === platform);
          const limits = PUBLISH_PLATFORM_LIMITS[platform];
          const topicProblems =
            values.topics.length > limits.topics || values.topics.some((x) => charCount(x) > limits.topicLength);
          const mentionProblems = values.mentions.length > limits.mentions;
          return (
            <Card
              key={platform}
              title={`${platformName(platform)} · ${t('form.previewAccounts', { count: accounts.length })}`}
              data-testid={`preview-${platform}`}
              style={{ marginBottom: vars.space[3] }}
            >
              {values.works.map((work) => (
                <div key={`${work.source}:${work.id}`} style={{ ...ROW, alignItems: 'flex-start' }}>
                  <Thumbnail src={work.coverUrl} alt="" type="video" size="md" />
                  <div style={{ flex: 1, display: 'grid', gap: vars.space[1] }}>
                    {accounts.map((account) => {
                      const { title } = titleFor(work, account.id);
                      const long = charCount(title) > limits.title;
                      return (
                        <div key={account.id}>
                          <strong>{title || '—'}</strong>{' '}
                          <span style={MUTED}>
                            @{account.name} · {t('title.limit', { count: charCount(title), max: limits.title })}
                          </span>
                          {long ? <p style={ERROR}>{messages.titleTooLong(platform, limits.title)}</p> : null}
                        </div>
                      );
                    })}
                    <span style={{ color: vars.color.fg.link }}>
                      {values.topics.map((x) => `#${x.replace(/^#/, '')}`).join(' ')}{' '}
                      {values.mentions.map((x) => `@${x.replace(/^@/, '')}`).join(' ')}
                    </span>
                    {values.location ? <span style={MUTED}>📍 {values.location}</span> : null}
                  </div>
                </div>
              ))}
              {topicProblems ? (
                <p style={ERROR}>
                  {values.topics.length > limits.topics
                    ? messages.topicsTooMany(platform, limits.topics)
                    : messages.topicTooLong(platform, limits.topicLength)}
                </p>
              ) : null}
              {mentionProblems ? <p style={ERROR}>{messages.mentionsTooMany(platform, limits.mentions)}</p> : null}
              {!topicProblems && !mentionProblems && !violations.some((v) => v.path.includes('title')) ? (
                <p style={MUTED}>{t('form.previewOk', { platform: platformName(platform) })}</p>
              ) : null}
            </Card>
          );
        })}
        {violations.length > 0 ? <Alert tone="warning" title={violations[0]!.message} /> : null}
      </FormSection>
      <FormSection title={t('form.timing')}>
        <FormItem name="timing" label={t('form.timing')}>
          <RadioGroup
            orientation="horizontal"
            options={[
              { value: 'now', label: t('form.timingNow') },
              { value: 'scheduled', label: t('form.timingScheduled') },
            ]}
          />
        </FormItem>
        {timing === 'scheduled' ? (
          <FormItem
            name="scheduledTime"
            label={t('form.scheduledTime')}
            required
            format={(text: string) => (text ? parseDateTime(text) : null)}
            parse={(date: Date | null) => (date ? formatDateTime(date) : '')}
          >
            <DateTimePicker minDate={displayNow()} />
          </FormItem>
        ) : null}
      </FormSection>
    </>
  );
}
