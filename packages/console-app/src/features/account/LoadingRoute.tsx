import { LoadingPage } from '@brand-console/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLoginPath, useProductName } from '../../lib/hooks';
import { useServices } from '../../lib/services';
import { useFinishLogin } from './LoginPage';

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
