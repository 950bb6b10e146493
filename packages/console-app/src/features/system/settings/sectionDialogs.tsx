import { SECTION_CONTENT_TYPES, type ContentSection } from '@brand-console/api-client';
import { LIMITS, sectionFormSchema } from '@brand-console/api-client/schemas';
import {
  Alert,
  Button,
  CheckboxGroup,
  FormDialog,
  FormItem,
  TextInput,
  useLocale,
  type FormItemRenderProps,
} from '@brand-console/ui';
import { useMemo, useRef, useState } from 'react';
import { useServices } from '../../../lib/services';
import { refusalOf, settingsMessage, useSettingsTranslate } from './messages';

const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/**
 * Creates a section or edits one: its name, content types and cover (an image uploaded with
 * `uploadImage`, jpeg or png up to the upload limit); a refusal lands next to the field it concerns.
 */
export function SectionFormDialog({
  section,
  onClose,
  onSaved,
}: {
  section?: ContentSection;
  onClose: () => void;
  onSaved: (message: string) => Promise<void> | void;
}) {
  const { api } = useServices();
  const t = useSettingsTranslate();
  const locale = useLocale();
  const en = locale.startsWith('en');
  const schema = useMemo(
    () =>
      sectionFormSchema({
        nameRequired: t('sections.nameRequired'),
        nameTooLong: t('sections.nameTooLong'),
        typesRequired: t('sections.typesRequired'),
      }),
    [t],
  );
  const typeOptions = SECTION_CONTENT_TYPES.map((c) => ({ value: String(c.value), label: en ? c.en : c.zh }));
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={section ? t('sections.editOf', { name: section.name }) : t('sections.add')}
      submitText={t('sections.save')}
      schema={schema}
      defaultValues={{
        name: section?.name ?? '',
        coverUrl: section?.coverUrl ?? '',
        contentTypes: section?.contentTypes ?? [1],
      }}
      onSubmit={async (values, { setFieldError }) => {
        const fields = { name: values.name, contentTypes: values.contentTypes, coverUrl: values.coverUrl };
        try {
          if (section) {
            await api.request('/v1/system/section/updateSection', { id: section.id, ...fields }, { selfHandled: true });
          } else {
            await api.request('/v1/system/section/createSection', fields, { selfHandled: true });
          }
        } catch (error) {
          const msg = refusalOf(error);
          if (msg === null) throw error;
          setFieldError(
            msg.includes('封面') ? 'coverUrl' : msg.includes('类型') ? 'contentTypes' : 'name',
            settingsMessage(msg, locale),
          );
          return;
        }
        await onSaved(t(section ? 'sections.saved' : 'sections.created', { name: values.name }));
      }}
    >
      <FormItem name="name" label={t('sections.name')} required>
        <TextInput placeholder={t('sections.namePlaceholder')} autoComplete="off" />
      </FormItem>
      <FormItem
        name="contentTypes"
        label={t('sections.types')}
        required
        format={(value: number[]) => value.map(String)}
        parse={(value: string[]) => value.map(Number) as never}
      >
        <CheckboxGroup options={typeOptions} orientation="horizontal" />
      </FormItem>
      <FormItem
        name="coverUrl"
        label={t('sections.cover')}
        hint={t('sections.coverHint')}
        render={(field) => <CoverField field={field} />}
      />
    </FormDialog>
  );
}

/** The section's cover: a preview, upload and remove. */
function CoverField({
  field: { id, ref: attach, value: raw, onChange, 'aria-describedby': describedBy, 'aria-invalid': invalid },
}: {
  field: FormItemRenderProps;
}) {
  const { api } = useServices();
  const t = useSettingsTranslate();
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const value = typeof raw === 'string' ? raw : '';
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!IMAGE_TYPES.includes(file.type) || file.size > LIMITS.avatarBytes) return setProblem(t('sections.coverHint'));
    setBusy(true);
    try {
      const { url } = await api.request('/v1/system/account/uploadImage', { file }, { selfHandled: true });
      onChange(url);
    } catch (error) {
      const msg = refusalOf(error);
      setProblem(msg ? settingsMessage(msg, locale) : (error as Error).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        {value ? (
          <img
            src={value}
            alt={t('sections.cover')}
            style={{ height: 48, width: 72, objectFit: 'cover', borderRadius: 4 }}
          />
        ) : (
          <span>{t('sections.noCover')}</span>
        )}
        <input
          ref={input}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          hidden
          tabIndex={-1}
          aria-hidden
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button
          id={id}
          ref={attach}
          loading={busy}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onClick={() => input.current?.click()}
        >
          {t('sections.coverUpload')}
        </Button>
        {value ? (
          <Button variant="ghost" onClick={() => onChange('')}>
            {t('sections.coverRemove')}
          </Button>
        ) : null}
      </div>
      {problem ? <Alert tone="danger" role="alert" description={problem} style={{ marginTop: 8 }} /> : null}
    </div>
  );
}
