import { useEffect, useState, type ComponentPropsWithRef, type CSSProperties } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { shellCatalogues } from '../i18n/messages/shell';
import { Bar, Root } from './LoadingBar.styles';

/** The bar moves every this many ms while loading (spec section 9: progress speed 500 ms). */
export const LOADING_BAR_STEP_MS = 500;
/** How long the full bar stays before it fades once loading ends. */
const FINISH_MS = 300;

export interface LoadingBarProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** True while a route or page is loading. */
  active: boolean;
  /** Accessible name. @default '页面加载中' (Page loading) */
  label?: string;
}

type Phase = 'idle' | 'loading' | 'finishing';

/**
 * The thin bar at the top of the console while a page loads: it creeps towards 90 % every 500 ms
 * and fills when loading ends, then fades. A `progressbar` for assistive technology; without
 * movement when the user prefers reduced motion.
 */
export function LoadingBar({ active, label, style, ...rest }: LoadingBarProps) {
  const t = useUiTranslate(shellCatalogues);
  const [progress, setProgress] = useState(active ? 8 : 0);
  const [phase, setPhase] = useState<Phase>(active ? 'loading' : 'idle');

  // Follow `active` during render: starting shows 8 % at once; ending fills the bar.
  if (active && phase !== 'loading') {
    setPhase('loading');
    setProgress(8);
  } else if (!active && phase === 'loading') {
    setPhase('finishing');
    setProgress(100);
  }

  useEffect(() => {
    if (phase === 'loading') {
      const timer = setInterval(() => setProgress((p) => Math.min(90, p + (90 - p) * 0.2)), LOADING_BAR_STEP_MS);
      return () => clearInterval(timer);
    }
    if (phase === 'finishing') {
      const timer = setTimeout(() => {
        setPhase('idle');
        setProgress(0);
      }, FINISH_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <Root
      role="progressbar"
      aria-label={label ?? t('loadingBar.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      data-component="LoadingBar"
      data-state={phase}
      style={{ ...style, '--bc-loading-progress': String(progress / 100) } as CSSProperties}
      {...rest}
    >
      <Bar data-part="Bar" />
    </Root>
  );
}
