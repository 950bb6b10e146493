import { LoginTip } from '@brand-console/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppTranslate, useLoginPath } from '../../lib/hooks';
import { useServices } from '../../lib/services';

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
