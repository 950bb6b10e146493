import { useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import * as Dialog from '../Dialog/Dialog';
import { useUiTranslate } from '../i18n/I18nProvider';
import { accountCatalogues } from '../i18n/messages/account';
import { PasswordPairFields, usePasswordPair } from '../internal/PasswordPairFields';
import { Footer, Form } from '../internal/signInForm.styles';
import { useOptionalToast } from '../Toast/Toast';

/** Root props (className, style, data-*, ref) land on the dialog surface. */
type SurfaceProps = Omit<ComponentPropsWithRef<'div'>, 'children' | 'title' | 'onSubmit'>;

export interface SetPasswordDialogProps extends SurfaceProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled.
   * @default false */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes: cancel, ×, Esc, or after the password was set. */
  onOpenChange?: (open: boolean) => void;
  /** Sets the password; reject with an Error to show its message in the dialog (the fields keep their values). */
  onSubmit: (password: string) => Promise<void>;
  /** Called after the password was set (the dialog then closes and toasts 修改成功). */
  onSuccess?: () => void;
}

function SetPasswordForm({
  onSubmit,
  onDone,
  surface,
}: {
  onSubmit: (password: string) => Promise<void>;
  onDone: () => void;
  surface: SurfaceProps;
}) {
  const t = useUiTranslate(accountCatalogues);
  const pair = usePasswordPair();
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !pair.validate()) return;
    setFormError(null);
    setPending(true);
    try {
      await onSubmit(pair.password);
      onDone();
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
      setPending(false);
    }
  };

  return (
    <Dialog.Content
      {...surface}
      size="sm"
      title={t('setPassword.title')}
      description={t('setPassword.description')}
      data-component="SetPasswordDialog"
      data-pending={pending || undefined}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        pair.passwordRef.current?.focus();
      }}
      onInteractOutside={(event) => pending && event.preventDefault()}
      onEscapeKeyDown={(event) => pending && event.preventDefault()}
    >
      {/* The buttons live inside the form so that Enter in a field submits it. */}
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <PasswordPairFields pair={pair} disabled={pending} />
        {formError ? <Alert tone="danger">{formError}</Alert> : null}
        <Footer>
          <Dialog.Close asChild>
            <Button variant="secondary" disabled={pending}>
              {t('setPassword.cancel')}
            </Button>
          </Dialog.Close>
          <Button type="submit" variant="primary" loading={pending}>
            {t('setPassword.submit')}
          </Button>
        </Footer>
      </Form>
    </Dialog.Content>
  );
}

/**
 * Sets the account's password (from the password prompt of system version 2): new password and
 * confirmation checked on blur (密码不能为空, 密码长度最少8位, 确认密码不能为空, 两次密码不相同), then
 * 修改成功. A refusal is shown in the dialog and nothing typed is lost; closing discards the passwords.
 */
export function SetPasswordDialog({
  open,
  defaultOpen,
  onOpenChange,
  onSubmit,
  onSuccess,
  ...surface
}: SetPasswordDialogProps) {
  const t = useUiTranslate(accountCatalogues);
  const toast = useOptionalToast();
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {isOpen ? (
        <SetPasswordForm
          surface={surface}
          onSubmit={onSubmit}
          onDone={() => {
            toast?.success(t('setPassword.success'));
            setOpen(false);
            onSuccess?.();
          }}
        />
      ) : null}
    </Dialog.Root>
  );
}
