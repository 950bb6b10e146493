import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ForgetPasswordPage } from '../pages/ForgetPasswordPage';
import { LoginPage } from '../pages/LoginPage';
import { PersonalPage } from '../pages/PersonalPage';
import { ChooseSystemPage, LoadingRoute, LoginTipPage, NotFoundPage, SsoPage } from '../pages/StatusPages';
import { RequireSession } from '../router/RequireSession';
import { ShellLayout } from '../shell/ShellLayout';
import { Root } from './Root';

/**
 * The top-level routes of spec section 2. Everything else is the signed-in shell, which resolves
 * the path against the user's menu at runtime (ADR 0009): menu pages, static detail/edit/create
 * routes of the areas the user has, and the built-in home, demo and demo_crud.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/cutShadow_login', element: <LoginPage variant="cutShadow" /> },
      { path: '/forget_password', element: <ForgetPasswordPage /> },
      { path: '/fly_book_auth', element: <SsoPage provider="flyBook" /> },
      { path: '/enterprise_wechart_auth', element: <SsoPage provider="enterpriseWechat" /> },
      { path: '/loginTip', element: <LoginTipPage /> },
      { path: '/loading', element: <LoadingRoute /> },
      { path: '/404', element: <NotFoundPage /> },
      {
        path: '/choice_system',
        element: (
          <RequireSession>
            <ChooseSystemPage />
          </RequireSession>
        ),
      },
      {
        path: '/system_manage/personal',
        element: (
          <RequireSession>
            <PersonalPage />
          </RequireSession>
        ),
      },
      {
        path: '*',
        element: (
          <RequireSession>
            <ShellLayout />
          </RequireSession>
        ),
      },
    ],
  },
  { path: '/index.html', element: <Navigate to="/" replace /> },
];

export function createConsoleRouter() {
  return createBrowserRouter(routes);
}
