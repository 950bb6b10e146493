import type { NoticeRow } from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import { noticeFormSchema } from '@brand-console/api-client/schemas';
import {
  Button,
  DateTimePicker,
  Dialog,
  displayNow,
  FormDialog,
  FormItem,
  formatDateTime,
  parseDateTime,
  RadioGroup,
  Textarea,
  TextInput,
  TreeSelect,
  useLocale,
} from '@brand-console/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useServices } from '../../../lib/services';
import { toTreeNodes } from '../organizationModel';
import { noticeMessage, refusalOf, useNoticesTranslate } from './messages';

const ids = (keys: readonly string[]) => keys.map(Number);
const keys = (values: readonly number[] | undefined) => (values ?? []).map(String);

/**
 * Writes a notice (or edits a draft or a scheduled one): type, title, body as plain text, the whole
 * brand or departments from the tree, and whether to keep it as a draft, publish it now or at a
 * time. Saves with `createNotice` / `updateNotice`, then publishes with `publishNotice`.
 */
export function NoticeFormDialog({
  notice,
  onClose,
  onSaved,
}: {
  notice?: NoticeRow;
  onClose: () => void;
  onSaved: (message: string) => Promise<void> | void;
}) {
  const { api } = useServices();
  const t = useNoticesTranslate();
  const locale = useLocale();
  const tree = useQuery(apiQueryOptions(api, '/v1/system/dept/getDeptTree', {}));
  const deptNodes = useMemo(() => toTreeNodes(tree.data ?? []), [tree.data]);
  const [audience, setAudience] = useState<number>(notice?.audience === 2 ? 2 : 1);
  const [when, setWhen] = useState<number>(notice?.status === 2 ? 2 : 1);
  const schema = useMemo(
    () =>
      noticeFormSchema({
        titleRequired: t('notices.titleRequired'),
        titleTooLong: t('notices.titleTooLong'),
        bodyRequired: t('notices.bodyRequired'),
        bodyTooLong: t('notices.bodyTooLong'),
        deptsRequired: t('notices.deptsRequired'),
        publishAtRequired: t('notices.publishAtRequired'),
      }),
    [t],
  );
  const typeOptions = useMemo(
    () => [
      { value: '1', label: t('notices.type1') },
      { value: '2', label: t('notices.type2') },
    ],
    [t],
  );
  const audienceOptions = useMemo(
    () => [
      { value: '1', label: t('notices.audience1') },
      { value: '2', label: t('notices.audience2') },
    ],
    [t],
  );
  const whenOptions = useMemo(
    () => [
      { value: '0', label: t('notices.whenDraft') },
      { value: '1', label: t('notices.whenNow') },
      { value: '2', label: t('notices.whenLater') },
    ],
    [t],
  );
  if (!tree.data) return null;
  return (
    <FormDialog
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={notice ? t('notices.editOf', { title: notice.title }) : t('notices.add')}
      submitText={t('notices.save')}
      schema={schema}
      defaultValues={{
        msgType: notice?.msgType ?? 1,
        title: notice?.title ?? '',
        body: notice?.body ?? '',
        audience: notice?.audience === 2 ? 2 : 1,
        deptIds: notice?.depts.map((d) => d.deptId) ?? [],
        when: notice?.status === 2 ? 2 : 1,
        publishTime: notice?.status === 2 && notice.publishTime ? notice.publishTime : '',
      }}
      onSubmit={async (values, { setFieldError }) => {
        const content = {
          msgType: values.msgType,
          title: values.title,
          body: values.body,
          audience: values.audience,
          ...(values.audience === 2 ? { deptIds: values.deptIds } : {}),
        };
        if (values.when === 2 && parseDateTime(values.publishTime)! < displayNow()) {
          setFieldError('publishTime', t('notices.publishAtPast'));
          return;
        }
        try {
          let id = notice?.id;
          if (id === undefined) {
            ({ id } = await api.request('/v1/system/notice/createNotice', content, { selfHandled: true }));
          } else {
            await api.request('/v1/system/notice/updateNotice', { id, ...content }, { selfHandled: true });
          }
          if (values.when !== 0) {
            await api.request(
              '/v1/system/notice/publishNotice',
              { id, ...(values.when === 2 ? { publishTime: values.publishTime } : {}) },
              { selfHandled: true },
            );
          }
        } catch (error) {
          const msg = refusalOf(error);
          if (msg === null) throw error;
          if (msg === '发布时间不能早于现在') {
            setFieldError('publishTime', noticeMessage(msg, locale));
            return;
          }
          throw new Error(noticeMessage(msg, locale), { cause: error });
        }
        const title = values.title;
        await onSaved(
          values.when === 0
            ? t('notices.saved', { title })
            : values.when === 1
              ? t('notices.published', { title })
              : t('notices.scheduled', { title, time: values.publishTime.slice(0, 16) }),
        );
      }}
    >
      <FormItem name="msgType" label={t('notices.type')} required format={(v: number) => String(v)} parse={Number}>
        <RadioGroup options={typeOptions} orientation="horizontal" />
      </FormItem>
      <FormItem name="title" label={t('notices.title')} required>
        <TextInput placeholder={t('notices.titlePlaceholder')} autoComplete="off" />
      </FormItem>
      <FormItem name="body" label={t('notices.body')} required>
        <Textarea placeholder={t('notices.bodyPlaceholder')} rows={6} />
      </FormItem>
      <FormItem
        name="audience"
        label={t('notices.audience')}
        required
        render={(field) => (
          <RadioGroup
            ref={field.ref as never}
            name={field.name}
            options={audienceOptions}
            orientation="horizontal"
            value={String(field.value)}
            onValueChange={(value) => {
              field.onChange(Number(value));
              setAudience(Number(value));
            }}
          />
        )}
      />
      {audience === 2 ? (
        <FormItem
          name="deptIds"
          label={t('notices.depts')}
          required
          hint={t('notices.deptsHint')}
          format={keys}
          parse={(value: string[]) => ids(value)}
        >
          <TreeSelect multiple checkStrictly data={deptNodes} />
        </FormItem>
      ) : null}
      <FormItem
        name="when"
        label={t('notices.when')}
        required
        render={(field) => (
          <RadioGroup
            ref={field.ref as never}
            name={field.name}
            options={whenOptions}
            orientation="horizontal"
            value={String(field.value)}
            onValueChange={(value) => {
              field.onChange(Number(value));
              setWhen(Number(value));
            }}
          />
        )}
      />
      {when === 2 ? (
        <FormItem
          name="publishTime"
          label={t('notices.publishAt')}
          required
          format={(text: string) => (text ? parseDateTime(text) : null)}
          parse={(date: Date | null) => (date ? formatDateTime(date) : '')}
        >
          <DateTimePicker minDate={displayNow()} />
        </FormItem>
      ) : null}
    </FormDialog>
  );
}

