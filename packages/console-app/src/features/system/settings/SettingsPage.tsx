import { DOUYIN_AUTH_MODES, dictionaryLabel, type BrandSettings } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { Alert, Button, Card, PageHeader, RadioGroup, Result, Skeleton, Switch, useLocale } from '@brand-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { preloadable } from '../../../lib/preloadable';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { refusalOf, settingsMessage, useSettingsTranslate } from './messages';

// The level and rights forms (with the request schemas) load after the page has shown.
const loadForms = () => import('./levelForms');
const LevelRulesForm = preloadable(() => loadForms().then((m) => m.LevelRulesForm));
const RightsRulesForm = preloadable(() => loadForms().then((m) => m.RightsRulesForm));

/** Where 分区设置 opens (its menu page, or the static route of the same path). */
export const SECTIONS_PATH = '/system_manage/section_set';

type SwitchKey = 'allowDyMcnAuth' | 'allowCluesAuth';
type ProblemAt = SwitchKey | 'dyAuthMode';

/**
 * 设置 (menu key `settings`): the brand's MCN switches (its `xuserConfig`, read by MCN 管理 and the
 * clue pages), the Douyin authorisation mode, member level rules and what each level grants, and a
 * way to 分区设置. Switches and the mode save as they change; the level and rights forms save with
 * their buttons. A refusal shows next to the control that caused it.
 */
