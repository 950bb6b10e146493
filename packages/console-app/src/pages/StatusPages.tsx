import { isApiError } from '@brand-console/api-client';
import { ChooseSystem, LoadingPage, LoginTip, NotFound, SsoCallback } from '@brand-console/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppTranslate, useMenuModel, useProductName } from '../app/hooks';
import { useServices } from '../app/services';
import { useFinishLogin } from './LoginPage';

const LOGIN_TYPES = { flyBook: 2, enterpriseWechat: 3 } as const;

/** The request id a refusal carries in its data, when the server gives one. */
export function requestIdOf(error: unknown): { requestId?: string } {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return {};
  const id = (error.data as { requestId?: unknown }).requestId;
  return typeof id === 'string' && id ? { requestId: id } : {};
}

/** The login page for this environment (spec section 2: version 2 has its own). */
export function useLoginPath() {
  const { env } = useServices();
  return env.systemVersion === 2 ? '/cutShadow_login' : '/login';
}

/** /fly_book_auth and /enterprise_wechart_auth: the messenger returns with `code`. */
export function SsoPage({ provider }: { provider: 'flyBook' | 'enterpriseWechat' }) {
  const { session } = useServices();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const finish = useFinishLogin();
  const loginPath = useLoginPath();
  const [failure, setFailure] = useState<{ message: string; requestId?: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const code = search.get('code') ?? '';

  useEffect(() => {
    let cancelled = false;
    if (!code) return undefined;
    session.loginWithCode(LOGIN_TYPES[provider], code).then(
      () => {
        if (!cancelled) finish();
      },
      (error: unknown) => {
        if (cancelled) return;
        setFailure({
          message: error instanceof Error ? error.message : String(error),
          ...requestIdOf(error),
        });
      },
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, provider, attempt]);

  // Without a code the messenger did not authorise: nothing to exchange.
  const shown = code ? failure : { message: '' };
  return shown ? (
    <SsoCallback
      provider={provider}
      status="failed"
      message={shown.message}
      {...(shown.requestId ? { requestId: shown.requestId } : {})}
      {...(code
        ? {
            onRetry: () => {
              setFailure(null);
              setAttempt((n) => n + 1);
            },
          }
        : {})}
      onBackToLogin={() => void navigate(loginPath)}
    />
  ) : (
    <SsoCallback provider={provider} status="pending" />
  );
}

/** /loginTip: expired work-platform session, failed automatic login, or no brand or menu. */
export function LoginTipPage() {
  const [search] = useSearchParams();
  const t = useAppTranslate();
  const { env } = useServices();
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  const reason = search.get('reason');
  const message =
    search.get('msg') ??
    (reason === 'noBrand' ? t('login.noBrand') : reason === 'noMenu' ? t('login.noMenu') : t('login.expired'));
  const requestId = search.get('requestId');
  return (
    <LoginTip
      message={message}
      {...(requestId ? { requestId } : {})}
      {...(env.workPlatform ? {} : { onRelogin: () => void navigate(loginPath, { replace: true }) })}
    />
  );
}

export function NotFoundPage() {
  const navigate = useNavigate();
  const model = useMenuModel();
  return (
    <NotFound
      onHome={() => void navigate(model.firstPage?.path ?? '/', { replace: true })}
      {...(globalThis.history && history.length > 1 ? { onBack: () => void navigate(-1) } : {})}
    />
  );
}

/** /choice_system: nothing to open directly; choose a module, or log out. */
export function ChooseSystemPage() {
  const { session } = useServices();
  const model = useMenuModel();
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  const systems = model.modules
    .filter((m) => m.scopeCode !== 'public_authority' && m.scopeCode !== 'data_screen')
    .map((m) => {
      const first = [...model.pages.values()].find((p) => p.moduleKey === m.key && !p.isStatic);
      return { key: m.key, name: m.label, ...(first ? {} : { disabled: true }) };
    });
  return (
    <ChooseSystem
      systems={systems}
      onChoose={(system) => {
        const first = [...model.pages.values()].find((p) => p.moduleKey === system.key && !p.isStatic);
        if (first) void navigate(first.path);
      }}
      onLogout={() => void session.logout().finally(() => navigate(loginPath, { replace: true }))}
    />
  );
}

/**
 * /loading: a token but no user info yet (spec section 2, guard): fetch user info and the menu,
 * then the original path or the first menu page.
 */
export function LoadingRoute() {
  const { session } = useServices();
  const finish = useFinishLogin();
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  const productName = useProductName();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  const load = () => {
    session.loadUser().then(
      () => finish(),
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  };
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!session.state.token) {
      void navigate(loginPath, { replace: true });
      return;
    }
    load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return failure === null ? (
    <LoadingPage productName={productName} />
  ) : (
    <LoadingPage
      status="failed"
      message={failure}
      onRetry={() => {
        setFailure(null);
        load();
      }}
      onBackToLogin={() => {
        session.end();
        void navigate(loginPath, { replace: true });
      }}
    />
  );
}
