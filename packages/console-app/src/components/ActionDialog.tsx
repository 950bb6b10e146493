import { Button, Dialog } from '@brand-console/ui';
import type { ReactNode } from 'react';
import { useAppTranslate } from '../lib/hooks';

export interface ActionDialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** @default 'sm' */
  size?: 'sm' | 'md' | 'lg';
  /** The primary button's text (确定, 添加, 开始打标 …). */
  submitLabel: ReactNode;
  /** The action is running: the primary button shows it. */
  pending: boolean;
  /** The primary button: validate (say what is missing next to the field) and run. */
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog that asks for a few choices and runs one action: 取消 and the action in the footer. */
export function ActionDialog({
  title,
  description,
  size = 'sm',
  submitLabel,
  pending,
  onSubmit,
  onClose,
  children,
}: ActionDialogProps) {
  const t = useAppTranslate();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        size={size}
        title={title}
        {...(description ? { description } : {})}
        footer={
          <>
            <Button onClick={onClose}>{t('action.cancel')}</Button>
            <Button variant="primary" loading={pending} onClick={onSubmit}>
              {submitLabel}
            </Button>
          </>
        }
      >
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
