import type { ApiClient, ApiError } from '@brand-console/api-client';
import { createToaster, type Toaster } from '@brand-console/ui';
import { createStore } from 'jotai';
import { createContext, use } from 'react';
import { readEnv, type ConsoleEnv } from './env';
import { createEpochs, withEpochs, type Epochs } from './epoch';
import { apiLocale, migrateLegacyLocale } from './locale';
import { createLazyApiClient } from './lazyApi';
import { local as defaultLocal, session as defaultTab, type SafeStorage } from './storage';
import { Session } from './session/session';
import type { RouteDef } from './router/menu';
import { PageTracker } from './tracking/tracker';

/** Everything the console's pages share: one of each per page load. */
export interface AppServices {
  api: ApiClient;
  session: Session;
  local: SafeStorage;
  tab: SafeStorage;
  toaster: Toaster;
  env: ConsoleEnv;
  tracker: PageTracker;
  /** Calls belong to an epoch; `epochs.next()` cancels every call in flight (brand switch, logout). */
  epochs: Epochs;
  /**
   * The page registry's static routes and built-in pages (the menu model adds them to the menu's
   * pages); empty on a login page opened cold until the route table has loaded (`routeTable`).
   */
  readonly routes: readonly RouteDef[];
  /** The route table, loaded if it is not in yet (the login page's JavaScript leaves it out). */
  routeTable: () => Promise<readonly RouteDef[]>;
  /** Loads the API client's code ahead of the first call (the sign-in pages do while idle). */
  preloadApi: () => Promise<void>;
  /** Installs what a forced re-login (403, 200002, invalid token) does; the router's root sets it. */
  setReloginHandler: (handler: (error: ApiError) => void) => void;
}

export interface CreateServicesOptions {
  /** The registry's static routes and built-in pages (`routeDefs` of `app/registry.ts`). */
  routes?: readonly RouteDef[];
  /** Loads them, when `routes` is not given (the light sign-in root's entry). */
  loadRoutes?: () => Promise<readonly RouteDef[]>;
  local?: SafeStorage;
  tab?: SafeStorage;
  fetch?: typeof fetch;
  baseUrl?: string;
  search?: string;
  inFrame?: boolean;
  /** Delay between the unauthorized message and the re-login (spec section 8: 1 s). */
  reloginDelayMs?: number;
}

export function createServices(options: CreateServicesOptions = {}): AppServices {
  const local = options.local ?? defaultLocal;
  const tab = options.tab ?? defaultTab;
  const toaster = createToaster();
  const env = readEnv(
    options.search ?? globalThis.location?.search ?? '',
    local,
    options.inFrame ?? (globalThis.window !== undefined && window.parent !== window),
  );
  let relogin: (error: ApiError) => void = () => {};
  // One stored language for the app, the kit and the client's own messages (the kit's `lang`).
  migrateLegacyLocale(local);
  const locale = () => apiLocale(local);
  const holder: { session?: Session } = {};
  // Server state (TanStack Query) is the signed-in pages' business: lib/queries.tsx, out of the login page's JavaScript.
  const epochs = createEpochs();
  const rawApi = createLazyApiClient({
    getAuth: () => holder.session?.auth() ?? {},
    locale,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    onError: (error) => toaster.error(error.message),
    onUnauthorized: (error) => {
      // Spec section 8: the message (or "system busy") first, the re-login one second later.
      toaster.error(error.message || (locale() === 'en' ? 'The system is busy' : '系统繁忙'));
      setTimeout(() => relogin(error), options.reloginDelayMs ?? 1000);
    },
  });
  const api = withEpochs(rawApi, epochs);
  const session = new Session(api, createStore(), local, tab);
  session.onEnd(() => epochs.next());
  holder.session = session;
  const tracker = new PageTracker({
    send: (event, { keepalive }) => {
      // Tracking needs a session; failures are not the user's business.
      if (!session.state.token) return;
      api
        .request('/v1/system/account/buriedPoint/add', event, { selfHandled: true, dedupe: false, keepalive })
        .catch(() => {});
    },
  });
  let routes = options.routes;
  let routesLoad: Promise<readonly RouteDef[]> | undefined;
  const routeTable = (): Promise<readonly RouteDef[]> => {
    if (routes || !options.loadRoutes) return Promise.resolve(routes ?? []);
    // A failed load is forgotten, so the next call fetches again.
    return (routesLoad ??= options.loadRoutes().then(
      (loaded) => (routes = loaded),
      (error: unknown) => {
        routesLoad = undefined;
        throw error;
      },
    ));
  };
  return {
    get routes() {
      return routes ?? [];
    },
    routeTable,
    epochs,
    preloadApi: () => rawApi.preload(),
    tracker,
    api,
    session,
    local,
    tab,
    toaster,
    env,
    setReloginHandler: (handler) => {
      relogin = handler;
    },
  };
}

const ServicesContext = createContext<AppServices | null>(null);

export const ServicesProvider = ServicesContext.Provider;

export function useServices(): AppServices {
  const services = use(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>.');
  return services;
}
