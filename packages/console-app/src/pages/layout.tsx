import { vars } from '@brand-console/ui';
import type { ComponentPropsWithoutRef } from 'react';

/**
 * Small layout pieces for pages, spaced by the design system's CSS variables (the app does not
 * style components itself: styled-components stays inside the kit).
 */
export function Inline({ gap = 2, style, ...rest }: ComponentPropsWithoutRef<'span'> & { gap?: 1 | 2 }) {
  return (
    <span
      style={{ display: 'inline-flex', alignItems: 'center', gap: vars.space[gap], minWidth: 0, ...style }}
      {...rest}
    />
  );
}

/** A line of text above a page's filters. */
export function Lead({ style, ...rest }: ComponentPropsWithoutRef<'p'>) {
  return <p style={{ margin: `0 0 ${vars.space[3]}`, ...style }} {...rest} />;
}

/** Text that may break anywhere (long material names without spaces). */
export function Breakable({ style, ...rest }: ComponentPropsWithoutRef<'span'>) {
  return <span style={{ overflowWrap: 'anywhere', ...style }} {...rest} />;
}
