import type { ComponentPropsWithRef } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import * as Dialog from '../Dialog/Dialog';
import { useUiTranslate } from '../i18n/I18nProvider';
import { accountCatalogues } from '../i18n/messages/account';

export type ClientPlatform = 'windows' | 'mac';

/** What the browser says about itself (`navigator`, or a test double). */
export interface NavigatorLike {
  userAgent?: string;
  platform?: string;
  userAgentData?: { platform?: string };
}

/** The installer to offer: Mac (Apple silicon) on a Mac, Windows everywhere else (spec section 9). */
export function detectClientPlatform(nav: NavigatorLike): ClientPlatform {
  const hint = `${nav.userAgentData?.platform ?? ''} ${nav.platform ?? ''} ${nav.userAgent ?? ''}`;
  return /mac/i.test(hint) && !/iphone|ipad/i.test(hint) ? 'mac' : 'windows';
}

export interface ClientDownloadSources {
  /** Where the Windows installer is downloaded from (the client-download config's `windowsUrl`). */
  downloadUrl?: string | undefined;
  /** Where the Windows installer is downloaded from, under its name in the client-download config; `downloadUrl` wins
   * when both are set.
   * @deprecated Pass `downloadUrl`. */
  windowsUrl?: string | undefined;
  /** Where the Mac (Apple silicon) installer is downloaded from; a Mac is offered nothing else (spec section 9). */
  macArmUrl?: string | undefined;
}

/** The address for the platform, or null when none was configured (blank counts as none). */
export function resolveClientDownload(platform: ClientPlatform, sources: ClientDownloadSources): string | null {
  const candidates = platform === 'mac' ? [sources.macArmUrl] : [sources.downloadUrl, sources.windowsUrl];
  for (const url of candidates) if (url && url.trim()) return url.trim();
  return null;
}

/** The file name at the end of an address, for the confirmation text. */
function fileNameOf(url: string): string {
  try {
    const path = new URL(url, 'https://host.invalid').pathname;
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  } catch {
    return '';
  }
}

export interface ClientDownloadConfirmProps
  extends ClientDownloadSources, Omit<ComponentPropsWithRef<'div'>, 'children' | 'title' | 'onChange'> {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called with `false` when the dialog closes: once the download is confirmed, or on cancel, close or Esc. */
  onOpenChange: (open: boolean) => void;
  /** The user's platform; see `detectClientPlatform`. */
  platform: ClientPlatform;
  /** The Windows executable's file name, named in the question (spec section 9). Defaults to the
   * last segment of the Windows address. */
  windowsFileName?: string | undefined;
  /** Starts the download of the confirmed address. */
  onConfirm: (url: string) => void;
}

/**
 * Confirms downloading the client installer for the user's platform (spec sections 5 and 9). With
 * no address configured for that platform it warns that no client address was found and to contact
 * the administrator, and offers nothing to download.
 */
export function ClientDownloadConfirm({
  open,
  onOpenChange,
  platform,
  downloadUrl,
  windowsUrl,
  macArmUrl,
  windowsFileName,
  onConfirm,
  ...rest
}: ClientDownloadConfirmProps) {
  const t = useUiTranslate(accountCatalogues);
  const url = resolveClientDownload(platform, { downloadUrl, windowsUrl, macArmUrl });

  if (!url) {
    return (
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Content
          size="sm"
          title={t('clientDownload.title')}
          footer={
            <Dialog.Close asChild>
              <Button variant="primary">{t('clientDownload.close')}</Button>
            </Dialog.Close>
          }
          {...rest}
          data-component="ClientDownloadConfirm"
        >
          <Alert tone="warning">{t('clientDownload.missing')}</Alert>
        </Dialog.Content>
      </Dialog.Root>
    );
  }

  const file = (platform === 'windows' ? windowsFileName?.trim() : '') || fileNameOf(url);
  const name = t(platform === 'mac' ? 'clientDownload.mac' : 'clientDownload.windows');
  // The kit's ConfirmDialog takes no root props: className, style, data-* and ref apply to the
  // no-address warning only.
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('clientDownload.title')}
      tone="info"
      confirmText={t('clientDownload.confirmText')}
      onConfirm={() => onConfirm(url)}
    >
      {file ? t('clientDownload.confirmFile', { name, file }) : t('clientDownload.confirm', { name })}
    </ConfirmDialog>
  );
}
