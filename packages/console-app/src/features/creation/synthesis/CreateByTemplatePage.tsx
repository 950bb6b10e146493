import { apiQueryOptions } from '@brand-console/api-client/query';
import { Button, PageHeader, Result, Skeleton, Steps, vars } from '@brand-console/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMenuModel } from '../../../lib/hooks';
import { preloadable } from '../../../lib/preloadable';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { tasksLink } from './model';
import { useSynthesisTranslate } from './messages';
import { TemplateChooser } from './TemplateChooser';

const TASKS_PATH = '/sumwhy_video/synthesis_task';
// Step 2 (the form library, the shared schema's zod and the material picker) loads once a template is chosen.
const TemplateForm = preloadable(() => import('./TemplateForm').then((m) => m.TemplateForm));

/** A whole positive number from the address, or null. */
const idParam = (raw: string | null) => (raw && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/**
 * 模板创作 (menu key `create_by_template`): step 1 chooses a template (the brand's space or the cloud
 * catalogue, searched by name; `?templateId=` opens step 2 on it), step 2 fills its slots with
 * library materials, narration and subtitles for one or more videos, and queues one synthesis task
 * per video; the success links to 合成任务 filtered to them. Tab, search and template live in the
 * address.
 */
export function CreateByTemplatePage({ page }: PageProps) {
  const { api } = useServices();
  const t = useSynthesisTranslate();
  const { pages } = useMenuModel();
  const [search, setSearch] = useSearchParams();
  const templateId = idParam(search.get('templateId'));
  const source = search.get('source') === '2' ? 2 : 1;
  const name = (search.get('name') ?? '').slice(0, 100);
  const [queued, setQueued] = useState<{ count: number; name: string } | null>(null);
  const template = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/template/detail', { id: templateId ?? 0 }),
    enabled: templateId !== null,
  });
  const hasTasksPage = pages.has(TASKS_PATH);
  useEffect(() => {
    TemplateForm.preload().catch(() => {});
  }, []);

  const browse = (next: { source: 1 | 2; name: string }) =>
    setSearch(() => {
      const params = new URLSearchParams();
      if (next.source === 2) params.set('source', '2');
      if (next.name) params.set('name', next.name);
      return params;
    });
  const choose = (id: number) => {
    setQueued(null);
    setSearch((before) => {
      const params = new URLSearchParams(before);
      params.set('templateId', String(id));
      return params;
    });
  };
  const back = () => {
    setQueued(null);
    setSearch((before) => {
      const params = new URLSearchParams(before);
      params.delete('templateId');
      return params;
    });
  };

  let body;
  if (queued) {
    body = (
      <Result
        status="success"
        headingLevel={2}
        title={t('create.queued', { count: queued.count })}
        description={t('create.queuedNote')}
        actions={
          <>
            {hasTasksPage ? (
              <Link to={tasksLink(TASKS_PATH, queued.name)} style={{ color: vars.color.fg.link }}>
                {t('create.viewTasks')}
              </Link>
            ) : null}
            <Button onClick={() => setQueued(null)}>{t('create.again')}</Button>
          </>
        }
      />
    );
  } else if (templateId === null) {
    body = <TemplateChooser source={source} name={name} onBrowse={browse} onChoose={(tpl) => choose(tpl.id)} />;
  } else if (template.isError) {
    body = (
      <Result
        status="error"
        headingLevel={2}
        title={t('create.templateFailed')}
        actions={
          <>
            <Button onClick={() => void template.refetch()}>{t('create.retry')}</Button>
            <Button onClick={back}>{t('create.changeTemplate')}</Button>
          </>
        }
      />
    );
  } else if (!template.data) {
    body = <Skeleton lines={8} aria-label={t('create.templateLoading')} />;
  } else {
    body = (
      <Suspense fallback={<Skeleton lines={8} aria-label={t('create.templateLoading')} />}>
        <TemplateForm
          key={template.data.id}
          template={template.data}
          onChangeTemplate={back}
          onQueued={(result) => setQueued(result)}
        />
      </Suspense>
    );
  }

  return (
    <>
      <PageHeader title={page.title} description={t('create.intro')} />
      <div style={{ display: 'grid', gap: vars.space[4] }}>
        <Steps
          aria-label={t('create.steps')}
          current={templateId === null ? 0 : 1}
          status={queued ? 'finish' : undefined}
          items={[{ title: t('create.stepChoose') }, { title: t('create.stepFill') }]}
        />
        {body}
      </div>
    </>
  );
}
