import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Body, contentStyles, Footer, Header, Overlay, titleStyles } from '../Dialog/Dialog.styles';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { commonCatalogues } from '../i18n/messages/common';
import { InfoIcon, WarningIcon } from '../internal/icons';
import { styled } from '../internal/styled';
import { ErrorText, Message, ToneIcon } from './ConfirmDialog.styles';

const Content = styled(AlertDialog.Content)`
  ${contentStyles}
`;
const Title = styled(AlertDialog.Title)`
  ${titleStyles}
`;

export type ConfirmTone = 'warning' | 'danger' | 'info';

export interface ConfirmDialogProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (rendered with `asChild`). */
  trigger?: ReactElement;
  /** Title. @default '提示' (Notice) */
  title?: ReactNode;
  /** The question to confirm, rendered as text. */
  children?: ReactNode;
  /** Confirm button label. @default '确认' (Confirm) */
  confirmText?: ReactNode;
  /** Cancel button label. @default '取消' (Cancel) */
  cancelText?: ReactNode;
  /** Icon and confirm-button style: warning (the default, as the spec asks), danger or info.
   * @default 'warning' */
  tone?: ConfirmTone;
  /**
   * Runs on confirm. If it returns a promise, the confirm button shows loading and the dialog
   * stays open until it settles: it closes on success and stays open with the error on failure.
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Runs when the user cancels (button or Esc). */
  onCancel?: () => void;
  /** Message shown when `onConfirm` rejects with no usable message. @default '操作失败，请重试' */
  errorText?: ReactNode;
  /** Width preset. @default 'sm' */
  size?: 'sm' | 'md';
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/** Asks the user to confirm an action (spec section 8: title 提示, buttons 确认 and 取消, warning style). */
export function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  children,
  confirmText,
  cancelText,
  tone = 'warning',
  onConfirm,
  onCancel,
  errorText,
  size = 'sm',
}: ConfirmDialogProps) {
  const t = useUiTranslate(commonCatalogues);
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const changeOpen = (next: boolean) => {
    if (!next && pending) return; // never close under a running confirm
    if (next) setError(null);
    setOpen(next);
  };

  const handleConfirm = async () => {
    setError(null);
    let result: unknown;
    try {
      result = onConfirm?.();
    } catch (err) {
      setError(messageOf(err) ?? errorText ?? t('confirm.failed'));
      return;
    }
    if (!isThenable(result)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      if (mounted.current) {
        setPending(false);
        setOpen(false);
      }
    } catch (err) {
      if (mounted.current) {
        setPending(false);
        setError(messageOf(err) ?? errorText ?? t('confirm.failed'));
      }
    }
  };

  return (
    <AlertDialog.Root open={isOpen} onOpenChange={changeOpen}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay asChild>
          <Overlay data-component="ConfirmDialog.Overlay" />
        </AlertDialog.Overlay>
        <Content
          data-component="ConfirmDialog"
          data-size={size}
          data-tone={tone}
          data-pending={pending || undefined}
          onEscapeKeyDown={(event) => {
            if (pending) event.preventDefault();
            else onCancel?.();
          }}
        >
          <Header data-part="Header">
            <ToneIcon data-tone={tone} data-part="Icon">
              {tone === 'info' ? <InfoIcon size={18} /> : <WarningIcon size={18} />}
            </ToneIcon>
            <Title data-part="Title">{title ?? t('confirm.title')}</Title>
          </Header>
          <Body data-part="Body">
            <AlertDialog.Description asChild>
              <Message data-part="Message">{children}</Message>
            </AlertDialog.Description>
            {error ? (
              <ErrorText role="alert" data-part="Error">
                {error}
              </ErrorText>
            ) : null}
          </Body>
          <Footer data-part="Footer">
            <AlertDialog.Cancel asChild>
              <Button disabled={pending} onClick={() => onCancel?.()}>
                {cancelText ?? t('confirm.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              loading={pending}
              onClick={() => void handleConfirm()}
              data-part="Confirm"
            >
              {confirmText ?? t('confirm.ok')}
            </Button>
          </Footer>
        </Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** A message from an error, if it carries one worth showing (rendered as text, never HTML). */
function messageOf(err: unknown): string | null {
  if (err instanceof Error && err.message.trim()) return err.message;
  if (typeof err === 'object' && err && 'msg' in err && typeof err.msg === 'string' && err.msg.trim()) return err.msg;
  return null;
}
