import { createContext, use, useMemo } from 'react';

/** Where the console is: the part of the address the app reads. */
export interface NavLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** A target: a path with its query (`/login?redirect=…`), or its parts. */
export type NavTarget = string | { pathname: string; search?: string; hash?: string };

export interface Nav {
  location: NavLocation;
  /** Settles once the navigation is done (the router's), or at once. */
  navigate: (to: NavTarget, options?: { replace?: boolean }) => void | Promise<void>;
}

/**
 * Navigation for the code the login page shares with the signed-in console (the sign-in pages, the
 * root's effects). Inside the router it is the router's location and `navigate`
 * (`app/Root.tsx`); on a login page opened cold it is the light sign-in root's, which keeps
 * react-router out of the login page's JavaScript (`app/signIn.tsx`, issue 20).
 */
const NavContext = createContext<Nav | null>(null);

export const NavProvider = NavContext.Provider;

function useNav(): Nav {
  const nav = use(NavContext);
  if (!nav) throw new Error('useNav must be used inside <NavProvider>.');
  return nav;
}

export const useAppLocation = (): NavLocation => useNav().location;

export const useAppNavigate = (): Nav['navigate'] => useNav().navigate;

/** The address's query, read-only. */
export function useAppSearchParams(): URLSearchParams {
  const { search } = useAppLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** A target's parts (`/a?b=1#c` → pathname, search, hash). */
export function targetParts(to: NavTarget): NavLocation {
  if (typeof to !== 'string') return { pathname: to.pathname, search: to.search ?? '', hash: to.hash ?? '' };
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: searchAt >= 0 ? rest.slice(searchAt) : '',
    hash,
  };
}
