/**
 * Waits from the specification (sections 4, 5 and 9), in one place so every screen uses the same
 * numbers. Throttles run the first call at once and ignore repeats within the window; debounces
 * run once the calls stop for the given time.
 */

/** Menu clicks: throttled. */
export const MENU_CLICK_THROTTLE_MS = 500;
/** Download buttons: throttled, so a double click starts one download. */
export const DOWNLOAD_THROTTLE_MS = 700;
/** The split action: throttled. */
export const SPLIT_THROTTLE_MS = 500;
/** Member search as you type: debounced (the spec's default). */
export const MEMBER_SEARCH_DEBOUNCE_MS = 500;
/** Breadcrumb navigation: debounced. */
export const BREADCRUMB_DEBOUNCE_MS = 1000;
/** Brand switch (and logout): debounced. */
export const BRAND_SWITCH_DEBOUNCE_MS = 1000;
/** The "send SMS code" button counts down this many seconds after sending. */
export const SMS_COUNTDOWN_SECONDS = 60;
