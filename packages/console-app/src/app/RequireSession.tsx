import { LoadingPage } from '@brand-console/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAppTranslate, useLoginPath, useProductName, useSessionState } from '../lib/hooks';
import { useServices } from '../lib/services';
import { workPlatformExpired } from '../lib/env';
import { STORAGE_KEYS } from '../lib/storage';
import { requestIdOf } from '../lib/session/requestId';
import { askParentToLogin, readHostMessage } from '../lib/embed/bridge';

const WORK_PLATFORM_LOGIN_TYPE = 1;

/**
 * The navigation guard of spec section 2 for every page behind sign-in: an expired work-platform
 * day goes to the tip; a token with user info and menu proceeds; a token without them loads them on
 * /loading; no token asks the host frame to sign in, signs in automatically on the work platform,
 * or goes to the login page for the system version, remembering where the user was going.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { env, local, session } = useServices();
  const state = useSessionState();
  const location = useLocation();
  const loginPath = useLoginPath();
  const t = useAppTranslate();
  const here = `${location.pathname}${location.search}`;
  const redirect = here === '/' ? '' : `?redirect=${encodeURIComponent(here)}`;

  if (env.workPlatform && workPlatformExpired(local)) {
    local.remove(STORAGE_KEYS.token);
    local.remove(STORAGE_KEYS.hTime);
    session.syncFromStorage();
    return <Navigate to={`/loginTip?msg=${encodeURIComponent(t('login.expired'))}`} replace />;
  }
  if (state.token && state.userInfo && state.menu) return children;
  if (state.token) return <Navigate to={`/loading${redirect}`} replace />;
  if (env.workPlatform && local.get(STORAGE_KEYS.hToken)) return <WorkPlatformLogin redirect={redirect} />;
  if (env.embedded && globalThis.window !== undefined && window.parent !== window) return <AskParent />;
  return <Navigate to={`${loginPath}${redirect}`} replace />;
}

/** Inside a host frame with no session: the host signs the user in and hands over the session. */
function AskParent() {
  const productName = useProductName();
  const { session } = useServices();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readHostMessage(event);
      if (message) session.adoptSession(message.token, message.userId, message.brandId);
    };
    window.addEventListener('message', onMessage);
    askParentToLogin();
    return () => window.removeEventListener('message', onMessage);
  }, [session]);
  return <LoadingPage productName={productName} />;
}

/** The work platform signs in with its own token; a failure goes to the tip with request id and message. */
function WorkPlatformLogin({ redirect }: { redirect: string }) {
  const { session, local } = useServices();
  const navigate = useNavigate();
  const productName = useProductName();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    session.loginWithCode(WORK_PLATFORM_LOGIN_TYPE, local.get(STORAGE_KEYS.hToken) ?? '').then(
      () => void navigate(`/loading${redirect}`, { replace: true }),
      (error: unknown) => {
        const query = new URLSearchParams({ msg: error instanceof Error ? error.message : String(error) });
        const { requestId } = requestIdOf(error);
        if (requestId) query.set('requestId', requestId);
        void navigate(`/loginTip?${query.toString()}`, { replace: true });
      },
    );
  }, [session, local, navigate, redirect]);
  return <LoadingPage productName={productName} />;
}
