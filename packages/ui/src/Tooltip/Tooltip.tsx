import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode, Ref } from 'react';
import { Arrow, Content } from './Tooltip.styles';

export interface TooltipProps {
  /** The hint. Keep it short; it must not hold anything interactive. */
  content: ReactNode;
  /** The element that shows the hint on hover and keyboard focus; must be focusable (a button, a link). */
  children: ReactElement;
  /** Milliseconds of hover before it shows (keyboard focus shows at once).
   * @default 300 */
  delayDuration?: number;
  /** Preferred side of the trigger.
   * @default 'top' */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when it shows or hides (hover, focus, Esc). */
  onOpenChange?: (open: boolean) => void;
  /** Ref to the tooltip surface. */
  ref?: Ref<HTMLDivElement>;
  /** A class name added to the tooltip surface (the root of what it renders, portalled while shown). */
  className?: string;
  /** Inline styles for the tooltip surface, e.g. a `max-width`. */
  style?: React.CSSProperties;
  /** A test id set on the tooltip surface. */
  'data-testid'?: string;
  /** The element the hint is portalled into (the document's body when omitted): a component inside
   * a landmark passes its own element, so the shown hint stays inside that landmark. */
  container?: HTMLElement | null;
}

/**
 * A short hint for a control (Radix Tooltip): shows on hover after a delay and on keyboard focus,
 * hides on Esc, blur or pointer leave; the hint becomes the trigger's description.
 */
export function Tooltip({
  content,
  children,
  delayDuration = 300,
  side = 'top',
  open,
  defaultOpen,
  onOpenChange,
  container,
  ...rest
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root
        {...(open !== undefined ? { open } : {})}
        {...(defaultOpen !== undefined ? { defaultOpen } : {})}
        {...(onOpenChange ? { onOpenChange } : {})}
      >
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal {...(container ? { container } : {})}>
          <Content data-component="Tooltip" side={side} sideOffset={6} collisionPadding={8} {...rest}>
            {content}
            <Arrow data-part="Arrow" width={10} height={5} />
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
