import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { Block, Root } from './Skeleton.styles';

export type SkeletonVariant = 'text' | 'rect' | 'circle';

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Shape: lines of text, a block (image, card) or a circle (avatar).
   * @default 'text' */
  variant?: SkeletonVariant;
  /** Number of text lines; the last of several is shorter.
   * @default 1 */
  lines?: number;
  /** Width (number = px); sets `--bc-skeleton-width`. Circles default to 40 px. */
  width?: number | string;
  /** Height of each line or of the block (number = px); sets `--bc-skeleton-height`. */
  height?: number | string;
  /** Pulse while waiting (stops under reduced motion).
   * @default true */
  animated?: boolean;
}

const toCss = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder shaped like the content that is loading. It is hidden from assistive technology:
 * put `aria-busy="true"` on the region being loaded (DataTable and Card do this for you).
 */
export function Skeleton({
  variant = 'text',
  lines = 1,
  width,
  height,
  animated = true,
  style,
  ...rest
}: SkeletonProps) {
  const count = variant === 'text' ? Math.max(1, lines) : 1;
  const cssVars: Record<string, string> = {};
  if (width !== undefined) cssVars['--bc-skeleton-width'] = toCss(width);
  if (height !== undefined) cssVars['--bc-skeleton-height'] = toCss(height);
  return (
    <Root
      aria-hidden="true"
      data-component="Skeleton"
      data-variant={variant}
      data-animated={animated}
      style={{ ...(cssVars as CSSProperties), ...style }}
      {...rest}
    >
      {Array.from({ length: count }, (_, i) => (
        <Block key={i} data-part="Block" />
      ))}
    </Root>
  );
}
