import {
  Activity,
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { Root } from './KeepAliveOutlet.styles';

/** Default number of pages kept alive besides the one on screen. */
export const KEEP_ALIVE_MAX = 10;

export interface KeepAliveOutletProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Identity of the page on screen, for example path plus search (`/a?id=1`). */
  activeKey: string;
  /** Whether the page on screen is kept when the user leaves it (the menu's keep-alive flag). */
  keepAlive?: boolean;
  /** Most pages kept alive besides the one on screen; the least recently visited goes first.
   * @default 10 */
  max?: number;
  /** Called with the key of a page that left the cache (evicted, dropped or not kept alive). */
  onEvict?: (key: string) => void;
  /** The page on screen. */
  children?: ReactNode;
}

interface Entry {
  key: string;
  element: ReactNode;
}

interface CacheState {
  activeKey: string;
  keepAlive: boolean;
  element: ReactNode;
  /** Pages kept alive but not on screen, least recently visited first. */
  hidden: Entry[];
  /** Bumped by `refresh` to remount a page. */
  generations: Record<string, number>;
  /** Pages that left the cache in the last change, reported to `onEvict` after commit. */
  evicted: readonly string[];
}

export interface KeepAliveControls {
  /** Keys of the pages kept alive, the one on screen included when it is kept alive. */
  keys: readonly string[];
  /** Remounts a page (the one on screen or a hidden one), discarding its state. */
  refresh: (key: string) => void;
  /** Drops a hidden page from the cache; the page on screen is refreshed instead. */
  drop: (key: string) => void;
}

const KeepAliveContext = createContext<KeepAliveControls | null>(null);

/** Controls of the nearest `KeepAliveOutlet`: refresh or drop a page (for example after a brand switch). */
export function useKeepAlive(): KeepAliveControls {
  const controls = use(KeepAliveContext);
  if (!controls) throw new Error('useKeepAlive must be used inside a KeepAliveOutlet');
  return controls;
}

/**
 * The main view's outlet: pages flagged keep-alive keep their state (typed input, scroll, fetched
 * data) while the user is elsewhere, hidden with React's `Activity`, in a bounded cache with
 * least-recently-visited eviction. Pages not flagged are unmounted when the user leaves. See
 * ADR 0007 for why this does not leak the way DOM-moving keep-alive libraries do.
 */
export function KeepAliveOutlet({
  activeKey,
  keepAlive = false,
  max = KEEP_ALIVE_MAX,
  onEvict,
  children,
  ...rest
}: KeepAliveOutletProps) {
  const [state, setState] = useState<CacheState>(() => ({
    activeKey,
    keepAlive,
    element: children,
    hidden: [],
    generations: {},
    evicted: [],
  }));

  // Follow the props during render (React's "adjusting state when a prop changes"): the page left
  // behind joins the hidden pages if it is kept alive, the page arriving leaves them, and the
  // least recently visited pages beyond `max` are evicted.
  if (state.activeKey !== activeKey) {
    let hidden = state.hidden.filter((entry) => entry.key !== activeKey && entry.key !== state.activeKey);
    const evicted: string[] = [];
    if (state.keepAlive) hidden.push({ key: state.activeKey, element: state.element });
    else evicted.push(state.activeKey);
    const limit = Math.max(0, max);
    if (hidden.length > limit) {
      evicted.push(...hidden.slice(0, hidden.length - limit).map((entry) => entry.key));
      hidden = hidden.slice(hidden.length - limit);
    }
    const generations = { ...state.generations };
    for (const key of evicted) delete generations[key];
    setState({ activeKey, keepAlive, element: children, hidden, generations, evicted });
  } else if (state.element !== children || state.keepAlive !== keepAlive) {
    setState({ ...state, element: children, keepAlive });
  }

  const refresh = useCallback((key: string) => {
    setState((s) => ({ ...s, generations: { ...s.generations, [key]: (s.generations[key] ?? 0) + 1 } }));
  }, []);
  const drop = useCallback((key: string) => {
    setState((s) => {
      if (key === s.activeKey) return { ...s, generations: { ...s.generations, [key]: (s.generations[key] ?? 0) + 1 } };
      if (!s.hidden.some((entry) => entry.key === key)) return s;
      const generations = { ...s.generations };
      delete generations[key];
      return { ...s, hidden: s.hidden.filter((entry) => entry.key !== key), generations, evicted: [key] };
    });
  }, []);
  useEffect(() => {
    for (const key of state.evicted) onEvict?.(key);
    // Report each change once: `evicted` is a new array only when pages left.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.evicted]);
  const keys = useMemo(
    () => [...state.hidden.map((entry) => entry.key), ...(state.keepAlive ? [state.activeKey] : [])],
    [state.hidden, state.keepAlive, state.activeKey],
  );
  const controls = useMemo(() => ({ keys, refresh, drop }), [keys, refresh, drop]);

  const instance = (key: string) => `${key}\u0000${state.generations[key] ?? 0}`;
  return (
    <Root data-component="KeepAliveOutlet" {...rest}>
      <KeepAliveContext value={controls}>
        {/* One keyed list, so a page moving between hidden and visible keeps its instance. */}
        {[
          ...state.hidden.map((entry) => (
            <Activity key={instance(entry.key)} mode="hidden">
              {entry.element}
            </Activity>
          )),
          <Activity key={instance(activeKey)} mode="visible">
            {children}
          </Activity>,
        ]}
      </KeepAliveContext>
    </Root>
  );
}
