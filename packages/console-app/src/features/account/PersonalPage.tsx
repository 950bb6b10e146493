import { Button, PersonalInfo } from '@brand-console/ui';
import { useNavigate } from 'react-router';
import { useAppTranslate, useSessionState } from '../../lib/hooks';
import { useServices } from '../../lib/services';

/** /system_manage/personal: personal info as a page of its own (no module fields in tracking). */
export function PersonalPage() {
  const { api, session } = useServices();
  const { userInfo } = useSessionState();
  const t = useAppTranslate();
  const navigate = useNavigate();
  if (!userInfo) return null;
  return (
    <main style={{ maxWidth: 640, margin: '40px auto', padding: 24 }}>
      <h1>{t('title.personal')}</h1>
      <PersonalInfo
        user={{
          name: userInfo.userBrandName,
          ...(userInfo.userPhoto ? { photoUrl: userInfo.userPhoto } : {}),
          phone: userInfo.userPhone,
          brandName: userInfo.brandName,
          isMain: userInfo.isMain,
          departments: userInfo.depList,
          roles: userInfo.roleList.map((r) => r.roleName),
        }}
        onAvatarChange={async (file) => {
          const { url } = await api.request('/v1/system/account/uploadImage', { file });
          await api.request('/v1/system/account/user/uptUserPhoto', { userId: userInfo.userId, userPhoto: url });
          await session.loadUser();
        }}
        onNameChange={async (name) => {
          await api.request('/v1/system/account/user/uptUserBrandName', {
            userId: userInfo.userId,
            userBrandName: name,
          });
          await session.loadUser();
        }}
      />
      <Button style={{ marginTop: 24 }} onClick={() => void navigate('/')}>
        {t('title.home')}
      </Button>
    </main>
  );
}
