/**
 * Top-level routes that more than one part of the app names (spec section 2: "views for an upgrade
 * announcement and an explain page"). A module of its own, so the login chunk can import a path
 * without the page behind it.
 */

/** The upgrade announcement view: the shell sends the user here while upgrade notices are unread. */
export const UPGRADE_ANNOUNCEMENT_PATH = '/upgrade_announcement';

/** The explain page: what the console is and how it is used; open to everyone. */
export const EXPLAIN_PATH = '/explain';
