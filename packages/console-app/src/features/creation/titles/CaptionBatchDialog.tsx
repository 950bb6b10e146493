import { CAPTION_TYPES, TITLE_LIMITS, creationTypeKind, type Creation } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  FormField,
  NumberInput,
  Select,
  Textarea,
  useLocale,
  vars,
} from '@brand-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { BareList, Inline } from '../../../components/layout';
import { refusalOf } from '../../../lib/refusal';
import { useServices } from '../../../lib/services';
import { titleMessage, useTitlesTranslate } from './messages';

const FORM_ID = 'caption-batch';

/**
 * A caption batch over finished works (`saveCreationCaptionTask`, ADR 0034): the works (those
 * selected on 成品库 ticked, or ticked here from the newest 100), generate or imitate an example,
 * texts per work; the job runs in the server and shows in the task centre's fifth tab.
 */
export function CaptionBatchDialog({ selectedIds, onDone }: { selectedIds: readonly number[]; onDone: () => void }) {
  const { api, toaster } = useServices();
  const t = useTitlesTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const queryClient = useQueryClient();
  const works = useQuery(apiQueryOptions(api, '/cgp/web/media/creation/productList', { pageNo: 1, pageSize: 100 }));
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(selectedIds));
  const [type, setType] = useState<1 | 2>(1);
  const [prompt, setPrompt] = useState('');
  const [count, setCount] = useState<number | null>(3);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const records: Creation[] = works.data?.records ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const picked = records.filter((w) => chosen.has(w.id));
    const ids = picked.length ? picked.map((w) => w.id) : [...chosen];
    if (ids.length === 0) return setFailure(t('cap.chooseFirst'));
    const kinds = new Set(picked.map((w) => creationTypeKind(w.creationType)));
    if (kinds.size > 1) return setFailure(t('cap.mixed'));
    const note = kinds.has('imageText');
    setBusy(true);
    setFailure(null);
    try {
      await api.request(
        '/cgp/web/creation/caption/saveCreationCaptionTask',
        {
          creationIds: ids.slice(0, TITLE_LIMITS.captionWorks),
          totalNumber: Math.min(ids.length, TITLE_LIMITS.captionWorks),
          type,
          creationType: note ? 99 : 0,
          count: Math.min(Math.max(count ?? 3, TITLE_LIMITS.count.min), TITLE_LIMITS.count.max),
          ...(prompt.trim() ? { prompt: prompt.trim() } : {}),
        },
        { selfHandled: true },
      );
      toaster.success(t('cap.started'));
      void queryClient.invalidateQueries({ queryKey: apiPathKey('/cgp/web/creation/caption/listCreationCaptionTask') });
      onDone();
    } catch (error) {
      const msg = refusalOf(error);
      setFailure(msg ? titleMessage(msg, locale) : (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onDone()}>
      <Dialog.Content
        size="md"
        title={t('cap.title')}
        footer={
          <Inline>
            <Button onClick={onDone}>{t('form.cancel')}</Button>
            <Button type="submit" form={FORM_ID} variant="primary" loading={busy}>
              {t('cap.submit')}
            </Button>
          </Inline>
        }
      >
        <form id={FORM_ID} onSubmit={(e) => void submit(e)} noValidate>
          <p style={{ marginTop: 0 }}>{t('cap.lead', { count: chosen.size })}</p>
          {failure ? <Alert tone="danger" title={failure} style={{ marginBottom: vars.space[3] }} /> : null}
          <fieldset style={{ border: 0, padding: 0, margin: `0 0 ${vars.space[3]}` }}>
            <legend style={{ marginBottom: vars.space[2] }}>{t('res.work')}</legend>
            <BareList style={{ display: 'grid', gap: vars.space[1], maxHeight: 220, overflow: 'auto' }}>
              {records.map((w) => (
                <li key={w.id}>
                  <Checkbox
                    label={w.name}
                    checked={chosen.has(w.id)}
                    onCheckedChange={(on) =>
                      setChosen((prev) => {
                        const next = new Set(prev);
                        if (on) next.add(w.id);
                        else next.delete(w.id);
                        return next;
                      })
                    }
                  />
                </li>
              ))}
            </BareList>
          </fieldset>
          <FormField label={t('cap.type')}>
            <Select
              aria-label={t('cap.type')}
              value={String(type)}
              options={CAPTION_TYPES.map((c) => ({ value: String(c.value), label: lang === 'en' ? c.en : c.zh }))}
              onValueChange={(v) => v && setType(Number(v) as 1 | 2)}
            />
          </FormField>
          <FormField label={t('cap.example')} required={type === 2}>
            <Textarea value={prompt} onValueChange={setPrompt} maxLength={TITLE_LIMITS.prompt} />
          </FormField>
          <FormField label={t('cap.count')}>
            <NumberInput
              aria-label={t('cap.count')}
              value={count}
              min={TITLE_LIMITS.count.min}
              max={TITLE_LIMITS.count.max}
              onValueChange={setCount}
            />
          </FormField>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
