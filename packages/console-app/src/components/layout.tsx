import { vars } from '@brand-console/ui';
import type { ComponentPropsWithoutRef } from 'react';

/**
 * Small layout pieces for pages, spaced by the design system's CSS variables (the app does not
 * style components itself: styled-components stays inside the kit).
 */
export interface InlineProps extends ComponentPropsWithoutRef<'span'> {
  gap?: 1 | 2;
  /** Lets the items break onto more lines (toolbars, lists of tags). */
  wrap?: boolean;
  /** `end` lines the items up at their bottoms (a field beside its button). @default 'center' */
  align?: 'center' | 'end';
  /** Fills the line and pushes the first and last items to its ends. */
  spread?: boolean;
}

/** Items in a row, centred on one line unless told otherwise. */
export function Inline({ gap = 2, wrap = false, align = 'center', spread = false, style, ...rest }: InlineProps) {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: align === 'end' ? 'flex-end' : 'center',
        gap: vars.space[gap],
        minWidth: 0,
        ...(wrap ? { flexWrap: 'wrap' } : {}),
        ...(spread ? { justifyContent: 'space-between', width: '100%' } : {}),
        ...style,
      }}
      {...rest}
    />
  );
}

/** A list without bullets or indent, for lists whose items carry their own layout. */
export function BareList({ style, ...rest }: ComponentPropsWithoutRef<'ul'>) {
  return <ul style={{ listStyle: 'none', margin: 0, padding: 0, ...style }} {...rest} />;
}

/** A line of text above a page's filters. */
export function Lead({ style, ...rest }: ComponentPropsWithoutRef<'p'>) {
  return <p style={{ margin: `0 0 ${vars.space[3]}`, ...style }} {...rest} />;
}

/** Text that may break anywhere (long material names without spaces). */
export function Breakable({ style, ...rest }: ComponentPropsWithoutRef<'span'>) {
  return <span style={{ overflowWrap: 'anywhere', ...style }} {...rest} />;
}
