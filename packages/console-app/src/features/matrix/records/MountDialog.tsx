import {
  dictionaryLabel,
  PLATFORMS,
  PUBLISH_MOUNT_KINDS,
  type Publication,
  type PublishMountKind,
} from '@brand-console/api-client';
import { apiQueryKey } from '@brand-console/api-client/query';
import { mountFormSchema, PUBLISH_RECORD_LIMITS } from '@brand-console/api-client/schemas';
import {
  Alert,
  Button,
  Dialog,
  FormField,
  RadioGroup,
  Select,
  TextInput,
  useFormatters,
  useLocale,
  vars,
} from '@brand-console/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Inline } from '../../../components/layout';
import { refusalOf } from '../../../lib/refusal';
import { useServices } from '../../../lib/services';
import { recordMessage, useRecordsTranslate } from './messages';
import { mountKindsOf } from './model';

const FORM_ID = 'publish-mount-form';

/**
 * 挂载 (发布记录's mount dialog): attaches a product of the publication's account (its shop's goods,
 * read from the platform) or a mini-programme page (path and label) to a published item, where the
 * platform allows each kind; what is attached can be taken off. Checked with the server's schema;
 * the server's refusal (the platform's words) shows in the dialog, which keeps what was typed.
 */
export function MountDialog({ publication, onDone }: { publication: Publication; onDone: (changed: boolean) => void }) {
  const { api, toaster } = useServices();
  const t = useRecordsTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const { formatMoney } = useFormatters();
  const kinds = mountKindsOf(publication.platform);
  const [kind, setKind] = useState<PublishMountKind>(
    publication.mount && kinds.includes(publication.mount.kind) ? publication.mount.kind : kinds[0]!,
  );
  const [goodsId, setGoodsId] = useState<string | null>(
    publication.mount?.kind === 1 ? publication.mount.target : null,
  );
  const [path, setPath] = useState(publication.mount?.kind === 2 ? publication.mount.target : '');
  const [label, setLabel] = useState(publication.mount?.kind === 2 ? publication.mount.label : '');
  const [errors, setErrors] = useState<{ goods?: string; path?: string; label?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const fail = (error: unknown) => {
    const msg = refusalOf(error);
    return msg ? recordMessage(msg, locale) : (error as Error).message;
  };
  const goods = useQuery({
    queryKey: apiQueryKey('/v1/matrix/record/goods', { id: publication.id }),
    // The platform's refusal (no goods allowed, an ended grant) shows in the dialog, not as a toast.
    queryFn: ({ signal }) =>
      api.request('/v1/matrix/record/goods', { id: publication.id }, { signal, selfHandled: true }),
    enabled: kind === 1,
    retry: false,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = kind === 1 ? { kind, goodsId: goodsId ?? '' } : { kind, path: path.trim(), label: label.trim() };
    const parsed = mountFormSchema.safeParse(values);
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((i) => i.path[0]));
      setErrors({
        ...(fields.has('goodsId') ? { goods: t('mount.chooseGoods') } : {}),
        ...(fields.has('path')
          ? {
              path: path.trim()
                ? t('mount.pathInvalid', { max: PUBLISH_RECORD_LIMITS.miniPath })
                : t('mount.pathRequired'),
            }
          : {}),
        ...(fields.has('label')
          ? {
              label: label.trim()
                ? t('mount.labelTooLong', { max: PUBLISH_RECORD_LIMITS.miniLabel })
                : t('mount.labelRequired'),
            }
          : {}),
      });
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy('save');
    try {
      await api.request('/v1/matrix/record/mount', { id: publication.id, ...parsed.data }, { selfHandled: true });
      toaster.success(t('mount.saved'));
      onDone(true);
    } catch (error) {
      setFailure(fail(error));
    } finally {
      setBusy(null);
    }
  };
  const unmount = async () => {
    setFailure(null);
    setBusy('remove');
    try {
      await api.request('/v1/matrix/record/unmount', { id: publication.id }, { selfHandled: true });
      toaster.success(t('mount.removed'));
      onDone(true);
    } catch (error) {
      setFailure(fail(error));
    } finally {
      setBusy(null);
    }
  };

  const goodsOptions = (goods.data ?? []).map((g) => ({
    value: g.goodsId,
    label: t('mount.goodsOption', { title: g.title, price: formatMoney(g.price), stock: g.stock }),
  }));
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onDone(false)}>
      <Dialog.Content
        size="md"
        title={t('mount.title', { title: publication.title })}
        footer={
          <Inline>
            {publication.mount ? (
              <Button
                variant="danger"
                loading={busy === 'remove'}
                disabled={busy !== null}
                onClick={() => void unmount()}
              >
                {t('mount.unmount')}
              </Button>
            ) : null}
            <Button onClick={() => onDone(false)}>{t('mount.cancel')}</Button>
            <Button type="submit" form={FORM_ID} variant="primary" loading={busy === 'save'} disabled={busy !== null}>
              {t('mount.save')}
            </Button>
          </Inline>
        }
      >
        <form id={FORM_ID} onSubmit={(e) => void submit(e)} noValidate>
          <p style={{ marginTop: 0, color: vars.color.fg.muted }}>
            {t('mount.lead', {
              platform: dictionaryLabel(PLATFORMS, publication.platform, lang),
              account: publication.accountName,
            })}
          </p>
          {publication.mount ? (
            <p>
              {t('mount.current', {
                kind: dictionaryLabel(PUBLISH_MOUNT_KINDS, publication.mount.kind, lang),
                label: publication.mount.label,
              })}
            </p>
          ) : null}
          {failure ? <Alert tone="danger" title={failure} style={{ marginBottom: vars.space[3] }} /> : null}
          <FormField label={t('mount.kind')} required>
            <RadioGroup
              orientation="horizontal"
              options={kinds.map((k) => ({ value: String(k), label: dictionaryLabel(PUBLISH_MOUNT_KINDS, k, lang) }))}
              value={String(kind)}
              onValueChange={(value) => {
                setKind(Number(value) as PublishMountKind);
                setErrors({});
              }}
            />
          </FormField>
          {kind === 1 ? (
            goods.isError ? (
              <Alert tone="danger" title={fail(goods.error)} />
            ) : goods.data && goods.data.length === 0 ? (
              <Alert tone="info" title={t('mount.noGoods')} />
            ) : (
              <FormField label={t('mount.goods')} required error={errors.goods ?? null}>
                <Select
                  options={goodsOptions}
                  value={goodsId}
                  onValueChange={setGoodsId}
                  placeholder={goods.isPending ? t('mount.goodsLoading') : t('mount.chooseGoods')}
                  disabled={goods.isPending}
                />
              </FormField>
            )
          ) : (
            <>
              <FormField label={t('mount.path')} required hint={t('mount.pathHint')} error={errors.path ?? null}>
                <TextInput
                  value={path}
                  onValueChange={setPath}
                  maxLength={PUBLISH_RECORD_LIMITS.miniPath}
                  autoComplete="off"
                />
              </FormField>
              <FormField label={t('mount.label')} required error={errors.label ?? null}>
                <TextInput value={label} onValueChange={setLabel} maxLength={PUBLISH_RECORD_LIMITS.miniLabel} />
              </FormField>
            </>
          )}
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
