import { LoadingPage } from '@brand-console/ui';
import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/account/LoginPage';
import { LoadingRoute } from '../features/account/LoadingRoute';
import { LoginTipPage } from '../features/account/LoginTipPage';
import { NotFoundPage } from '../features/account/NotFoundPage';
import { SsoPage } from '../features/account/SsoPage';
import { preloadable } from '../lib/preloadable';
import { SignedInShell, SignInPreload } from './preload';
import { EXPLAIN_PATH, UPGRADE_ANNOUNCEMENT_PATH } from '../lib/router/paths';
import { RequireSession } from './RequireSession';
import { Root } from './Root';

// The signed-in console and the rarer pages are their own chunks: the login route loads only
// what signing in needs, and the shell's chunks while it is idle (SignInPreload).
const PersonalPage = preloadable(() => import('../features/account/PersonalPage').then((m) => m.PersonalPage));
const ChooseSystemPage = preloadable(() =>
  import('../features/account/ChooseSystemPage').then((m) => m.ChooseSystemPage),
);
const ForgetPasswordPage = preloadable(() =>
  import('../features/account/ForgetPasswordPage').then((m) => m.ForgetPasswordPage),
);
const ExplainPage = preloadable(() => import('../features/account/ExplainPage').then((m) => m.ExplainPage));
const UpgradeAnnouncementPage = preloadable(() =>
  import('./shell/UpgradeAnnouncementPage').then((m) => m.UpgradeAnnouncementPage),
);

const chunk = (element: ReactNode) => <Suspense fallback={<LoadingPage />}>{element}</Suspense>;
/** A page users sign in from: the shell and the landing page's chunks load ahead (app/preload.tsx). */
const signIn = (element: ReactNode) => <SignInPreload>{element}</SignInPreload>;

/**
 * The top-level routes of spec section 2. Everything else is the signed-in shell, which resolves
 * the path against the user's menu at runtime (ADR 0009): menu pages, static detail/edit/create
 * routes of the areas the user has, and the built-in home, demo and demo_crud.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/login', element: signIn(<LoginPage />) },
      { path: '/cutShadow_login', element: signIn(<LoginPage variant="cutShadow" />) },
      { path: '/forget_password', element: chunk(<ForgetPasswordPage />) },
      { path: '/fly_book_auth', element: signIn(<SsoPage provider="flyBook" />) },
      { path: '/enterprise_wechart_auth', element: signIn(<SsoPage provider="enterpriseWechat" />) },
      { path: '/loginTip', element: <LoginTipPage /> },
      { path: '/loading', element: signIn(<LoadingRoute />) },
      { path: '/404', element: <NotFoundPage /> },
      {
        path: '/choice_system',
        element: <RequireSession>{chunk(<ChooseSystemPage />)}</RequireSession>,
      },
      { path: EXPLAIN_PATH, element: chunk(<ExplainPage />) },
      {
        path: UPGRADE_ANNOUNCEMENT_PATH,
        element: <RequireSession>{chunk(<UpgradeAnnouncementPage />)}</RequireSession>,
      },
      {
        path: '/system_manage/personal',
        element: <RequireSession>{chunk(<PersonalPage />)}</RequireSession>,
      },
      {
        path: '*',
        element: <RequireSession>{chunk(<SignedInShell />)}</RequireSession>,
      },
    ],
  },
  { path: '/index.html', element: <Navigate to="/" replace /> },
];

export function createConsoleRouter() {
  return createBrowserRouter(routes);
}
