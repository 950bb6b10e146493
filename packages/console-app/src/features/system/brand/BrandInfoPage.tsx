import type { BrandInfo } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { accountRequests, LIMITS } from '@brand-console/api-client/schemas';
import {
  Alert,
  Button,
  Descriptions,
  FormItem,
  FormPage,
  FormSection,
  Result,
  Skeleton,
  TextInput,
  useLocale,
  type FormItemRenderProps,
} from '@brand-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { brandMessage, useBrandTranslate } from './messages';
import { refusalOf } from '../../../lib/refusal';

const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/**
 * 品牌信息 (menu key `brand_info`): the brand's name, header logo and retained logo, saved from the
 * brand's own uploads; the company code and view mode shown. After saving, the session's user info
 * is loaded again, so the header shows the new logo and name at once.
 */
export function BrandInfoPage({ page }: PageProps) {
  const { api } = useServices();
  const t = useBrandTranslate();
  const info = useQuery(apiQueryOptions(api, '/v1/system/account/brand/brandInfo', {}));

  if (info.isPending) return <Skeleton lines={8} />;
  if (info.isError) {
    return (
      <Result
        status="error"
        title={t('brand.loadFailed')}
        actions={<Button onClick={() => void info.refetch()}>{t('brand.retry')}</Button>}
      />
    );
  }
  // Keyed by the saved values: after a save the form starts from what the server now holds.
  return (
    <BrandForm
      key={`${info.data.brandName}|${info.data.logo}|${info.data.retainLogo}`}
      title={page.title}
      brand={info.data}
    />
  );
}

function BrandForm({ title, brand }: { title: string; brand: BrandInfo }) {
  const { api, session, toaster } = useServices();
  const queryClient = useQueryClient();
  const t = useBrandTranslate();
  const locale = useLocale();
  return (
    <FormPage
      title={title}
      description={t('brand.description')}
      schema={accountRequests['/v1/system/account/brand/updateBrandInfo']}
      defaultValues={{ brandName: brand.brandName, logo: brand.logo, retainLogo: brand.retainLogo }}
      submitText={t('brand.save')}
      onSubmit={async (values, { setFieldError }) => {
        try {
          await api.request('/v1/system/account/brand/updateBrandInfo', values, { selfHandled: true });
        } catch (error) {
          const msg = refusalOf(error);
          if (msg === null) throw error;
          setFieldError(values.logo && msg.includes('标志') ? 'logo' : 'brandName', brandMessage(msg, locale));
          return;
        }
        toaster.success(t('brand.saved'));
        // The header's name and logo come from user info.
        await Promise.all([
          session.loadUser(),
          queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/account/brand/brandInfo') }),
        ]);
      }}
    >
      <FormSection title={t('brand.account')}>
        <Descriptions
          columns={3}
          items={[
            { key: 'id', label: t('brand.brandId'), value: String(brand.brandId) },
            { key: 'code', label: t('brand.companyCode'), value: brand.companyCode },
            { key: 'view', label: t('brand.viewMode'), value: String(brand.brandViewMode) },
          ]}
        />
      </FormSection>
      <FormSection title={t('brand.appearance')}>
        <FormItem name="brandName" label={t('brand.name')} hint={t('brand.nameHint')} required>
          <TextInput autoComplete="organization" />
        </FormItem>
        <FormItem
          name="logo"
          label={t('brand.logo')}
          hint={t('brand.logoHint')}
          render={(field) => <ImageField field={field} name={t('brand.logo')} wide />}
        />
        <FormItem
          name="retainLogo"
          label={t('brand.retainLogo')}
          hint={t('brand.retainLogoHint')}
          render={(field) => <ImageField field={field} name={t('brand.retainLogo')} />}
        />
      </FormSection>
    </FormPage>
  );
}

/** An image of the brand: a preview, upload (jpeg or png, the upload limit) and remove. */
function ImageField({
  field: { id, ref: attach, value: raw, onChange, disabled, 'aria-describedby': describedBy, 'aria-invalid': invalid },
  name,
  wide = false,
}: {
  field: FormItemRenderProps;
  name: string;
  wide?: boolean;
}) {
  const { api } = useServices();
  const t = useBrandTranslate();
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const value = typeof raw === 'string' ? raw : '';

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!IMAGE_TYPES.includes(file.type)) return setProblem(t('brand.badType'));
    if (file.size > LIMITS.avatarBytes) return setProblem(t('brand.tooLarge'));
    setBusy(true);
    try {
      const { url } = await api.request('/v1/system/account/uploadImage', { file }, { selfHandled: true });
      onChange(url);
    } catch (error) {
      const msg = refusalOf(error);
      setProblem(msg ? brandMessage(msg, locale) : (error as Error).message);
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
            alt={t('brand.preview', { name })}
            style={{
              height: 48,
              width: wide ? 'auto' : 48,
              maxWidth: 200,
              objectFit: 'contain',
              borderRadius: 4,
            }}
          />
        ) : (
          <span>{t('brand.none')}</span>
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
          aria-label={`${busy ? t('brand.uploading') : value ? t('brand.replace') : t('brand.upload')} ${name}`}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          loading={busy}
          disabled={disabled || busy}
          onClick={() => input.current?.click()}
        >
          {busy ? t('brand.uploading') : value ? t('brand.replace') : t('brand.upload')}
        </Button>
        {value ? (
          <Button variant="link" aria-label={`${t('brand.remove')} ${name}`} onClick={() => onChange('')}>
            {t('brand.remove')}
          </Button>
        ) : null}
      </div>
      {problem ? <Alert tone="danger" description={problem} style={{ marginTop: 8 }} /> : null}
    </div>
  );
}
