import { SsoCallback } from '@brand-console/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLoginPath } from '../../lib/hooks';
import { useServices } from '../../lib/services';
import { requestIdOf } from '../../lib/session/requestId';
import { useFinishLogin } from './LoginPage';

const LOGIN_TYPES = { flyBook: 2, enterpriseWechat: 3 } as const;

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
