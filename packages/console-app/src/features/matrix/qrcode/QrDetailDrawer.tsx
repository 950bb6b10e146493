import {
  dictionaryLabel,
  LINK_STATUSES,
  PLATFORMS,
  PUBLISH_STATUSES,
  type Publication,
  type QrPublishCode,
  type QrPublishScan,
} from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Pagination,
  Skeleton,
  StatusTag,
  useLocale,
  vars,
} from '@brand-console/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type CSSProperties } from 'react';
import { refusalOf } from '../../../lib/refusal';
import { useServices } from '../../../lib/services';
import { qrPublishMessage, useQrPublishTranslate } from './messages';
import { saveFile } from './download';

const LINK_TONES: Readonly<Record<number, string>> = { 1: 'neutral', 2: 'success', 3: 'danger' };
const LINK_DICTIONARY = LINK_STATUSES.map((entry) => ({ ...entry, tone: LINK_TONES[entry.value]! }));
const PUBLISH_TONES: Readonly<Record<number, string>> = {
  1: 'neutral',
  2: 'accent',
  3: 'success',
  4: 'danger',
  5: 'neutral',
};
const PUBLISH_DICTIONARY = PUBLISH_STATUSES.map((entry) => ({ ...entry, tone: PUBLISH_TONES[entry.value]! }));
const SCANS_PAGE = 10;
const POLL_MS = 3000;

