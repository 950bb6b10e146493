import { Button, Card, PageHeader, vars } from '@brand-console/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAppTranslate, useLoginPath, useProductName, useSessionState } from '../../lib/hooks';
import { useAccountTranslate } from './messages';

const MODULES = [
  'explain.module.advertisement',
  'explain.module.content',
  'explain.module.market',
  'explain.module.operation',
  'explain.module.scrm',
  'explain.module.creation',
  'explain.module.matrix',
  'explain.module.system',
] as const;

/** A titled part of the page: a card whose heading is the page's second level. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card id={id} title={title} titleAs="h2">
      {children}
    </Card>
  );
}

const listStyle = { margin: 0, paddingInlineStart: vars.space[5], display: 'grid', gap: vars.space[2] } as const;

/**
 * /explain: what the console is, for whom, its modules, how to sign in, where it runs and how its
 * data and jobs behave (spec sections 1, 2, 4 and 9, in the user's words). Open to everyone, signed
 * in or not; the way on is the console or the sign-in page.
 */
export function ExplainPage() {
  const t = useAccountTranslate();
  const app = useAppTranslate();
  const product = useProductName();
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  const { token, userInfo } = useSessionState();
  const signedIn = Boolean(token && userInfo);

  return (
    <div style={{ minHeight: '100vh', background: vars.color.bg.canvas, color: vars.color.fg.default }}>
      <main
        style={{
          display: 'grid',
          gap: vars.space[4],
          maxWidth: 880,
          margin: '0 auto',
          padding: `${vars.space[8]} ${vars.space[6]}`,
        }}
      >
        <PageHeader
          title={app('title.explain')}
          description={t('explain.description', { product })}
          actions={
            <Button variant="primary" onClick={() => void navigate(signedIn ? '/' : loginPath)}>
              {signedIn ? t('explain.enter') : t('explain.signIn')}
            </Button>
          }
        />
        <Part id="who" title={t('explain.who.title')}>
          <p style={{ margin: 0 }}>{t('explain.who.body')}</p>
        </Part>
        <Part id="modules" title={t('explain.modules.title')}>
          <p style={{ margin: `0 0 ${vars.space[3]}` }}>{t('explain.modules.intro')}</p>
          <ul style={listStyle}>
            {MODULES.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </Part>
        <Part id="sign-in" title={t('explain.signInWays.title')}>
          <ul style={listStyle}>
            <li>{t('explain.signInWays.phone')}</li>
            <li>{t('explain.signInWays.sso')}</li>
            <li>{t('explain.signInWays.workPlatform')}</li>
            <li>{t('explain.signInWays.brand')}</li>
          </ul>
        </Part>
        <Part id="where" title={t('explain.where.title')}>
          <ul style={listStyle}>
            <li>{t('explain.where.browser')}</li>
            <li>{t('explain.where.embedded')}</li>
            <li>{t('explain.where.language')}</li>
          </ul>
        </Part>
        <Part id="data" title={t('explain.data.title')}>
          <ul style={listStyle}>
            <li>{t('explain.data.brand')}</li>
            <li>{t('explain.data.tasks')}</li>
            <li>{t('explain.data.screen')}</li>
          </ul>
        </Part>
      </main>
    </div>
  );
}
