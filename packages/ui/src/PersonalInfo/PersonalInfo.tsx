import { useEffect, useRef, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { AvatarUpload } from '../AvatarUpload/AvatarUpload';
import { Button } from '../Button/Button';
import { Descriptions } from '../Descriptions/Descriptions';
import * as Dialog from '../Dialog/Dialog';
import { FormField } from '../FormField/FormField';
import { useUiTranslate } from '../i18n/I18nProvider';
import { accountCatalogues } from '../i18n/messages/account';
import { Tag } from '../Tag/Tag';
import { TextInput } from '../TextInput/TextInput';
import { useOptionalToast } from '../Toast/Toast';
import type { UploadTransport } from '../UploadDialog/uploadQueue';
import { ProviderIcon } from './ProviderIcon';
import { Chat, Muted, NameForm, NameRow, Profile, Root, Tags, Who } from './PersonalInfo.styles';

/** Display names are trimmed and at most this long (spec section 5). */
export const DISPLAY_NAME_MAX_LENGTH = 10;

export type ChatProvider = 'flyBook' | 'enterpriseWechat' | 'wechat';

export interface PersonalInfoUser {
  name: string;
  photoUrl?: string;
  phone?: string;
  brandName?: string;
  /** 1 for the brand's main account, which cannot change its display name. */
  isMain?: number;
  departments?: readonly string[];
  roles?: readonly string[];
  /** The enterprise-messenger account bound to the user. */
  chatAccount?: { provider: ChatProvider; account: string };
}

export interface PersonalInfoProps<TResult = unknown> extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The signed-in user's details: name (editable unless it is the main account), avatar, phone, brand,
   * departments, roles and the bound messenger account. */
  user: PersonalInfoUser;
  /** Saves a new display name (trimmed, 1–10 characters); reject to show why next to the field. */
  onNameChange: (name: string) => Promise<void>;
  /**
   * Uploads and saves a new avatar (jpeg, jpg or png only; other files are listed as refused and
   * never reach you). Progress shows while it runs; reject to show why under the picker. Without
   * it (and without `uploadAvatar`) the avatar is shown read-only.
   */
  onAvatarChange?: (file: File) => Promise<void>;
  /** Lower-level alternative to `onAvatarChange`: an upload transport with progress and abort
   * (the same as `UploadDialog`'s). Wins over `onAvatarChange` when both are given. */
  uploadAvatar?: UploadTransport<TResult>;
  /** The new avatar has uploaded through `uploadAvatar`: save it as the user's photo. */
  onAvatarUploaded?: (result: TResult, file: File) => void;
}

function NameEditor({
  initial,
  onSave,
  onDone,
}: {
  initial: string;
  onSave: (name: string) => Promise<void>;
  onDone: () => void;
}) {
  const t = useUiTranslate(accountCatalogues);
  const toast = useOptionalToast();
  const [value, setValue] = useState(initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = value.trim();
  const inputRef = useRef<HTMLInputElement>(null);
  // The user asked to edit: take the focus to the field (and select the old name).
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || name === '' || name.length > DISPLAY_NAME_MAX_LENGTH) return;
    setError(null);
    setPending(true);
    try {
      await onSave(name);
      toast?.success(t('personalInfo.success'));
      onDone();
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
      setPending(false);
    }
  };

  return (
    <NameForm noValidate onSubmit={(event) => void submit(event)} aria-label={t('personalInfo.editName')}>
      <FormField label={t('personalInfo.name')} hint={t('personalInfo.nameHint')} error={error}>
        <TextInput
          inputRef={inputRef}
          value={value}
          onValueChange={setValue}
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              onDone();
            }
          }}
        />
      </FormField>
      <Button type="submit" variant="primary" loading={pending} disabled={name === ''}>
        {t('personalInfo.nameConfirm')}
      </Button>
      <Button variant="secondary" disabled={pending} onClick={onDone}>
        {t('personalInfo.nameCancel')}
      </Button>
    </NameForm>
  );
}