export function SettingsPage({ page }: PageProps) {
  const { api, session, toaster } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useSettingsTranslate();
  const locale = useLocale();
  const en = locale.startsWith('en');
  const ids = { mcn: useId(), mode: useId(), levels: useId(), rights: useId(), sections: useId() };
  const [problem, setProblem] = useState<{ at: ProblemAt; message: string } | null>(null);

  useEffect(() => {
    LevelRulesForm.preload().catch(() => {});
  }, []);
  const settings = useQuery(apiQueryOptions(api, '/v1/system/settings/getSettings', {}));
  const levels = useQuery(apiQueryOptions(api, '/v1/system/settings/levelRules', {}));

  const failed = (at: ProblemAt) => (error: unknown) => {
    const msg = refusalOf(error);
    setProblem({ at, message: msg === null ? t('settings.failed') : settingsMessage(msg, locale) });
  };
  const save = useMutation({
    mutationFn: (next: Partial<BrandSettings> & { current: BrandSettings }) => {
      const { current, ...change } = next;
      if (change.dyAuthMode !== undefined) {
        return api.request(
          '/v1/system/settings/updateDyAuthMode',
          { dyAuthMode: change.dyAuthMode },
          { selfHandled: true },
        );
      }
      const flags = { ...current, ...change };
      return api.request(
        '/v1/system/settings/updateMcnSettings',
        { allowDyMcnAuth: flags.allowDyMcnAuth ? 1 : 0, allowCluesAuth: flags.allowCluesAuth ? 1 : 0 },
        { selfHandled: true },
      );
    },
    onMutate: () => setProblem(null),
    onSuccess: async (_, next) => {
      if (next.dyAuthMode !== undefined) {
        toaster.success(
          t('settings.dyAuthModeSaved', {
            mode: dictionaryLabel(DOUYIN_AUTH_MODES, next.dyAuthMode, en ? 'en' : 'zh'),
          }),
        );
      } else {
        const key: SwitchKey = next.allowDyMcnAuth !== undefined ? 'allowDyMcnAuth' : 'allowCluesAuth';
        toaster.success(t(next[key] ? 'settings.on' : 'settings.off', { name: t(`settings.${key}`) }));
      }
      await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/settings/getSettings') });
      // The session's permissions read the brand's xuserConfig (MCN 管理, the clue pages): reloaded,
      // so they follow the switches at once.
      if (next.dyAuthMode === undefined) await session.loadUser();
    },
    onError: (error, next) =>
      failed(
        next.dyAuthMode !== undefined
          ? 'dyAuthMode'
          : next.allowDyMcnAuth !== undefined
            ? 'allowDyMcnAuth'
            : 'allowCluesAuth',
      )(error),
  });
  const problemAt = (at: ProblemAt) =>
    problem?.at === at ? (
      <Alert tone="danger" role="alert" description={problem.message} style={{ marginTop: 8 }} />
    ) : null;

  if (settings.isPending) {
    return (
      <>
        <PageHeader title={page.title} />
        <Skeleton lines={10} />
      </>
    );
  }
  if (settings.isError) {
    return (
      <>
        <PageHeader title={page.title} />
        <Result
          status="error"
          title={t('settings.loadFailed')}
          actions={<Button onClick={() => void settings.refetch()}>{t('settings.retry')}</Button>}
        />
      </>
    );
  }
  const current = settings.data;
  const modeOptions = DOUYIN_AUTH_MODES.map((m) => ({ value: String(m.value), label: en ? m.en : m.zh }));

  return (
    <>
      <PageHeader title={page.title} />
      <div style={{ display: 'grid', gap: 16 }}>
        <section aria-labelledby={ids.mcn}>
          <Card title={<span id={ids.mcn}>{t('settings.mcn')}</span>} titleAs="h2">
            <p style={{ marginTop: 0, opacity: 0.8 }}>{t('settings.mcnHint')}</p>
            {(['allowDyMcnAuth', 'allowCluesAuth'] as const).map((key) => (
              <div key={key} style={{ marginBottom: 12 }}>
                <Switch
                  label={t(`settings.${key}`)}
                  aria-describedby={`${ids.mcn}-${key}`}
                  checked={current[key]}
                  disabled={save.isPending}
                  onCheckedChange={(on) => save.mutate({ current, [key]: on })}
                />
                <div id={`${ids.mcn}-${key}`} style={{ marginTop: 4, opacity: 0.8 }}>
                  {t(`settings.${key}Hint`)}
                </div>
                {problemAt(key)}
              </div>
            ))}
          </Card>
        </section>
        <section aria-labelledby={ids.mode}>
          <Card title={<span id={ids.mode}>{t('settings.dyAuthMode')}</span>} titleAs="h2">
            <p style={{ marginTop: 0, opacity: 0.8 }}>{t('settings.dyAuthModeHint')}</p>
            <RadioGroup
              aria-labelledby={ids.mode}
              name="dyAuthMode"
              orientation="horizontal"
              options={modeOptions}
              value={String(current.dyAuthMode)}
              disabled={save.isPending}
              onValueChange={(value) => save.mutate({ current, dyAuthMode: Number(value) as 1 | 2 })}
            />
            {problemAt('dyAuthMode')}
          </Card>
        </section>
        <section aria-labelledby={ids.levels}>
          <Card title={<span id={ids.levels}>{t('settings.levels')}</span>} titleAs="h2">
            <p style={{ marginTop: 0, opacity: 0.8 }}>{t('settings.levelsHint')}</p>
            {levels.data ? (
              <Suspense fallback={<Skeleton lines={4} />}>
                <LevelRulesForm
                  key={JSON.stringify(levels.data.map((l) => [l.id, l.name, l.threshold]))}
                  levels={levels.data}
                />
              </Suspense>
            ) : levels.isError ? (
              <Result
                status="error"
                title={t('settings.loadFailed')}
                actions={<Button onClick={() => void levels.refetch()}>{t('settings.retry')}</Button>}
              />
            ) : (
              <Skeleton lines={4} />
            )}
          </Card>
        </section>
        <section aria-labelledby={ids.rights}>
          <Card title={<span id={ids.rights}>{t('settings.rights')}</span>} titleAs="h2">
            <p style={{ marginTop: 0, opacity: 0.8 }}>{t('settings.rightsHint')}</p>
            {levels.data ? (
              <Suspense fallback={<Skeleton lines={4} />}>
                <RightsRulesForm key={JSON.stringify(levels.data)} levels={levels.data} />
              </Suspense>
            ) : (
              <Skeleton lines={4} />
            )}
          </Card>
        </section>
        <section aria-labelledby={ids.sections}>
          <Card title={<span id={ids.sections}>{t('settings.sections')}</span>} titleAs="h2">
            <p style={{ marginTop: 0, opacity: 0.8 }}>{t('settings.sectionsHint')}</p>
            <Button onClick={() => void navigate(SECTIONS_PATH)}>{t('settings.openSections')}</Button>
          </Card>
        </section>
      </div>
    </>
  );
}
