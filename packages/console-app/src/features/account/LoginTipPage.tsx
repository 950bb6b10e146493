import { LoginTip } from '@brand-console/ui';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppTranslate, useLoginPath } from '../../lib/hooks';
import { useServices } from '../../lib/services';
import { STORAGE_KEYS } from '../../lib/storage';

/**
 * /loginTip: expired work-platform day (whose token and day it clears, spec section 2), failed
 * automatic login (request id and message), a forced re-login on the work platform (code and
 * message), or no brand or menu.
 */
export function LoginTipPage() {
  const [search] = useSearchParams();
  const t = useAppTranslate();
  const { env, local, session } = useServices();
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  const reason = search.get('reason');
  const message =
    search.get('msg') ??
    (reason === 'noBrand' ? t('login.noBrand') : reason === 'noMenu' ? t('login.noMenu') : t('login.expired'));
  const requestId = search.get('requestId');
  const code = search.get('code');
  useEffect(() => {
    if (reason !== 'expired' || !env.workPlatform) return;
    local.remove(STORAGE_KEYS.token);
    local.remove(STORAGE_KEYS.hTime);
    session.syncFromStorage();
  }, [reason, env.workPlatform, local, session]);
  return (
    <main>
      <LoginTip
        message={code ? `${message}（${code}）` : message}
        {...(requestId ? { requestId } : {})}
        {...(env.workPlatform ? {} : { onRelogin: () => void navigate(loginPath, { replace: true }) })}
      />
    </main>
  );
}
