import { PLATFORMS, PUBLISH_LIMITS, type PlatformCode } from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import { QR_PUBLISH_LIMITS, qrPublishFormSchemaOf } from '@brand-console/api-client/schemas';
import {
  CheckboxGroup,
  DateTimePicker,
  displayNow,
  FormDialog,
  FormItem,
  formatDateTime,
  parseDateTime,
  TagsInput,
  TextInput,
  useLocale,
} from '@brand-console/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { refusalOf } from '../../../lib/refusal';
import { useServices } from '../../../lib/services';
import { qrPublishMessage, useQrPublishTranslate } from './messages';

const DAY_MS = 24 * 3600 * 1000;

export interface GenerateDialogProps {
  /** Called with the new code's id, or null when the dialog was closed without one. */
  onDone: (id: number | null) => void;
}

/**
 * 生成二维码 (the generate dialog of 扫码发布): a name, the finished videos (成品库, with a file) the
 * code holds, the platforms a visitor may publish to, an optional default title and topics, and when
 * it is valid. Validated with the schema the server parses, in the reader's language.
 */
export function GenerateDialog({ onDone }: GenerateDialogProps) {
  const { api, toaster } = useServices();
  const t = useQrPublishTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const works = useQuery(apiQueryOptions(api, '/v1/matrix/qrcode/works', {}));
  const schema = useMemo(
    () =>
      qrPublishFormSchemaOf({
        name: t('form.nameRequired'),
        works: t('form.worksRequired'),
        platforms: t('form.platformsRequired'),
        title: t('form.titleTooLong'),
        topics: t('form.topicsInvalid'),
        time: t('form.timeRequired'),
        endTime: t('form.endAfterStart'),
      }),
    [t],
  );
  const defaults = useMemo(() => {
    const now = displayNow();
    return {
      name: '',
      workIds: [] as number[],
      platforms: [1, 2, 3, 4] as PlatformCode[],
      title: '',
      topics: [] as string[],
      startTime: formatDateTime(now),
      endTime: formatDateTime(new Date(now.getTime() + 7 * DAY_MS)),
    };
  }, []);
  const workOptions = (works.data ?? []).map((w) => ({ value: String(w.id), label: w.name }));
  const platformOptions = PLATFORMS.map((p) => ({ value: String(p.value), label: lang === 'en' ? p.en : p.zh }));
  return (
    <FormDialog
      open
      size="md"
      onOpenChange={(open) => !open && onDone(null)}
      title={t('form.title')}
      description={t('form.lead')}
      submitText={t('form.submit')}
      cancelText={t('form.cancel')}
      schema={schema}
      defaultValues={defaults}
      onSubmit={async (values) => {
        try {
          const { id } = await api.request(
            '/v1/matrix/qrcode/create',
            {
              ...values,
              ...(values.title ? {} : { title: undefined }),
              ...(values.topics?.length ? {} : { topics: undefined }),
            },
            { selfHandled: true },
          );
          toaster.success(t('form.created'));
          onDone(id);
        } catch (error) {
          const msg = refusalOf(error);
          throw new Error(msg ? qrPublishMessage(msg, locale) : (error as Error).message, { cause: error });
        }
      }}
    >
      <FormItem name="name" label={t('form.name')} required>
        <TextInput maxLength={PUBLISH_LIMITS.name} autoComplete="off" />
      </FormItem>
      <FormItem
        name="workIds"
        label={t('form.works', { max: PUBLISH_LIMITS.works })}
        required
        hint={works.isPending ? t('form.worksLoading') : workOptions.length === 0 ? t('form.worksEmpty') : undefined}
        format={(ids: number[]) => ids.map(String)}
        parse={(values: string[]) => values.map(Number)}
      >
        <CheckboxGroup options={workOptions} style={{ maxHeight: 220, overflowY: 'auto' }} />
      </FormItem>
      <FormItem
        name="platforms"
        label={t('form.platforms')}
        required
        format={(codes: PlatformCode[]) => codes.map(String)}
        parse={(values: string[]) => values.map(Number) as PlatformCode[]}
      >
        <CheckboxGroup options={platformOptions} orientation="horizontal" />
      </FormItem>
      <FormItem name="title" label={t('form.defaultTitle')}>
        <TextInput maxLength={QR_PUBLISH_LIMITS.title} autoComplete="off" />
      </FormItem>
      <FormItem name="topics" label={t('form.topics')}>
        <TagsInput maxTags={QR_PUBLISH_LIMITS.topics} />
      </FormItem>
      <FormItem
        name="startTime"
        label={t('form.start')}
        required
        format={(text: string) => (text ? parseDateTime(text) : null)}
        parse={(date: Date | null) => (date ? formatDateTime(date) : '')}
      >
        <DateTimePicker />
      </FormItem>
      <FormItem
        name="endTime"
        label={t('form.end')}
        required
        format={(text: string) => (text ? parseDateTime(text) : null)}
        parse={(date: Date | null) => (date ? formatDateTime(date) : '')}
      >
        <DateTimePicker minDate={displayNow()} />
      </FormItem>
    </FormDialog>
  );
}
