import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { commonCatalogues } from '../i18n/messages/common';
import { cx } from '../internal/cx';
import { CloseIcon } from '../internal/icons';
import { styled } from '../internal/styled';
import {
  Body as StyledBody,
  CloseButton,
  contentStyles,
  descriptionStyles,
  Footer as StyledFooter,
  Header as StyledHeader,
  Overlay,
  titleStyles,
} from './Dialog.styles';

const StyledContent = styled(RadixDialog.Content)`
  ${contentStyles}
`;
const StyledTitle = styled(RadixDialog.Title)`
  ${titleStyles}
`;
const StyledDescription = styled(RadixDialog.Description)`
  ${descriptionStyles}
`;

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

export interface DialogRootProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, Esc, overlay click, close button). */
  onOpenChange?: (open: boolean) => void;
  /** The trigger and the content. */
  children?: ReactNode;
}

/** State holder of a modal dialog: focus is trapped inside and returns to the trigger on close. */
export function Root(props: DialogRootProps) {
  return <RadixDialog.Root {...props} />;
}

export interface DialogTriggerProps extends ComponentPropsWithRef<typeof RadixDialog.Trigger> {
  /** Make the single child element (e.g. a `Button`) the trigger instead of rendering a `<button>`. */
  asChild?: boolean;
}

/** Opens the dialog. Use `asChild` to make your own button the trigger. */
export function Trigger(props: DialogTriggerProps) {
  return <RadixDialog.Trigger data-component="Dialog.Trigger" {...props} />;
}

export interface DialogContentProps extends Omit<
  ComponentPropsWithRef<typeof RadixDialog.Content>,
  'title' | 'asChild'
> {
  /** Width preset: 400, 560, 800 or 1080 px. Override with the `--bc-dialog-width` variable.
   * @default 'md' */
  size?: DialogSize;
  /** The title, required for an accessible name. */
  title: ReactNode;
  /** A sentence under the title; wired to `aria-describedby`. */
  description?: ReactNode;
  /** Hide the × button in the corner (Esc still closes). */
  hideCloseButton?: boolean;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
}

/** The dialog surface, portalled with its overlay. Renders title, description, body and footer. */
export function Content({
  size = 'md',
  title,
  description,
  hideCloseButton = false,
  footer,
  children,
  className,
  ...rest
}: DialogContentProps) {
  const t = useUiTranslate(commonCatalogues);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay asChild>
        <Overlay data-component="Dialog.Overlay" />
      </RadixDialog.Overlay>
      <StyledContent
        data-component="Dialog.Content"
        data-size={size}
        className={cx(className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
      >
        <StyledHeader data-part="Header">
          <StyledTitle data-part="Title">{title}</StyledTitle>
          {hideCloseButton ? null : (
            <RadixDialog.Close asChild>
              <CloseButton type="button" aria-label={t('dialog.close')} data-part="CloseButton">
                <CloseIcon />
              </CloseButton>
            </RadixDialog.Close>
          )}
        </StyledHeader>
        {description || children ? (
          <StyledBody data-part="Body">
            {description ? <StyledDescription data-part="Description">{description}</StyledDescription> : null}
            {children}
          </StyledBody>
        ) : null}
        {footer ? <StyledFooter data-part="Footer">{footer}</StyledFooter> : null}
      </StyledContent>
    </RadixDialog.Portal>
  );
}

export interface DialogCloseProps extends ComponentPropsWithRef<typeof RadixDialog.Close> {
  /** Make the single child element (e.g. a `Button`) close the dialog instead of rendering a `<button>`. */
  asChild?: boolean;
}

/** Closes the dialog. Use `asChild` around a `Button`. */
export function Close(props: DialogCloseProps) {
  return <RadixDialog.Close data-component="Dialog.Close" {...props} />;
}
