import { useState, type ComponentPropsWithRef } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { useUiTranslate } from '../i18n/I18nProvider';
import { accountCatalogues } from '../i18n/messages/account';
import { SetPasswordDialog } from '../SetPasswordDialog/SetPasswordDialog';
import { Actions } from './PasswordPromptBanner.styles';

export interface PasswordPromptBannerProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> {
  /** Sets the new password (the set-password dialog shows a refusal and keeps what was typed). */
  onSetPassword: (password: string) => Promise<void>;
  /** The password was set: the app clears the initial-password flag and hides the banner. */
  onPasswordSet?: () => void;
  /** "Not now": the app clears the initial-password flag and hides the banner (spec section 4). */
  onDismiss: () => void;
}

/**
 * The banner under the header while the account still has its initial password (system version 2
 * with the initial-password flag): "set password" opens the set-password dialog; "not now" dismisses.
 */
export function PasswordPromptBanner({ onSetPassword, onPasswordSet, onDismiss, ...rest }: PasswordPromptBannerProps) {
  const t = useUiTranslate(accountCatalogues);
  const [open, setOpen] = useState(false);
  return (
    <Alert
      tone="warning"
      banner
      role="status"
      data-component="PasswordPromptBanner"
      action={
        <Actions>
          <Button size="sm" variant="primary" onClick={() => setOpen(true)}>
            {t('passwordPrompt.set')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            {t('passwordPrompt.dismiss')}
          </Button>
          <SetPasswordDialog
            open={open}
            onOpenChange={setOpen}
            onSubmit={onSetPassword}
            {...(onPasswordSet ? { onSuccess: onPasswordSet } : {})}
          />
        </Actions>
      }
      {...rest}
    >
      {t('passwordPrompt.message')}
    </Alert>
  );
}
