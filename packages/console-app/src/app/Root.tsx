import { LoadingBar } from '@brand-console/ui';
import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { NavProvider, type Nav } from '../lib/router/nav';
import { useRootEffects } from './rootEffects';

/**
 * The router's root: the navigation the shared sign-in code reads (`lib/router/nav.tsx`) from the
 * router, and everything that happens around each navigation (`useRootEffects`).
 */
export function Root() {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { pathname, search, hash } = location;
  const nav = useMemo<Nav>(
    () => ({ location: { pathname, search, hash }, navigate: (to, options) => navigate(to, options) }),
    [pathname, search, hash, navigate],
  );
  useRootEffects(nav);

  return (
    <NavProvider value={nav}>
      <LoadingBar active={navigation.state === 'loading'} />
      <Outlet />
    </NavProvider>
  );
}
