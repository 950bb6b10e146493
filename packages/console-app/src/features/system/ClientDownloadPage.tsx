import type { ClientDownloadConfig } from '@brand-console/api-client';
import { Button, Card, ClientDownloadConfirm, detectClientPlatform, Empty } from '@brand-console/ui';
import { useState } from 'react';
import { useServices } from '../../lib/services';
import type { PageProps } from '../../lib/router/menu';
import { useSystemTranslate } from './messages';

/** The client installer (menu key `client_download`): the address for this platform, confirmed first. */
export function ClientDownloadPage({ page }: PageProps) {
  const { api } = useServices();
  const t = useSystemTranslate();
  const [config, setConfig] = useState<ClientDownloadConfig | null>(null);
  const [loading, setLoading] = useState(false);
  const platform = detectClientPlatform(globalThis.navigator ?? {});

  const open = async () => {
    setLoading(true);
    try {
      setConfig(await api.request('/v1/system/config/getSumvideoClientDownloadUrl'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Card>
      <Empty
        title={page.title}
        description={t('clientDownload.description')}
        action={
          <Button variant="primary" loading={loading} onClick={() => void open().catch(() => {})}>
            {t('clientDownload.action')}
          </Button>
        }
      />
      <ClientDownloadConfirm
        open={config !== null}
        onOpenChange={(next) => !next && setConfig(null)}
        platform={platform}
        windowsUrl={config?.windowsUrl ?? undefined}
        macArmUrl={config?.armMacUrl ?? undefined}
        onConfirm={(url) => {
          window.open(url, '_blank', 'noopener,noreferrer');
        }}
      />
    </Card>
  );
}