const READERS_SHOWN = 100;

/** Who a notice reaches and who has read it (with when), the read ones first. */
export function ReadersDialog({ notice, onClose }: { notice: NoticeRow; onClose: () => void }) {
  const { api } = useServices();
  const t = useNoticesTranslate();
  const [read, setRead] = useState<0 | 1>(1);
  const readers = useQuery(
    apiQueryOptions(api, '/v1/system/notice/noticeReaders', {
      id: notice.id,
      read,
      pageNo: 1,
      pageSize: READERS_SHOWN,
    }),
  );
  const rows = readers.data?.records ?? [];
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        title={t('notices.readersOf', { title: notice.title })}
        description={t('notices.readsLabel', { readers: notice.readers, recipients: notice.recipients })}
        footer={<Button onClick={onClose}>{t('notices.close')}</Button>}
      >
        <div role="group" aria-label={t('notices.readers')} style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
          <Button variant={read === 1 ? 'primary' : 'secondary'} aria-pressed={read === 1} onClick={() => setRead(1)}>
            {t('notices.readTab', { count: notice.readers })}
          </Button>
          <Button variant={read === 0 ? 'primary' : 'secondary'} aria-pressed={read === 0} onClick={() => setRead(0)}>
            {t('notices.unreadTab', { count: notice.recipients - notice.readers })}
          </Button>
        </div>
        {readers.isError ? (
          <p role="alert">{t('notices.loadFailed')}</p>
        ) : rows.length === 0 && readers.data ? (
          <p>{t('notices.noReaders')}</p>
        ) : (
          <table style={{ width: '100%', borderCollapse: 'collapse' }} aria-label={t('notices.readers')}>
            <thead>
              <tr>
                <th style={{ textAlign: 'left', padding: '6px 8px' }}>{t('notices.member')}</th>
                {read === 1 ? <th style={{ textAlign: 'left', padding: '6px 8px' }}>{t('notices.readTime')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.userId}>
                  <td style={{ padding: '6px 8px' }}>{r.userBrandName}</td>
                  {read === 1 ? <td style={{ padding: '6px 8px' }}>{r.readTime?.slice(0, 16) ?? '-'}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {readers.data && readers.data.total > rows.length ? (
          <p>{t('notices.moreReaders', { shown: rows.length, total: readers.data.total })}</p>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
