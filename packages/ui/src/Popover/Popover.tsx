import * as RadixPopover from '@radix-ui/react-popover';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { dataCatalogues } from '../i18n/messages/data';
import { CloseIcon } from '../internal/icons';
import { CloseButton, Content as StyledContent, Header, Title } from './Popover.styles';

export interface PopoverRootProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when it opens or closes (trigger, Esc, outside click, close button). */
  onOpenChange?: (open: boolean) => void;
  /** Trap focus and make the page behind inert while open.
   * @default false */
  modal?: boolean;
  /** The trigger and the content. */
  children?: ReactNode;
}

/** State holder of a non-modal floating panel (filters, quick settings, details). */
export function Root(props: PopoverRootProps) {
  return <RadixPopover.Root {...props} />;
}

export interface PopoverTriggerProps extends ComponentPropsWithRef<typeof RadixPopover.Trigger> {
  /** Make the single child element (e.g. a `Button`) the trigger instead of rendering a `<button>`. */
  asChild?: boolean;
}

/** Opens and closes the panel. Use `asChild` around a `Button`. */
export function Trigger(props: PopoverTriggerProps) {
  return <RadixPopover.Trigger data-component="Popover.Trigger" {...props} />;
}

export interface PopoverContentProps extends Omit<
  ComponentPropsWithRef<typeof RadixPopover.Content>,
  'title' | 'asChild'
> {
  /** A heading; it names the panel (`role="dialog"`). Without it, pass `aria-label`. */
  title?: ReactNode;
  /** Hide the × button (Esc and outside clicks still close).
   * @default false */
  hideCloseButton?: boolean;
  /** Gap between the trigger and the panel, in px.
   * @default 6 */
  sideOffset?: number;
  /** How the panel lines up with the trigger along the side it opens on.
   * @default 'start' */
  align?: 'start' | 'center' | 'end';
}

/** The panel, portalled, with an optional title and a translated close button. Focus moves in on open and back on close. */
export function Content({
  title,
  hideCloseButton = false,
  children,
  sideOffset = 6,
  align = 'start',
  ...rest
}: PopoverContentProps) {
  const t = useUiTranslate(dataCatalogues);
  const titleId = useId();
  return (
    <RadixPopover.Portal>
      <StyledContent
        data-component="Popover.Content"
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        {...(title ? { 'aria-labelledby': titleId } : {})}
        {...rest}
      >
        {title || !hideCloseButton ? (
          <Header data-part="Header">
            {title ? (
              <Title id={titleId} data-part="Title">
                {title}
              </Title>
            ) : null}
            {hideCloseButton ? null : (
              <RadixPopover.Close asChild>
                <CloseButton type="button" data-part="CloseButton" aria-label={t('popover.close')}>
                  <CloseIcon />
                </CloseButton>
              </RadixPopover.Close>
            )}
          </Header>
        ) : null}
        {children}
      </StyledContent>
    </RadixPopover.Portal>
  );
}

export interface PopoverCloseProps extends ComponentPropsWithRef<typeof RadixPopover.Close> {
  /** Make the single child element (e.g. a `Button`) close the panel instead of rendering a `<button>`. */
  asChild?: boolean;
}

/** Closes the panel; use `asChild` around your own button (e.g. 确定 in a filter panel). */
export function Close(props: PopoverCloseProps) {
  return <RadixPopover.Close data-component="Popover.Close" {...props} />;
}
