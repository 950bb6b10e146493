import { dictionaryLabel, TEXT_GENERATORS } from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import { Alert, Button, Dialog, Tag, useLocale, vars } from '@brand-console/ui';
import { useQuery } from '@tanstack/react-query';
import { BareList } from '../../../components/layout';
import { useServices } from '../../../lib/services';
import { titleMessage, useTitlesTranslate } from './messages';

/**
 * A caption batch's results (task centre → 批量文案 → 查看, ADR 0034): per work, its texts and who
 * wrote them, or why it failed, or that it waits; polled while the batch runs.
 */
export function CaptionResultsDialog({ taskId, onClose }: { taskId: number; onClose: () => void }) {
  const { api } = useServices();
  const t = useTitlesTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const detail = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/caption/task/detail', { id: taskId }),
    refetchInterval: (q) => (q.state.data?.status === 1 ? 2_000 : false),
  });
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content size="lg" title={t('res.title')} footer={<Button onClick={onClose}>{t('form.cancel')}</Button>}>
        {detail.isError ? <Alert tone="danger" title={t('res.loadFailed')} /> : null}
        <BareList style={{ display: 'grid', gap: vars.space[3] }}>
          {(detail.data?.results ?? []).map((r) => (
            <li key={r.creationId}>
              <h3 style={{ margin: `0 0 ${vars.space[1]}`, fontSize: vars.font.size.md }}>{r.creationName}</h3>
              {r.status === 0 ? <Tag tone="accent">{t('res.waiting')}</Tag> : null}
              {r.status === 2 ? (
                <Alert tone="danger" title={t('res.failed', { reason: titleMessage(r.error ?? '', locale) })} />
              ) : null}
              {r.status === 1 ? (
                <>
                  <p style={{ margin: `0 0 ${vars.space[1]}`, color: vars.color.fg.muted }}>
                    {r.generator ? `${dictionaryLabel(TEXT_GENERATORS, r.generator, lang)} · ${r.model ?? ''}` : ''}
                  </p>
                  <ol style={{ margin: 0, paddingInlineStart: vars.space[5] }}>
                    {r.texts.map((text) => (
                      <li key={text} style={{ whiteSpace: 'pre-wrap' }}>
                        {text}
                      </li>
                    ))}
                  </ol>
                </>
              ) : null}
            </li>
          ))}
        </BareList>
      </Dialog.Content>
    </Dialog.Root>
  );
}
