import { QR_CODE_STATUSES, type QrCode, type QrCodeStatus } from '@brand-console/api-client';
import { Alert, Button, Dialog, Skeleton, StatusTag, useLocale, vars } from '@brand-console/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useServices } from '../../../lib/services';
import { refusalOf } from '../../../lib/refusal';
import { libraryMessage, useLibraryTranslate } from './messages';
import { QR_TONES, qrFileName } from './model';

const STATUS_DICTIONARY = QR_CODE_STATUSES.map((entry) => ({ ...entry, tone: QR_TONES[entry.value]! }));

export interface QrCodeDialogProps {
  work: { id: number; name: string };
  onClose: () => void;
}

/**
 * A work's QR code (`createOrUpdateQrCode`): made (publishing) the first time it is opened, then
 * shown with its status and play link; enable, disable, invalidate (the old code stops for good) or
 * make a new one, and download the PNG.
 */
export function QrCodeDialog({ work, onClose }: QrCodeDialogProps) {
  const { api } = useServices();
  const t = useLibraryTranslate();
  const locale = useLocale();
  const [code, setCode] = useState<QrCode | null>(null);
  const call = useMutation({
    mutationFn: (status?: QrCodeStatus) =>
      api.request('/cgp/web/material/qrcode/createOrUpdateQrCode', {
        materialId: work.id,
        ...(status ? { status } : {}),
      }),
    onSuccess: setCode,
  });
  const { mutate } = call;
  useEffect(() => mutate(undefined), [mutate]);
  const failure = call.isError ? refusalOf(call.error) : null;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        size="sm"
        title={t('qr.title', { name: work.name })}
        description={t('qr.hint')}
        footer={<Button onClick={onClose}>{t('media.close')}</Button>}
      >
        {call.isError ? (
          <Alert
            tone="danger"
            title={failure ? libraryMessage(failure, locale) : t('qr.failed')}
            action={<Button onClick={() => call.mutate(undefined)}>{t('common.retry')}</Button>}
          />
        ) : !code ? (
          <Skeleton variant="rect" style={{ height: 240 }} aria-label={t('qr.loading')} />
        ) : (
          <div style={{ display: 'grid', gap: vars.space[3], justifyItems: 'center' }}>
            <img
              src={code.qrCodeUrl}
              alt={t('qr.image', { name: work.name })}
              width={240}
              height={240}
              style={{ opacity: code.status === 2 ? 1 : 0.4 }}
            />
            <div style={{ display: 'flex', gap: vars.space[2], alignItems: 'center' }}>
              <span>{t('qr.status')}</span>
              <StatusTag value={code.status} dictionary={STATUS_DICTIONARY} />
            </div>
            <div style={{ overflowWrap: 'anywhere', fontSize: vars.font.size.sm, textAlign: 'center' }}>
              <span>{t('qr.link')}：</span>
              <a href={code.link} target="_blank" rel="noreferrer" style={{ color: vars.color.fg.link }}>
                {code.link}
              </a>
            </div>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], justifyContent: 'center' }}>
              {code.status === 1 ? (
                <Button variant="primary" loading={call.isPending} onClick={() => call.mutate(2)}>
                  {t('qr.enable')}
                </Button>
              ) : null}
              {code.status === 2 ? (
                <Button loading={call.isPending} onClick={() => call.mutate(1)}>
                  {t('qr.disable')}
                </Button>
              ) : null}
              {code.status !== 3 ? (
                <Button variant="danger" loading={call.isPending} onClick={() => call.mutate(3)}>
                  {t('qr.invalidate')}
                </Button>
              ) : (
                <Button variant="primary" loading={call.isPending} onClick={() => call.mutate(2)}>
                  {t('qr.renew')}
                </Button>
              )}
              <a
                href={code.qrCodeUrl}
                download={qrFileName(work.name)}
                style={{ color: vars.color.fg.link, alignSelf: 'center' }}
              >
                {t('qr.download')}
              </a>
            </div>
          </div>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
