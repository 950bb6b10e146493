import { codesOf, SSO_LOGIN_TYPES } from '@brand-console/api-client';
import { LoadingPage } from '@brand-console/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useLoginPath, useProductName, useSessionState } from '../lib/hooks';
import { useServices } from '../lib/services';
import { STORAGE_KEYS } from '../lib/storage';
import { LOGIN_PAGES } from '../lib/session/destination';
import { guardOutcome, redirectQuery } from '../lib/session/guard';
import { requestIdOf } from '../lib/session/requestId';
import { askParentToLogin, readHostMessage } from '../lib/embed/bridge';

const WORK_PLATFORM_LOGIN_TYPE = codesOf(SSO_LOGIN_TYPES).workPlatform;

/**
 * The navigation guard of spec section 2 for every page behind sign-in: an expired work-platform
 * day goes to the tip; a token with user info and menu proceeds; a token without them loads them on
 * /loading; no token asks the host frame to sign in, signs in automatically on the work platform,
 * or goes to the login page for the system version, remembering where the user was going.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { env, local } = useServices();
  const state = useSessionState();
  const location = useLocation();
  const loginPath = useLoginPath();
  const redirect = redirectQuery(`${location.pathname}${location.search}`);
  const inFrame = globalThis.window !== undefined && window.parent !== window;

  // The tip page clears the expired token and day itself: clearing them here would re-render this
  // guard before the navigation and sign in again with the work platform's token.
  switch (guardOutcome(env, local, state, inFrame)) {
    case 'expired':
      return <Navigate to="/loginTip?reason=expired" replace />;
    case 'proceed':
      return children;
    case 'loading':
      return <Navigate to={`/loading${redirect}`} replace />;
    case 'workPlatform':
      return <WorkPlatformLogin />;
    case 'askParent':
      return <AskParent />;
    case 'login':
      return <Navigate to={`${loginPath}${redirect}`} replace />;
  }
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
function WorkPlatformLogin() {
  const { session, local } = useServices();
  const navigate = useNavigate();
  const productName = useProductName();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A forced re-login on the work platform ends the session while the router is already leaving
    // for the tip page: that session must not be signed in again with the same token.
    if (LOGIN_PAGES.has(window.location.pathname)) return;
    // Success needs no step here: the new token re-renders the guard, which loads user info and
    // menu on /loading. A failure stays on the tip page with the request id and the server's message.
    session.loginWithCode(WORK_PLATFORM_LOGIN_TYPE, local.get(STORAGE_KEYS.hToken) ?? '').catch((error: unknown) => {
      const query = new URLSearchParams({ msg: error instanceof Error ? error.message : String(error) });
      const { requestId } = requestIdOf(error);
      if (requestId) query.set('requestId', requestId);
      void navigate(`/loginTip?${query.toString()}`, { replace: true });
    });
  }, [session, local, navigate]);
  return <LoadingPage productName={productName} />;
}