/**
 * The user's personal info as page content (route /system_manage/personal); `PersonalInfoDialog`
 * is the same content in the header's dialog. Avatar with
 * upload, display name (editable by non-main accounts: trimmed, at most 10 characters, Confirm
 * disabled when empty, 修改成功), phone, brand, departments, roles and the enterprise-messenger
 * account with its provider's icon.
 */
export function PersonalInfo<TResult = unknown>({
  user,
  onNameChange,
  onAvatarChange,
  uploadAvatar,
  onAvatarUploaded,
  ...rest
}: PersonalInfoProps<TResult>) {
  const t = useUiTranslate(accountCatalogues);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const canEditName = user.isMain !== 1;
  const none = <Muted>{t('personalInfo.none')}</Muted>;
  const list = (items: readonly string[] | undefined) =>
    items && items.length > 0 ? (
      <Tags>
        {items.map((item) => (
          <Tag key={item}>{item}</Tag>
        ))}
      </Tags>
    ) : (
      none
    );
  const providerName = user.chatAccount ? t(`personalInfo.provider.${user.chatAccount.provider}`) : '';

  return (
    <Root data-component="PersonalInfo" {...rest}>
      <Profile>
        {uploadAvatar ? (
          <AvatarUpload
            upload={uploadAvatar}
            {...(user.photoUrl ? { src: user.photoUrl } : {})}
            {...(onAvatarUploaded ? { onUploaded: onAvatarUploaded } : {})}
            previewSize={72}
          />
        ) : onAvatarChange ? (
          // The upload queue always calls the latest transport, so a new one each render is fine.
          <AvatarUpload
            upload={(file: File) => onAvatarChange(file)}
            {...(user.photoUrl ? { src: user.photoUrl } : {})}
            previewSize={72}
          />
        ) : (
          <Avatar size="lg" name={user.name} {...(user.photoUrl ? { src: user.photoUrl } : {})} />
        )}
        <Who>
          {editing ? (
            <NameEditor
              initial={user.name}
              onSave={onNameChange}
              onDone={() => {
                setEditing(false);
                requestAnimationFrame(() => editButton.current?.focus());
              }}
            />
          ) : (
            <NameRow>
              <span>{user.name}</span>
              {canEditName ? (
                <Button ref={editButton} size="sm" variant="link" onClick={() => setEditing(true)}>
                  {t('personalInfo.editName')}
                </Button>
              ) : null}
            </NameRow>
          )}
          {user.phone ? <Muted>{user.phone}</Muted> : null}
        </Who>
      </Profile>
      <Descriptions
        columns={1}
        items={[
          { key: 'phone', label: t('personalInfo.phone'), value: user.phone || none },
          { key: 'brand', label: t('personalInfo.brand'), value: user.brandName || none },
          { key: 'departments', label: t('personalInfo.departments'), value: list(user.departments) },
          { key: 'roles', label: t('personalInfo.roles'), value: list(user.roles) },
          {
            key: 'chat',
            label: t('personalInfo.chatAccount'),
            value: user.chatAccount ? (
              <Chat>
                <ProviderIcon provider={user.chatAccount.provider} label={providerName} />
                {user.chatAccount.account}
              </Chat>
            ) : (
              none
            ),
          },
        ]}
      />
    </Root>
  );
}

export interface PersonalInfoDialogProps<TResult = unknown> extends PersonalInfoProps<TResult> {
  /** Controlled open state; omit it to let the dialog hold its own. */
  open?: boolean;
  /** Called when the dialog opens or closes (×, Esc, overlay click). */
  onOpenChange?: (open: boolean) => void;
}

/** `PersonalInfo` in a dialog, as the header's user menu opens it. */
export function PersonalInfoDialog<TResult = unknown>({
  open,
  onOpenChange,
  ...props
}: PersonalInfoDialogProps<TResult>) {
  const t = useUiTranslate(accountCatalogues);
  return (
    <Dialog.Root {...(open !== undefined ? { open } : {})} {...(onOpenChange ? { onOpenChange } : {})}>
      <Dialog.Content title={t('personalInfo.title')} data-component="PersonalInfoDialog">
        <PersonalInfo {...props} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
