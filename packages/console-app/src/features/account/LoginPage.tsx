import type { LoginBrand } from '@brand-console/api-client';
import { BrandChoice, LoginLayout, PasswordLoginForm, PhoneLoginForm } from '@brand-console/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppTranslate, useProductName } from '../../lib/hooks';
import { useServices } from '../../lib/services';
import { buildMenuModel } from '../../lib/router/menu';
import { destinationAfterLogin } from '../../lib/session/destination';
import { ssoStartUrl } from '../../lib/session/sso';
import type { LoginStep } from '../../lib/session/session';

type ChooseStep = Extract<LoginStep, { kind: 'chooseBrand' }>;

/** After a completed login: the original page, the first menu page, or the spec's fallbacks. */
export function useFinishLogin() {
  const { session, env, routes } = useServices();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return () => {
    const { userInfo, menu } = session.state;
    if (!userInfo) return;
    const destination = destinationAfterLogin(userInfo, buildMenuModel(menu ?? [], routes), {
      embedded: env.embedded,
      redirect: search.get('redirect'),
    });
    if (destination.kind === 'path') void navigate(destination.path, { replace: true });
    else if (destination.kind === 'chooseSystem') void navigate('/choice_system', { replace: true });
    else void navigate(`/loginTip?reason=${destination.message}`, { replace: true });
  };
}

/** /login and /cutShadow_login: phone and code (or password), then the brand choice if asked. */
export function LoginPage({ variant = 'default' }: { variant?: 'default' | 'cutShadow' }) {
  const { session, tab } = useServices();
  const t = useAppTranslate();
  const productName = useProductName();
  const navigate = useNavigate();
  const finish = useFinishLogin();
  const [mode, setMode] = useState<'code' | 'password'>('code');
  const [choose, setChoose] = useState<ChooseStep | null>(null);

  const handle = (step: LoginStep) => {
    if (step.kind === 'chooseBrand') {
      if (step.brands.length === 0) throw new Error(t('login.noBrand'));
      setChoose(step);
      return;
    }
    finish();
  };

  return (
    <LoginLayout productName={productName} variant={variant} title={choose ? t('title.chooseBrand') : t('title.login')}>
      {choose ? (
        <BrandChoice
          brands={choose.brands.map((b: LoginBrand) => ({
            brandId: b.brandId,
            brandName: b.brandName,
            isValid: b.isValid,
          }))}
          onBack={() => setChoose(null)}
          onConfirm={async (brand) => handle(await session.chooseBrand(choose, brand.brandId))}
        />
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
