import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Locale } from '../i18n/locale';
import { Providers } from './render';

/**
 * Mounts `ui` inside the kit's providers with React's own root, without Testing Library's `act`
 * (React's production build has none): benchmarks run React as users get it. Wait a frame or two
 * before measuring; `unmount` removes everything.
 */
export function mountForBenchmark(ui: ReactElement, locale: Locale = 'zh-CN') {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<Providers locale={locale}>{ui}</Providers>);
  return {
    container,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}

/** Which React build is running: the production build has no `act`. */
export function reactBuild(): 'production' | 'development' {
  try {
    void act(() => {});
    return 'development';
  } catch {
    return 'production';
  }
}
