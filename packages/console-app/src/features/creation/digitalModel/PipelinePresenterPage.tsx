import type { TemplatePresenter } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { Alert, Button, PageHeader, Result, Skeleton, useLocale, vars } from '@brand-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Inline } from '../../../components/layout';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { failureText, refusalOf, useDigitalModelTranslate } from './messages';
import { PresenterField } from './PresenterField';

/**
 * 流水线 → 数字人 (`Assemblyline/assemblyline_details/digitalPerson?id=`): the pipeline's presenter,
 * one of the brand's digital models (or none) with its place and size, saved on the pipeline; every
 * video its later runs make shows it and speaks the narration in its voice (ADR 0035).
 */
export function PipelinePresenterPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const t = useDigitalModelTranslate();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const raw = Number(search.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const details = `${page.moduleKey}/Assemblyline/assemblyline_details?id=${id ?? ''}`;
  const back = {
    label: t('pp.back'),
    href: details,
    onClick: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      void navigate(details);
    },
  };
  const current = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/digitalModel/pipelinePresenter', { pipelineId: id ?? 0 }),
    enabled: id !== null,
  });
  const [edited, setEdited] = useState<TemplatePresenter | null | undefined>(undefined);
  const value = edited === undefined ? (current.data?.presenter ?? null) : edited;
  const save = useMutation({
    mutationFn: () =>
      api.request(
        '/v1/sumvideo/sv/digitalModel/setPipelinePresenter',
        { pipelineId: id!, presenter: value },
        { selfHandled: true },
      ),
    onSuccess: async () => {
      toaster.success(t('pp.saved'));
      setEdited(undefined);
      await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/digitalModel/pipelinePresenter') });
    },
  });

  if (id === null || current.isError) {
    const missing = id === null || refusalOf(current.error) !== null;
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Result
          status={missing ? 'warning' : 'error'}
          headingLevel={2}
          title={missing ? t('pp.notFound') : t('pp.loadFailed')}
          actions={missing ? undefined : <Button onClick={() => void current.refetch()}>{t('dm.retry')}</Button>}
        />
      </>
    );
  }
  if (!current.data) {
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Skeleton lines={6} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={page.title} description={t('pp.lead', { name: current.data.name })} back={back} />
      <PresenterField
        value={value}
        onChange={setEdited}
        onManage={() => void navigate(`${page.moduleKey}/digital_model`)}
      />
      {save.error ? (
        <Alert tone="danger" title={failureText(save.error, locale)} style={{ marginTop: vars.space[3] }} />
      ) : null}
      <Inline style={{ marginTop: vars.space[4] }}>
        <Button onClick={() => void navigate(details)}>{t('pp.back')}</Button>
        <Button
          variant="primary"
          loading={save.isPending}
          disabled={edited === undefined}
          onClick={() => save.mutate()}
        >
          {t('pp.save')}
        </Button>
      </Inline>
    </>
  );
}
