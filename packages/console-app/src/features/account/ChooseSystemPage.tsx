import { ChooseSystem } from '@brand-console/ui';
import { useNavigate } from 'react-router';
import { useLoginPath, useMenuModel } from '../../lib/hooks';
import { useServices } from '../../lib/services';

/** /choice_system: nothing to open directly; choose a module, or log out. */
export function ChooseSystemPage() {
  const { session } = useServices();
  const model = useMenuModel();
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  const systems = model.modules
    .filter((m) => m.scopeCode !== 'public_authority' && m.scopeCode !== 'data_screen')
    .map((m) => {
      const first = [...model.pages.values()].find((p) => p.moduleKey === m.key && !p.isStatic);
      return { key: m.key, name: m.label, ...(first ? {} : { disabled: true }) };
    });
  return (
    <ChooseSystem
      systems={systems}
      onChoose={(system) => {
        const first = [...model.pages.values()].find((p) => p.moduleKey === system.key && !p.isStatic);
        if (first) void navigate(first.path);
      }}
      onLogout={() => void session.logout().finally(() => navigate(loginPath, { replace: true }))}
    />
  );
}
