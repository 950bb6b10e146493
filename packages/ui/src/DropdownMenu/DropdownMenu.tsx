import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { MenuCheckIcon } from '../internal/icons';
import { styled } from '../internal/styled';
import { contentStyles, indicatorStyles, itemStyles, labelStyles, separatorStyles } from './DropdownMenu.styles';

const StyledContent = styled(RadixMenu.Content)`
  ${contentStyles}
`;
const StyledItem = styled(RadixMenu.Item)`
  ${itemStyles}
`;
const StyledCheckboxItem = styled(RadixMenu.CheckboxItem)`
  ${itemStyles}
`;
const StyledIndicator = styled(RadixMenu.ItemIndicator)`
  ${indicatorStyles}
`;
const StyledLabel = styled(RadixMenu.Label)`
  ${labelStyles}
`;
const StyledSeparator = styled(RadixMenu.Separator)`
  ${separatorStyles}
`;

export interface DropdownMenuRootProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Whether focus stays in the menu and outside content is inert.
   * @default true */
  modal?: boolean;
  /** The trigger and the content. */
  children?: ReactNode;
}

/** State holder of a menu of actions. Arrow keys move, Enter/Space choose, Esc closes and refocuses the trigger. */
export function Root(props: DropdownMenuRootProps) {
  return <RadixMenu.Root {...props} />;
}

export interface DropdownMenuTriggerProps extends ComponentPropsWithRef<typeof RadixMenu.Trigger> {
  /** Make the single child element (e.g. a `Button`) the trigger instead of rendering a `<button>`. */
  asChild?: boolean;
}

/** Opens the menu (also with Enter, Space or ArrowDown). Use `asChild` around a `Button`. */
export function Trigger(props: DropdownMenuTriggerProps) {
  return <RadixMenu.Trigger data-component="DropdownMenu.Trigger" {...props} />;
}

export interface DropdownMenuContentProps extends ComponentPropsWithRef<typeof RadixMenu.Content> {
  /** Render inside the body instead of in place.
   * @default true */
  portal?: boolean;
  /** Gap between the trigger and the menu, in px.
   * @default 4 */
  sideOffset?: number;
  /** How the menu lines up with the trigger along the side it opens on.
   * @default 'start' */
  align?: 'start' | 'center' | 'end';
  /** Use the single child element as the menu surface instead of a `<div>`; the items go inside it. */
  asChild?: boolean;
}

/** The menu surface, portalled. */
export function Content({ portal = true, sideOffset = 4, align = 'start', ...rest }: DropdownMenuContentProps) {
  const content = (
    <StyledContent data-component="DropdownMenu.Content" sideOffset={sideOffset} align={align} {...rest} />
  );
  return portal ? <RadixMenu.Portal>{content}</RadixMenu.Portal> : content;
}

export type DropdownMenuItemTone = 'default' | 'danger';

export interface DropdownMenuItemProps extends ComponentPropsWithRef<typeof RadixMenu.Item> {
  /** `danger` for destructive actions (delete, terminate).
   * @default 'default' */
  tone?: DropdownMenuItemTone;
  /** An icon before the label. */
  leadingVisual?: ReactNode;
  /** Runs on click, Enter or Space; the menu then closes unless it calls `event.preventDefault()`. */
  onSelect?: (event: Event) => void;
  /** Shown dimmed; it cannot be chosen and the arrow keys skip it. */
  disabled?: boolean;
  /** Make the single child element (e.g. a link) the item instead of a `<div>`; not together with `leadingVisual`. */
  asChild?: boolean;
}

/** One action. `onSelect` runs on click, Enter or Space; the menu then closes. */
export function Item({ tone = 'default', leadingVisual, children, ...rest }: DropdownMenuItemProps) {
  return (
    <StyledItem data-component="DropdownMenu.Item" data-tone={tone} {...rest}>
      {leadingVisual ? (
        <span data-part="LeadingVisual" aria-hidden="true" style={{ display: 'inline-flex' }}>
          {leadingVisual}
        </span>
      ) : null}
      {children}
    </StyledItem>
  );
}

export interface DropdownMenuCheckboxItemProps extends Omit<
  ComponentPropsWithRef<typeof RadixMenu.CheckboxItem>,
  'asChild'
> {
  /** Close the menu after toggling; by default it stays open so several items can be toggled.
   * @default false */
  closeOnSelect?: boolean;
  /** Whether it is checked (controlled); `'indeterminate'` shows it partly checked. */
  checked?: boolean | 'indeterminate';
  /** Called with the new state when the item is toggled (click, Enter or Space). */
  onCheckedChange?: (checked: boolean) => void;
  /** Shown dimmed; it cannot be toggled and the arrow keys skip it. */
  disabled?: boolean;
}

/** A toggle inside the menu (`menuitemcheckbox`). */
export function CheckboxItem({ children, onSelect, closeOnSelect = false, ...rest }: DropdownMenuCheckboxItemProps) {
  return (
    <StyledCheckboxItem
      data-component="DropdownMenu.CheckboxItem"
      data-inset="true"
      onSelect={(event) => {
        onSelect?.(event);
        if (!closeOnSelect) event.preventDefault();
      }}
      {...rest}
    >
      <StyledIndicator data-part="Indicator">
        <MenuCheckIcon />
      </StyledIndicator>
      {children}
    </StyledCheckboxItem>
  );
}

export interface DropdownMenuLabelProps extends ComponentPropsWithRef<typeof RadixMenu.Label> {
  /** Use the single child element (e.g. a heading) as the label instead of a `<div>`. */
  asChild?: boolean;
}

/** A non-interactive heading for a group of items. */
export function Label(props: DropdownMenuLabelProps) {
  return <StyledLabel data-component="DropdownMenu.Label" {...props} />;
}

export interface DropdownMenuSeparatorProps extends ComponentPropsWithRef<typeof RadixMenu.Separator> {
  /** Use the single child element as the separator line instead of a `<div>`. */
  asChild?: boolean;
}

/** A line between groups of items. */
export function Separator(props: DropdownMenuSeparatorProps) {
  return <StyledSeparator data-component="DropdownMenu.Separator" {...props} />;
}
