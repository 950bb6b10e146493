import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CloseButton, descriptionStyles, Overlay, titleStyles } from '../Dialog/Dialog.styles';
import { useUiTranslate } from '../i18n/I18nProvider';
import { commonCatalogues } from '../i18n/messages/common';
import { CloseIcon } from '../internal/icons';
import { styled } from '../internal/styled';
import { Body, contentStyles, Footer, Header, HeaderText } from './Drawer.styles';

const StyledContent = styled(RadixDialog.Content)`
  ${contentStyles}
`;
const StyledTitle = styled(RadixDialog.Title)`
  ${titleStyles}
`;
const StyledDescription = styled(RadixDialog.Description)`
  ${descriptionStyles}
`;

export type DrawerSize = 'sm' | 'md' | 'lg' | 'xl';
export type DrawerPlacement = 'right' | 'left';

export interface DrawerRootProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the drawer asks to open or close (trigger, Esc, overlay click, close button). */
  onOpenChange?: (open: boolean) => void;
  /** The trigger and the content. */
  children?: ReactNode;
}

/** State holder of a side sheet: modal, focus trapped inside and returned to the trigger on close. */
export function Root(props: DrawerRootProps) {
  return <RadixDialog.Root {...props} />;
}

export interface DrawerTriggerProps extends ComponentPropsWithRef<typeof RadixDialog.Trigger> {
  /** Make the single child element (e.g. a `Button`) the trigger instead of rendering a `<button>`. */
  asChild?: boolean;
}

/** Opens the drawer. Use `asChild` to make your own button the trigger. */
export function Trigger(props: DrawerTriggerProps) {
  return <RadixDialog.Trigger data-component="Drawer.Trigger" {...props} />;
}

export interface DrawerContentProps extends Omit<
  ComponentPropsWithRef<typeof RadixDialog.Content>,
  'title' | 'asChild'
> {
  /** The side it slides in from.
   * @default 'right' */
  placement?: DrawerPlacement;
  /** Width preset: 400, 560, 800 or 1080 px. Override with the `--bc-drawer-width` variable.
   * @default 'md' */
  size?: DrawerSize;
  /** The title, required for an accessible name. */
  title: ReactNode;
  /** A sentence under the title; wired to `aria-describedby`. */
  description?: ReactNode;
  /** Hide the × button in the corner (Esc still closes). */
  hideCloseButton?: boolean;
  /** Buttons at the bottom, right-aligned, always visible while the body scrolls. */
  footer?: ReactNode;
}

/** The sheet, portalled with its overlay, full height at one side: header, scrolling body, footer. */
export function Content({
  placement = 'right',
  size = 'md',
  title,
  description,
  hideCloseButton = false,
  footer,
  children,
  ...rest
}: DrawerContentProps) {
  const t = useUiTranslate(commonCatalogues);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay asChild>
        <Overlay data-component="Drawer.Overlay" />
      </RadixDialog.Overlay>
      <StyledContent
        data-component="Drawer.Content"
        data-placement={placement}
        data-size={size}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
      >
        <Header data-part="Header">
          <HeaderText>
            <StyledTitle data-part="Title">{title}</StyledTitle>
            {description ? <StyledDescription data-part="Description">{description}</StyledDescription> : null}
          </HeaderText>
          {hideCloseButton ? null : (
            <RadixDialog.Close asChild>
              <CloseButton type="button" aria-label={t('dialog.close')} data-part="CloseButton">
                <CloseIcon />
              </CloseButton>
            </RadixDialog.Close>
          )}
        </Header>
        <Body data-part="Body">{children}</Body>
        {footer ? <Footer data-part="Footer">{footer}</Footer> : null}
      </StyledContent>
    </RadixDialog.Portal>
  );
}

export interface DrawerCloseProps extends ComponentPropsWithRef<typeof RadixDialog.Close> {
  /** Make the single child element (e.g. a `Button`) close the drawer instead of rendering a `<button>`. */
  asChild?: boolean;
}

/** Closes the drawer. Use `asChild` around a `Button`. */
export function Close(props: DrawerCloseProps) {
  return <RadixDialog.Close data-component="Drawer.Close" {...props} />;
}
