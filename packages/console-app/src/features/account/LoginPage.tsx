import { LoginLayout, PasswordLoginForm, PhoneLoginForm } from '@brand-console/ui';
import { Suspense, useState } from 'react';
import { useAppTranslate, useProductName } from '../../lib/hooks';
import { preloadable } from '../../lib/preloadable';
import { useServices } from '../../lib/services';
import { buildMenuModel } from '../../lib/router/menu';
import { useAppNavigate, useAppSearchParams } from '../../lib/router/nav';
import { destinationAfterLogin } from '../../lib/session/destination';
import { ssoStartUrl } from '../../lib/session/sso';
import type { LoginStep } from '../../lib/session/session';

type ChooseStep = Extract<LoginStep, { kind: 'chooseBrand' }>;

// Only accounts of several brands see it: loaded while the page idles (`preloadLoginSteps`), not with the page.
const BrandStep = preloadable(() => import('./BrandStep').then((m) => m.BrandStep));

/** Loads the steps a sign-in may still need (the brand choice); the sign-in pages call it once idle. */
export const preloadLoginSteps = () => BrandStep.preload().then(() => undefined);

/**
 * After a completed login: the original page, the first menu page, or the spec's fallbacks. Settles
 * once the navigation is under way (on a login page opened cold, once the router has the page).
 */
export function useFinishLogin() {
  const services = useServices();
  const { session, env } = services;
  const navigate = useAppNavigate();
  const search = useAppSearchParams();
  return async () => {
    const { userInfo, menu } = session.state;
    if (!userInfo) return;
    // The static routes decide which redirects are allowed; a cold login page loads them while idle.
    const routes = await services.routeTable();
    const destination = destinationAfterLogin(userInfo, buildMenuModel(menu ?? [], routes), {
      embedded: env.embedded,
      redirect: search.get('redirect'),
    });
    if (destination.kind === 'path') await navigate(destination.path, { replace: true });
    else if (destination.kind === 'chooseSystem') await navigate('/choice_system', { replace: true });
    else await navigate(`/loginTip?reason=${destination.message}`, { replace: true });
  };
}

/** /login and /cutShadow_login: phone and code (or password), then the brand choice if asked. */
export function LoginPage({ variant = 'default' }: { variant?: 'default' | 'cutShadow' }) {
  const { session, tab } = useServices();
  const t = useAppTranslate();
  const productName = useProductName();
  const navigate = useAppNavigate();
  const finish = useFinishLogin();
  const [mode, setMode] = useState<'code' | 'password'>('code');
  const [choose, setChoose] = useState<ChooseStep | null>(null);

  const handle = async (step: LoginStep) => {
    if (step.kind === 'chooseBrand') {
      if (step.brands.length === 0) throw new Error(t('login.noBrand'));
      setChoose(step);
      return;
    }
    await finish();
  };

  return (
    <LoginLayout productName={productName} variant={variant} title={choose ? t('title.chooseBrand') : t('title.login')}>
      {choose ? (
        <Suspense fallback={null}>
          <BrandStep
            brands={choose.brands}
            onBack={() => setChoose(null)}
            onConfirm={async (brandId) => handle(await session.chooseBrand(choose, brandId))}
          />
        </Suspense>
      ) : mode === 'code' ? (
        <PhoneLoginForm
          onSendCode={(phone) => session.sendCode(phone)}
          onSubmit={async (values) => handle(await session.loginByPhone(values))}
          onPasswordLogin={() => setMode('password')}
          onForgotPassword={() => void navigate('/forget_password')}
          ssoProviders={['flyBook', 'enterpriseWechat']}
          onSso={(provider) => window.location.assign(ssoStartUrl(provider, tab))}
        />
      ) : (
        <PasswordLoginForm
          onSubmit={async (values) => handle(await session.loginByPhone(values))}
          onCodeLogin={() => setMode('code')}
          onForgotPassword={() => void navigate('/forget_password')}
        />
      )}
    </LoginLayout>
  );
}
