import { isApiError, type ImageTextTemplateDetail } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { IMAGE_TEXT_LIMITS, imageTextNoteFormSchema } from '@brand-console/api-client/schemas';
import {
  Alert,
  Button,
  Card,
  exportCover,
  FormField,
  PageHeader,
  Result,
  Spinner,
  Textarea,
  TextInput,
  Thumbnail,
  useLocale,
  vars,
  type CoverDocument,
} from '@brand-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Inline } from '../../../components/layout';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { uploadFile } from '../materials/upload';
import { LeaveGuard } from './LeaveGuard';
import { imageTextFormMessages, imageTextMessage, useImageTextTranslate } from './messages';
import {
  fillableOf,
  fillPage,
  IMAGE_TEXT_PATHS,
  pageFileName,
  readPage,
  type EditablePage,
  type SlotImage,
} from './model';

const MaterialPickerDialog = lazy(() =>
  import('../covers/MaterialPickerDialog').then((m) => ({ default: m.MaterialPickerDialog })),
);

/** How long typing rests before a page's preview is drawn again. */
const PREVIEW_DEBOUNCE_MS = 300;
const PREVIEW_STYLE: CSSProperties = {
  width: 240,
  maxWidth: '100%',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  display: 'block',
};

/**
 * 图文合成 (`template_imgText_compose/detail?templateId=`): fills a template's image slots from the
 * library and its texts (the note's title, each page's body), with a live preview of every page
 * drawn by the same code that exports it. 合成图文 draws each page to a PNG, uploads it and saves the
 * note to 成品库 (creation type 99), then opens the note.
 */
export function ComposePage(_: PageProps) {
  const { api } = useServices();
  const t = useImageTextTranslate();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const templateId = Number(search.get('templateId')) || null;
  const detail = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/imgText/template/detail', { id: templateId ?? 0 }),
    enabled: templateId !== null,
  });
  if (templateId === null) {
    return (
      <Result
        status="info"
        title={t('compose.chooseTemplate')}
        actions={<Button onClick={() => void navigate(IMAGE_TEXT_PATHS.list)}>{t('compose.back')}</Button>}
      />
    );
  }
  if (detail.isPending) return <Spinner label={t('compose.loading')} />;
  if (detail.isError) {
    return (
      <Result
        status="error"
        title={t('compose.loadFailed')}
        actions={<Button onClick={() => void detail.refetch()}>{t('compose.retry')}</Button>}
      />
    );
  }
  return <Composer key={detail.data.id} template={detail.data} />;
}

type PageImages = Record<string, SlotImage | undefined>;
type PageBodies = Record<string, string | undefined>;

