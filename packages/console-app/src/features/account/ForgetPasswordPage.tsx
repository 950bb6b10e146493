import { ForgotPasswordFlow, LoginLayout } from '@brand-console/ui';
import { useNavigate } from 'react-router';
import { useAppTranslate, useLoginPath, useProductName, useSystemVersion } from '../../lib/hooks';
import { useServices } from '../../lib/services';
import { encodePassword } from '../../lib/password';

/** /forget_password: identity verification by SMS code, then a new password. */
export function ForgetPasswordPage() {
  const { api, session } = useServices();
  const t = useAppTranslate();
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  const variant = useSystemVersion() === 2 ? 'cutShadow' : 'default';
  return (
    <LoginLayout productName={useProductName()} title={t('title.forgot')} variant={variant}>
      <ForgotPasswordFlow
        onSendCode={(phone) => session.sendCode(phone)}
        // The code is checked with the new password (the API has one call); step one checks it is there.
        onVerify={() => Promise.resolve()}
        onResetPassword={async ({ phone, code, password }) => {
          await api.request('/v1/system/account/updatePasswordByPhone', {
            phone,
            checkCode: code,
            password: encodePassword(password),
          });
        }}
        onBackToLogin={() => void navigate(loginPath)}
      />
    </LoginLayout>
  );
}
