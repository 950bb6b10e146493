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
  /** Where the Windows executable is downloaded from (its file name ends the address). */
  windowsUrl?: string | undefined;
  /** Where the Mac (Apple silicon) installer is downloaded from. */
  macArmUrl?: string | undefined;
}

/** The address for the platform, or null when none was configured. */
export function resolveClientDownload(platform: ClientPlatform, sources: ClientDownloadSources): string | null {
  const url = platform === 'mac' ? sources.macArmUrl : sources.windowsUrl;
  return url && url.trim() ? url.trim() : null;
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

export interface ClientDownloadConfirmProps extends ClientDownloadSources {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  platform: ClientPlatform;
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
  windowsUrl,
  macArmUrl,
  onConfirm,
}: ClientDownloadConfirmProps) {
  const t = useUiTranslate(accountCatalogues);
  const url = resolveClientDownload(platform, { windowsUrl, macArmUrl });

  if (!url) {
    return (
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Content
          size="sm"
          title={t('clientDownload.title')}
          data-component="ClientDownloadConfirm"
          footer={
            <Dialog.Close asChild>
              <Button variant="primary">{t('clientDownload.close')}</Button>
            </Dialog.Close>
          }
        >
          <Alert tone="warning">{t('clientDownload.missing')}</Alert>
        </Dialog.Content>
      </Dialog.Root>
    );
  }

  const file = fileNameOf(url);
  const name = t(platform === 'mac' ? 'clientDownload.mac' : 'clientDownload.windows');
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
