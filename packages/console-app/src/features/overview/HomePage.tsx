import { Button, Card, Empty } from '@brand-console/ui';
import { useNavigate } from 'react-router';
import { useMenuModel, useSessionState } from '../../lib/hooks';
import { useOverviewTranslate } from './messages';

/** /home: a welcome with the way to the first menu page. */
export function HomePage() {
  const t = useOverviewTranslate();
  const { userInfo } = useSessionState();
  const model = useMenuModel();
  const navigate = useNavigate();
  const first = model.firstPage;
  return (
    <Card>
      <Empty
        title={t('home.welcome', { name: userInfo?.userBrandName ?? '' })}
        description={t('home.description')}
        action={
          first ? (
            <Button variant="primary" onClick={() => void navigate(first.path)}>
              {t('home.firstPage', { title: first.title })}
            </Button>
          ) : null
        }
      />
    </Card>
  );
}
