import { dictionaryLabel, PLATFORMS, type PlatformAccount, type PlatformCode } from '@brand-console/api-client';
import { Button, ConfirmDialog, Dialog, QRCode, useLocale } from '@brand-console/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useServices } from '../../../lib/services';
import { refusing } from '../../../lib/refusal';
import { platformsMessage, usePlatformsTranslate } from './messages';

/** How often the page asks whether the consent in the other window has completed. */
export const AUTH_POLL_MS = 1500;

/**
 * Waits for an authorisation completed in another window: polls `authResult` with the state until
 * it is no longer waiting (done, denied, failed or timed out), then reports once. The consent page
 * runs in its own window on the platform (the simulated one is on this origin); no message crosses
 * windows, so there is no origin to trust (ADR 0023).
 */
export function AuthWaitingDialog({
  platform,
  title,
  scan = false,
  resultPath = '/v1/system/platformAuth/authResult',
  state,
  authUrl,
  onClose,
  onFinished,
}: {
  /** The platform an account is authorised on (names the dialog unless `title` does). */
  platform?: PlatformCode;
  title?: string;
  /** Show the consent page's address as a QR code to scan with the platform's app (Douyin's scan mode). */
  scan?: boolean;
  /** Where the outcome is polled: an account's, or the mini-programme's (小程序授权). */
  resultPath?: '/v1/system/platformAuth/authResult' | '/v1/system/wxThird/miniprogram/authResult';
  state: string;
  authUrl: string;
  onClose: () => void;
  onFinished: (outcome: { ok: true; accountId: number | null } | { ok: false; message: string }) => void;
}) {
  const { api } = useServices();
  const t = usePlatformsTranslate();
  const locale = useLocale();
  const name = platform ? dictionaryLabel(PLATFORMS, platform, locale.startsWith('en') ? 'en' : 'zh') : '';
  const result = useQuery({
    queryKey: ['platformAuthResult', resultPath, state],
    queryFn: () => api.request(resultPath, { state }, { selfHandled: true }),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 0 ? false : AUTH_POLL_MS),
    gcTime: 0,
  });
  const reported = useRef(false);
  const data = result.data;
  useEffect(() => {
    if (!data || data.status === 0 || reported.current) return;
    reported.current = true;
    if (data.status === 1) onFinished({ ok: true, accountId: data.accountId });
    else if (data.status === 2) onFinished({ ok: false, message: t('platforms.denied') });
    else if (data.status === 4) onFinished({ ok: false, message: t('platforms.timedOut') });
    else
      onFinished({ ok: false, message: t('platforms.failed', { reason: platformsMessage(data.msg ?? '', locale) }) });
  }, [data, onFinished, t, locale]);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        title={title ?? t('platforms.waitingTitle', { platform: name })}
        description={scan ? t('platforms.scanHint', { platform: name }) : t('platforms.waitingBody')}
        footer={<Button onClick={onClose}>{t('platforms.cancelWaiting')}</Button>}
      >
        {scan ? (
          <div style={{ display: 'grid', justifyItems: 'center', marginBottom: 12 }}>
            <QRCode
              value={new URL(authUrl, window.location.origin).toString()}
              title={t('platforms.scanTitle', { platform: name })}
            />
          </div>
        ) : null}
        <p role="status" aria-live="polite" style={{ margin: 0 }}>
          <a href={authUrl} target="_blank" rel="noopener noreferrer">
            {scan ? t('platforms.openHere') : t('platforms.openAgain')}
          </a>
        </p>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Confirms revoking an account's authorisation. */
export function RevokeDialog({
  account,
  onClose,
  onRevoked,
}: {
  account: PlatformAccount;
  onClose: () => void;
  onRevoked: () => Promise<unknown> | void;
}) {
  const { api, toaster } = useServices();
  const t = usePlatformsTranslate();
  const locale = useLocale();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      tone="danger"
      title={t('platforms.revokeTitle', { name: account.name })}
      confirmText={t('platforms.revoke')}
      onConfirm={async () => {
        await refusing(
          () => api.request('/v1/system/platformAuth/revokeAuth', { id: account.id }, { selfHandled: true }),
          (msg) => platformsMessage(msg, locale),
        );
        toaster.success(t('platforms.revoked', { name: account.name }));
        await onRevoked();
      }}
    >
      {t('platforms.revokeBody')}
    </ConfirmDialog>
  );
}

/** Confirms cancelling the brand's mini-programme authorisation (小程序授权). */
export function MiniProgramRevokeDialog({
  name,
  onClose,
  onRevoked,
}: {
  name: string;
  onClose: () => void;
  onRevoked: () => Promise<unknown> | void;
}) {
  const { api, toaster } = useServices();
  const t = usePlatformsTranslate();
  const locale = useLocale();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      tone="danger"
      title={t('mini.revokeTitle', { name })}
      confirmText={t('mini.revoke')}
      onConfirm={async () => {
        await refusing(
          () => api.request('/v1/system/wxThird/miniprogram/revoke', {}, { selfHandled: true }),
          (msg) => platformsMessage(msg, locale),
        );
        toaster.success(t('mini.revoked'));
        await onRevoked();
      }}
    >
      {t('mini.revokeBody')}
    </ConfirmDialog>
  );
}
