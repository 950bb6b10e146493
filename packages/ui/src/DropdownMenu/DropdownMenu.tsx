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

export type DropdownMenuTriggerProps = ComponentPropsWithRef<typeof RadixMenu.Trigger>;

/** Opens the menu (also with Enter, Space or ArrowDown). Use `asChild` around a `Button`. */
export function Trigger(props: DropdownMenuTriggerProps) {
  return <RadixMenu.Trigger data-component="DropdownMenu.Trigger" {...props} />;
}

export interface DropdownMenuContentProps extends ComponentPropsWithRef<typeof RadixMenu.Content> {
  /** Render inside the body instead of in place.
   * @default true */
  portal?: boolean;
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

export interface DropdownMenuCheckboxItemProps extends ComponentPropsWithRef<typeof RadixMenu.CheckboxItem> {
  /** Close the menu after toggling; by default it stays open so several items can be toggled.
   * @default false */
  closeOnSelect?: boolean;
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

export type DropdownMenuLabelProps = ComponentPropsWithRef<typeof RadixMenu.Label>;

/** A non-interactive heading for a group of items. */
export function Label(props: DropdownMenuLabelProps) {
  return <StyledLabel data-component="DropdownMenu.Label" {...props} />;
}

export type DropdownMenuSeparatorProps = ComponentPropsWithRef<typeof RadixMenu.Separator>;

/** A line between groups of items. */
export function Separator(props: DropdownMenuSeparatorProps) {
  return <StyledSeparator data-component="DropdownMenu.Separator" {...props} />;
}
