import { codesOf, SSO_LOGIN_TYPES } from '@brand-console/api-client';
import { SsoCallback } from '@brand-console/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppTranslate, useLoginPath } from '../../lib/hooks';
import { useServices } from '../../lib/services';
import { requestIdOf } from '../../lib/session/requestId';
import { takeSsoState } from '../../lib/session/sso';
import { useFinishLogin } from './LoginPage';

const LOGIN_TYPES = codesOf(SSO_LOGIN_TYPES);

/**
 * /fly_book_auth and /enterprise_wechart_auth: the provider returns with `code` and the `state` this
 * tab sent (or `error=access_denied`). A state that is not this tab's is refused: someone else's
 * code must not sign this browser in.
 */
export function SsoPage({ provider }: { provider: 'flyBook' | 'enterpriseWechat' }) {
  const { session, tab } = useServices();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const finish = useFinishLogin();
  const loginPath = useLoginPath();
  const t = useAppTranslate();
  const [failure, setFailure] = useState<{ message: string; requestId?: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Read once: the state is used up on first sight, so a re-render must not judge it again.
  const [answer] = useState(() => {
    const returned = search.get('code') ?? '';
    if (search.get('error')) return { code: '', problem: t('sso.denied') };
    if (!returned) return { code: '', problem: '' };
    return takeSsoState(tab, search.get('state'))
      ? { code: returned, problem: '' }
      : { code: '', problem: t('sso.state') };
  });
  const code = answer.code;

  useEffect(() => {
    let cancelled = false;
    if (!code) return undefined;
    session.loginWithCode(LOGIN_TYPES[provider], code).then(
      () => {
        if (!cancelled) void finish();
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

  // Without a (trusted) code the provider did not authorise: nothing to exchange.
  const shown = code ? failure : { message: answer.problem };
  // The status page is the whole page: its main landmark.
  return (
    <main>
      {shown ? (
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
      )}
    </main>
  );
}
