import {
  dictionaryLabel,
  MINI_PROGRAM_FUNC_SCOPES,
  MINI_PROGRAM_INVALID_TYPES,
  MINI_PROGRAM_REQUIRED_SCOPES,
  type KocMiniProgram,
  type PlatformAuthStart,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { Alert, Avatar, Button, DetailPage, Result, StatusTag, Tag, useLocale } from '@brand-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { openWindowAfter } from '../../../lib/openWindow';
import { preloadable } from '../../../lib/preloadable';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { platformsMessage, refusalOf, usePlatformsTranslate } from './messages';

const loadDialogs = () => import('./platformDialogs');
const AuthWaitingDialog = preloadable(() => loadDialogs().then((m) => m.AuthWaitingDialog));
const MiniProgramRevokeDialog = preloadable(() => loadDialogs().then((m) => m.MiniProgramRevokeDialog));

const STATE_PATH = '/v1/system/wxThird/miniprogram/getBrandKOCMinigram';
const VALIDITY = [
  { value: 1, zh: '已授权', en: 'Authorised', tone: 'success' },
  { value: 0, zh: '不可用', en: 'Not usable', tone: 'warning' },
] as const;

/**
 * 小程序授权 (menu key `mini_programme_auth`): the brand's KOC mini-programme as WeChat's third-party
 * platform holds it (`getBrandKOCMinigram`): valid, or why not (never authorised, cancelled, required
 * permission sets missing), its profile and the permission sets granted; authorise (again) on WeChat's
 * page in a new window, the page learning the outcome by polling, and cancel the authorisation.
 */
export function MiniProgrammePage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  const t = usePlatformsTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const info = useQuery(apiQueryOptions(api, STATE_PATH, {}));
  const [dialog, setDialog] = useState<{ kind: 'waiting'; start: PlatformAuthStart } | { kind: 'revoke' } | null>(null);
  useEffect(() => {
    AuthWaitingDialog.preload().catch(() => {});
  }, []);
  const reload = () => queryClient.invalidateQueries({ queryKey: apiPathKey(STATE_PATH) });

  const authorising = useMutation({
    // WeChat's authorisation page opens in a new window on the click.
    mutationFn: () =>
      openWindowAfter(
        () => api.request('/v1/system/wxThird/miniprogram/authorize', {}, { selfHandled: true }),
        (start) => start.authUrl,
      ),
    onSuccess: (start) => setDialog({ kind: 'waiting', start }),
    onError: (error) => {
      const msg = refusalOf(error);
      toaster.error(msg ? platformsMessage(msg, locale) : (error as Error).message);
    },
  });

  const program = info.data;
  const authoriseButton = (label: string) => (
    <Button variant="primary" loading={authorising.isPending} onClick={() => authorising.mutate()}>
      {label}
    </Button>
  );

  const dialogs = (
    <Suspense fallback={null}>
      {dialog?.kind === 'waiting' ? (
        <AuthWaitingDialog
          title={t('mini.waitingTitle')}
          resultPath="/v1/system/wxThird/miniprogram/authResult"
          state={dialog.start.state}
          authUrl={dialog.start.authUrl}
          onClose={() => setDialog(null)}
          onFinished={(outcome) => {
            setDialog(null);
            if (outcome.ok) toaster.success(t('mini.authorised'));
            else toaster.error(outcome.message);
            void reload();
          }}
        />
      ) : null}
      {dialog?.kind === 'revoke' && program ? (
        <MiniProgramRevokeDialog
          name={program.name ?? ''}
          onClose={() => setDialog(null)}
          onRevoked={async () => {
            setDialog(null);
            await reload();
          }}
        />
      ) : null}
    </Suspense>
  );

  if (program && program.appId === null) {
    return (
      <>
        <Result
          headingLevel={1}
          status="info"
          title={t('mini.notAuthorised')}
          description={t('mini.notAuthorisedBody')}
          actions={authoriseButton(t('mini.authorise'))}
        />
        {dialogs}
      </>
    );
  }

  return (
    <>
      <DetailPage
        title={program?.name ?? page.title}
        status={program ? <StatusTag value={program.isValid ? 1 : 0} dictionary={VALIDITY} /> : null}
        description={t('mini.description')}
        loading={info.isPending}
        error={info.isError ? t('mini.loadFailed') : false}
        onRetry={() => void info.refetch()}
        actions={
          program ? (
            <>
              {authoriseButton(t('mini.reauthorise'))}
              {program.invalidType !== 2 ? (
                <Button variant="danger" onClick={() => setDialog({ kind: 'revoke' })}>
                  {t('mini.revoke')}
                </Button>
              ) : null}
            </>
          ) : null
        }
        summary={
          program
            ? [
                {
                  key: 'name',
                  label: t('mini.name'),
                  value: (
                    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                      <Avatar size="sm" name={program.name ?? ''} src={program.avatar ?? undefined} decorative />
                      {program.name}
                    </span>
                  ),
                },
                { key: 'appId', label: t('mini.appId'), value: program.appId },
                { key: 'principal', label: t('mini.principal'), value: program.principalName },
                { key: 'authTime', label: t('mini.authTime'), value: program.authTime },
                { key: 'authUser', label: t('mini.authUser'), value: program.authUserName },
              ]
            : undefined
        }
      >
        {program ? <MiniProgramDetail program={program} lang={lang} /> : null}
      </DetailPage>
      {dialogs}
    </>
  );
}

function MiniProgramDetail({ program, lang }: { program: KocMiniProgram; lang: 'zh' | 'en' }) {
  const t = usePlatformsTranslate();
  const missing = MINI_PROGRAM_REQUIRED_SCOPES.filter((s) => !program.funcScopes.includes(s));
  const reason =
    program.invalidType === 2
      ? t('mini.invalidCancelled', { time: program.revokeTime ?? '' })
      : program.invalidType === 3
        ? t('mini.invalidScopes', {
            scopes: missing
              .map((s) => dictionaryLabel(MINI_PROGRAM_FUNC_SCOPES, s, lang))
              .join(lang === 'en' ? ', ' : '、'),
          })
        : null;
  return (
    <>
      {program.invalidType !== null ? (
        <Alert
          tone="warning"
          title={t('mini.invalid', {
            reason: dictionaryLabel(MINI_PROGRAM_INVALID_TYPES, program.invalidType, lang),
          })}
          description={reason}
        />
      ) : null}
      <section aria-labelledby="mini-scopes" style={{ marginTop: 16 }}>
        <h2 id="mini-scopes" style={{ fontSize: 16, margin: '0 0 8px' }}>
          {t('mini.scopes')}
        </h2>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {MINI_PROGRAM_FUNC_SCOPES.map((scope) => {
            const granted = program.funcScopes.includes(scope.value);
            const required = MINI_PROGRAM_REQUIRED_SCOPES.includes(scope.value);
            return (
              <li key={scope.value} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <span style={{ minWidth: 200 }}>{lang === 'en' ? scope.en : scope.zh}</span>
                <Tag tone={granted ? 'success' : required ? 'danger' : 'neutral'} dot>
                  {granted ? t('mini.scopeGranted') : t('mini.scopeMissing')}
                </Tag>
                {required ? <Tag>{t('mini.required')}</Tag> : null}
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