function Composer({ template }: { template: ImageTextTemplateDetail }) {
  const { api, toaster } = useServices();
  const t = useImageTextTranslate();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pages = useMemo(
    () => template.spec.pages.map(readPage).filter((p): p is EditablePage => p !== null),
    [template],
  );
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [images, setImages] = useState<PageImages[]>(() => pages.map(() => ({})));
  const [bodies, setBodies] = useState<PageBodies[]>(() => pages.map(() => ({})));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [picking, setPicking] = useState<{ page: number; objectId: string } | null>(null);
  const done = useRef(false);
  const dirty =
    title !== '' ||
    text !== '' ||
    images.some((p) => Object.keys(p).length > 0) ||
    bodies.some((b) => Object.values(b).some(Boolean));

  const filled = (i: number): CoverDocument => fillPage(pages[i]!, { images: images[i]!, title, bodies: bodies[i]! });

  const compose = async () => {
    const checked = imageTextNoteFormSchema(imageTextFormMessages(locale)).safeParse({
      title,
      text,
      pageTexts: bodies.map((b) => Object.values(b).map((v) => v ?? '')),
    });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      const urls: string[] = [];
      for (let i = 0; i < pages.length; i += 1) {
        setProgress(t('compose.composing', { n: i + 1, total: pages.length }));
        const png = await exportCover(filled(i), { format: 'png' });
        urls.push(
          await uploadFile(api, new File([png], pageFileName(checked.data.title, i + 1), { type: 'image/png' })),
        );
      }
      const { id } = await api.request(
        '/v1/sumvideo/sv/imgText/note/save',
        {
          templateId: template.id,
          title: checked.data.title,
          text: checked.data.text,
          pages: urls.map((url) => ({ url })),
        },
        { selfHandled: true },
      );
      await queryClient.invalidateQueries({ queryKey: apiPathKey('/cgp/web/media/creation/list') });
      toaster.success(t('compose.done'));
      done.current = true;
      void navigate(`${IMAGE_TEXT_PATHS.note}?id=${id}`);
    } catch (error) {
      setFailure(isApiError(error) && error.msg ? imageTextMessage(error.msg, locale) : t('compose.failed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div>
      <PageHeader
        title={template.name}
        back={{
          label: t('compose.back'),
          href: IMAGE_TEXT_PATHS.list,
          onClick: (event) => {
            event.preventDefault();
            void navigate(IMAGE_TEXT_PATHS.list);
          },
        }}
      />
      <Card>
        <FormField label={t('compose.title')} required error={errors.title}>
          <TextInput value={title} maxLength={IMAGE_TEXT_LIMITS.title} onValueChange={setTitle} />
        </FormField>
        <FormField
          label={t('compose.text')}
          hint={t('compose.textHint', { max: IMAGE_TEXT_LIMITS.text })}
          error={errors.text}
        >
          <Textarea value={text} maxLength={IMAGE_TEXT_LIMITS.text} onValueChange={setText} minRows={3} autosize />
        </FormField>
      </Card>
      <ol style={{ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space[3], marginTop: vars.space[3] }}>
        {pages.map((page, i) => {
          const { images: slots, bodies: texts } = fillableOf(page);
          return (
            <li key={i}>
              <Card>
                <section aria-labelledby={`compose-page-${i}`}>
                  <h2 id={`compose-page-${i}`} style={{ fontSize: vars.font.size.md, marginTop: 0 }}>
                    {t('compose.page', { n: i + 1 })}
                  </h2>
                  <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space[4], alignItems: 'flex-start' }}>
                    <PagePreview document={filled(i)} label={t('compose.preview', { n: i + 1 })} />
                    <div style={{ flex: '1 1 280px', display: 'grid', gap: vars.space[3] }}>
                      {slots.map((slot, n) => {
                        const chosen = images[i]![slot.id];
                        return (
                          <Inline key={slot.id} wrap>
                            <Thumbnail
                              src={chosen?.src ?? slot.src}
                              alt={`${t('compose.pageImage', { n: n + 1 })}${chosen ? '' : ` · ${t('compose.templateImage')}`}`}
                              size="sm"
                            />
                            <Button
                              onClick={() => setPicking({ page: i, objectId: slot.id })}
                              aria-label={`${t('compose.page', { n: i + 1 })} ${t('compose.pageImage', { n: n + 1 })}: ${chosen ? t('compose.changeImage') : t('compose.pickImage')}`}
                            >
                              {chosen ? t('compose.changeImage') : t('compose.pickImage')}
                            </Button>
                          </Inline>
                        );
                      })}
                      {texts.map((body, n) => (
                        <FormField key={body.id} label={t('compose.bodyText', { n: n + 1 })} error={errors.pageTexts}>
                          <Textarea
                            value={bodies[i]![body.id] ?? ''}
                            placeholder={body.text}
                            maxLength={IMAGE_TEXT_LIMITS.pageText}
                            onValueChange={(value) =>
                              setBodies((all) => all.map((b, k) => (k === i ? { ...b, [body.id]: value } : b)))
                            }
                          />
                        </FormField>
                      ))}
                    </div>
                  </div>
                </section>
              </Card>
            </li>
          );
        })}
      </ol>
      <Card>
        {failure ? <Alert tone="danger" title={failure} /> : null}
        <Inline align="center" wrap>
          <Button variant="primary" loading={progress !== null} onClick={() => void compose()}>
            {t('compose.submit')}
          </Button>
          <span role="status">{progress}</span>
        </Inline>
      </Card>
      <LeaveGuard dirty={dirty && progress === null} done={done} />
      {picking ? (
        <Suspense fallback={null}>
          <MaterialPickerDialog
            onDone={(material) => {
              const target = picking;
              setPicking(null);
              if (!material?.url) return;
              setImages((all) =>
                all.map((p, k) =>
                  k === target.page
                    ? {
                        ...p,
                        [target.objectId]: {
                          src: material.url!,
                          materialId: material.id,
                          width: material.wight ?? null,
                          height: material.height ?? null,
                        },
                      }
                    : p,
                ),
              );
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** A page drawn as the PNG it will become, again a moment after its content changes. */
function PagePreview({ document, label }: { document: CoverDocument; label: string }) {
  const t = useImageTextTranslate();
  const key = JSON.stringify(document);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      exportCover(JSON.parse(key) as CoverDocument, { format: 'png' })
        .then((blob) => {
          if (!live) return;
          // The drawing shown so far stays until the new one replaces it (then it is released).
          setUrl(URL.createObjectURL(blob));
          setFailed(false);
        })
        .catch(() => live && setFailed(true));
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  // A drawing is released once another replaces it, and the last when the preview goes.
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (failed) return <Alert tone="warning" title={t('compose.previewFailed')} />;
  if (!url) return <Spinner label={t('compose.previewing')} />;
  return <img src={url} alt={label} style={PREVIEW_STYLE} />;
}
