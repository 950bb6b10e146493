/**
 * Top-level routes that more than one part of the app names (spec section 2: "views for an upgrade
 * announcement and an explain page"). A module of its own, so the login chunk can import a path
 * without the page behind it.
 */

/** The upgrade announcement view: the shell sends the user here while upgrade notices are unread. */
export const UPGRADE_ANNOUNCEMENT_PATH = '/upgrade_announcement';

/** The explain page: what the console is and how it is used; open to everyone. */
export const EXPLAIN_PATH = '/explain';

/**
 * The top-level routes open without a session (`app/router.tsx`); every other address is behind the
 * sign-in guard. The light sign-in root (`app/signIn.tsx`) reads it to send a cold deep link to the
 * login page without loading the router; `app/router.test.ts` holds it to the route table.
 */
export const OPEN_PATHS: ReadonlySet<string> = new Set([
  '/login',
  '/cutShadow_login',
  '/forget_password',
  '/fly_book_auth',
  '/enterprise_wechart_auth',
  '/loginTip',
  '/loading',
  '/404',
  EXPLAIN_PATH,
  '/index.html',
]);

/** The login pages, which a cold page load shows without the router (`app/signIn.tsx`). */
export const LIGHT_SIGN_IN_PATHS: ReadonlySet<string> = new Set(['/login', '/cutShadow_login']);
