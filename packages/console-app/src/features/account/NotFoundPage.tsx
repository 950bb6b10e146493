import { NotFound } from '@brand-console/ui';
import { useNavigate } from 'react-router';
import { useMenuModel } from '../../lib/hooks';

/** /404: where unmatched paths land, with the ways home and back. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const model = useMenuModel();
  return (
    <NotFound
      onHome={() => void navigate(model.firstPage?.path ?? '/', { replace: true })}
      {...(globalThis.history && history.length > 1 ? { onBack: () => void navigate(-1) } : {})}
    />
  );
}