const cell: CSSProperties = {
  padding: `${vars.space[2]} ${vars.space[2]}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  textAlign: 'start',
  verticalAlign: 'top',
};

export interface QrDetailDrawerProps {
  /** The code as the list shows it (the drawer reads it again, with its works). */
  code: QrPublishCode;
  onClose: () => void;
}

/**
 * A 扫码发布 code's detail (a drawer over the list): its PNG, link, status, platforms, validity and
 * defaults, its works, and each scan (the visitor's platform account) with the publication it made
 * and its result: a link to the item, or the platform's reason. Asks again every few seconds only
 * while a publication is under way.
 */
export function QrDetailDrawer({ code, onClose }: QrDetailDrawerProps) {
  const { api, toaster, tracker } = useServices();
  const t = useQrPublishTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const [page, setPage] = useState(1);
  const detail = useQuery({
    ...apiQueryOptions(api, '/v1/matrix/qrcode/detail', { id: code.id }),
    // Visitors scan elsewhere: each opening reads the code afresh.
    refetchOnMount: 'always',
    refetchInterval: (q) => ((q.state.data?.publishingCount ?? 0) > 0 ? POLL_MS : false),
  });
  const scans = useQuery({
    ...apiQueryOptions(api, '/v1/matrix/qrcode/scans', { id: code.id, pageNo: page, pageSize: SCANS_PAGE }),
    refetchOnMount: 'always',
    refetchInterval: (q) =>
      (q.state.data?.records ?? []).some((s) => s.publications.some((p) => p.status === 1 || p.status === 2))
        ? POLL_MS
        : false,
  });
  const exporting = useMutation({
    mutationFn: () => api.download('/v1/matrix/qrcode/export', { id: code.id }, { selfHandled: true }),
    onSuccess: (file) => {
      saveFile(file);
      tracker.action('qrPublishExport');
      toaster.success(t('list.exported', { name: file.fileName }));
    },
    onError: (error) => {
      const msg = refusalOf(error);
      toaster.error(msg ? qrPublishMessage(msg, locale) : (error as Error).message);
    },
  });
  const d = detail.data;
  const none = t('detail.none');

  return (
    <Drawer.Root open onOpenChange={(open) => !open && onClose()}>
      <Drawer.Content
        size="lg"
        title={`${t('detail.title')}：${code.name}`}
        footer={
          <Button loading={exporting.isPending} onClick={() => exporting.mutate()}>
            {t('detail.export')}
          </Button>
        }
      >
        {detail.isError && !d ? (
          <Alert
            tone="danger"
            title={t('detail.loadFailed')}
            action={<Button onClick={() => void detail.refetch()}>{t('detail.retry')}</Button>}
          />
        ) : !d ? (
          <Skeleton lines={6} />
        ) : (
          <div style={{ display: 'grid', gap: vars.space[4] }}>
            <div style={{ display: 'flex', gap: vars.space[4], alignItems: 'flex-start', flexWrap: 'wrap' }}>
              {d.qrCodeUrl ? (
                <img
                  src={d.qrCodeUrl}
                  alt={t('list.imageAlt', { name: d.name })}
                  width={160}
                  height={160}
                  style={{ opacity: d.status === 2 ? 1 : 0.4, flex: 'none' }}
                />
              ) : null}
              <Descriptions
                style={{ flex: 1, minWidth: 280 }}
                columns={1}
                items={[
                  {
                    key: 'status',
                    label: t('list.status'),
                    value: <StatusTag value={d.status} dictionary={LINK_DICTIONARY} />,
                  },
                  {
                    key: 'link',
                    label: t('detail.link'),
                    value: (
                      <a
                        href={d.link}
                        target="_blank"
                        rel="noreferrer"
                        style={{ color: vars.color.fg.link, overflowWrap: 'anywhere' }}
                      >
                        {d.link}
                      </a>
                    ),
                  },
                  {
                    key: 'platforms',
                    label: t('list.platforms'),
                    value: d.platforms.map((p) => dictionaryLabel(PLATFORMS, p, lang)).join('、'),
                  },
                  { key: 'validity', label: t('list.validity'), value: `${d.startTime} ~ ${d.endTime}` },
                  { key: 'title', label: t('detail.defaultTitle'), value: d.title || none },
                  { key: 'topics', label: t('detail.topics'), value: d.topics.length ? d.topics.join('、') : none },
                  {
                    key: 'counts',
                    label: `${t('list.scans')} / ${t('list.successes')}`,
                    value: `${d.scanCount} / ${d.successCount}`,
                  },
                  { key: 'creator', label: t('list.creator'), value: d.creatorName ?? none },
                  { key: 'created', label: t('list.createTime'), value: d.createTime },
                  ...(d.disableTime ? [{ key: 'disabled', label: t('detail.disableTime'), value: d.disableTime }] : []),
                ]}
              />
            </div>
            <section aria-labelledby="qr-detail-works">
              <h3 id="qr-detail-works" style={{ margin: `0 0 ${vars.space[2]}`, fontSize: vars.font.size.md }}>
                {t('detail.works')}（{d.works.length}）
              </h3>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[2] }}>
                {d.works.map((w) => (
                  <li key={w.id} style={{ display: 'flex', gap: vars.space[2], alignItems: 'center' }}>
                    {w.coverUrl ? (
                      <img
                        src={w.coverUrl}
                        alt=""
                        width={48}
                        height={48}
                        style={{ objectFit: 'cover', borderRadius: 4 }}
                      />
                    ) : null}
                    <span>{w.name}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="qr-detail-scans">
              <h3 id="qr-detail-scans" style={{ margin: `0 0 ${vars.space[2]}`, fontSize: vars.font.size.md }}>
                {t('detail.scans')}
              </h3>
              {scans.isPending ? (
                <Skeleton lines={3} />
              ) : (scans.data?.records.length ?? 0) === 0 ? (
                <Empty description={t('detail.noScans')} />
              ) : (
                <ScansTable scans={scans.data!.records} lang={lang} />
              )}
              {(scans.data?.total ?? 0) > SCANS_PAGE ? (
                <Pagination total={scans.data!.total} page={page} pageSize={SCANS_PAGE} onPageChange={setPage} />
              ) : null}
            </section>
          </div>
        )}
      </Drawer.Content>
    </Drawer.Root>
  );
}

/** Each scan with the publications it made (one row each; a scan that published nothing says so). */
function ScansTable({ scans, lang }: { scans: readonly QrPublishScan[]; lang: 'zh' | 'en' }) {
  const t = useQrPublishTranslate();
  const locale = useLocale();
  const rows = scans.flatMap((scan): Array<{ scan: QrPublishScan; p: Publication | null }> =>
    scan.publications.length ? scan.publications.map((p) => ({ scan, p })) : [{ scan, p: null }],
  );
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: vars.font.size.sm }}>
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {t('detail.scans')}
        </caption>
        <thead>
          <tr>
            {[
              t('detail.scanTime'),
              t('detail.platform'),
              t('detail.account'),
              t('detail.publication'),
              t('detail.result'),
            ].map((h) => (
              <th key={h} scope="col" style={{ ...cell, fontWeight: 600 }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ scan, p }) => (
            <tr key={`${scan.id}-${p?.id ?? 0}`} data-scan={scan.id}>
              <td style={cell}>{scan.scanTime}</td>
              <td style={cell}>{dictionaryLabel(PLATFORMS, scan.platform, lang)}</td>
              <td style={cell}>
                {scan.accountName}
                <div style={{ color: vars.color.fg.muted }}>{scan.platformUid}</div>
              </td>
              <td style={cell}>
                {p ? (
                  <>
                    {p.workName}
                    <div style={{ color: vars.color.fg.muted }}>{p.title}</div>
                  </>
                ) : (
                  t('detail.notPublished')
                )}
              </td>
              <td style={cell}>
                {p ? (
                  <div style={{ display: 'grid', gap: vars.space[1], justifyItems: 'start' }}>
                    <StatusTag value={p.status} dictionary={PUBLISH_DICTIONARY} />
                    {p.itemUrl ? (
                      <a href={p.itemUrl} target="_blank" rel="noreferrer" style={{ color: vars.color.fg.link }}>
                        {t('detail.viewItem')}
                        <span
                          style={{
                            position: 'absolute',
                            width: 1,
                            height: 1,
                            overflow: 'hidden',
                            clip: 'rect(0 0 0 0)',
                          }}
                        >
                          {` ${p.workName}`}
                        </span>
                      </a>
                    ) : null}
                    {p.reason ? <span>{qrPublishMessage(p.reason, locale)}</span> : null}
                  </div>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
