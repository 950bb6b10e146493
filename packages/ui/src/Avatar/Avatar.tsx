import type { ComponentPropsWithRef } from 'react';
import { Fallback, Image, Root } from './Avatar.styles';
import { getInitials } from './initials';

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Photo URL (userPhoto, brandLogo). Missing or broken shows the initials. */
  src?: string | null;
  /** The person's or brand's name: the accessible name and the source of the initials. */
  name: string;
  /** 24, 32 or 48 px (override with `--bc-avatar-size`).
   * @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Round for people, square for brands.
   * @default 'circle' */
  shape?: 'circle' | 'square';
  /** Hide from assistive technology when the name is already next to it.
   * @default false */
  decorative?: boolean;
  /** Milliseconds before the initials show while the photo loads (avoids a flash on fast networks).
   * @default 300 */
  fallbackDelayMs?: number;
}

/** A photo with initials as fallback (Radix Avatar). */
export function Avatar({
  src,
  name,
  size = 'md',
  shape = 'circle',
  decorative = false,
  fallbackDelayMs = 300,
  ...rest
}: AvatarProps) {
  const label = decorative ? {} : { role: 'img', 'aria-label': name };
  return (
    <Root
      data-component="Avatar"
      data-size={size}
      data-shape={shape}
      {...label}
      {...(decorative ? { 'aria-hidden': true } : {})}
      {...rest}
    >
      {src ? <Image data-part="Image" src={src} alt="" /> : null}
      <Fallback
        data-part="Fallback"
        aria-hidden="true"
        {...(src && fallbackDelayMs > 0 ? { delayMs: fallbackDelayMs } : {})}
      >
        {getInitials(name)}
      </Fallback>
    </Root>
  );
}
