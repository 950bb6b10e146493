import { lazy, type ComponentType } from 'react';

/** A component whose code loads on demand, with the loader to start it ahead of time. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once; a failed load is forgotten, so the next call fetches again). */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * Like `React.lazy`, but once the code has loaded (preloaded while the login page idled, or as soon
 * as the menu named the landing page) the component renders at once instead of suspending. A lazy
 * component suspends on its first render even when its promise has long resolved: its boundary's
 * fallback flashes, and React may hold the content back for up to 300 ms once a fallback showed.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function PreloadableComponent(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload });
}
