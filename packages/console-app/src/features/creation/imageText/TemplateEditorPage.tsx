import {
  IMAGE_TEXT_CATEGORIES,
  IMAGE_TEXT_TEXT_ROLES,
  isApiError,
  type ImageTextCategory,
  type ImageTextTemplateDetail,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { IMAGE_TEXT_LIMITS, imageTextTemplateFormSchema } from '@brand-console/api-client/schemas';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  CoverEditor,
  exportCover,
  FormField,
  PageHeader,
  Result,
  sanitizeFileName,
  Select,
  Spinner,
  TextInput,
  useLocale,
  vars,
  type CoverFont,
  type CoverPickedImage,
} from '@brand-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Inline } from '../../../components/layout';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { uploadFile } from '../materials/upload';
import { LeaveGuard } from './LeaveGuard';
import { imageTextFormMessages, imageTextMessage, useImageTextTranslate } from './messages';
import { duplicatePage, IMAGE_TEXT_PATHS, moved, newPage, readPage, writePage, type EditablePage } from './model';

const MaterialPickerDialog = lazy(() =>
  import('../covers/MaterialPickerDialog').then((m) => ({ default: m.MaterialPickerDialog })),
);

/** Spec section 3: the font list is read as page 1 of size 1000. */
const FONT_PAGE = { pageNo: 1, pageSize: 1000 } as const;

/**
 * 图文模板编辑 (`template_imgText/detail`, `?id=` for a saved one): the template's name and category,
 * and its pages, each drawn in the cover editor (background, images, texts in brand fonts, colour,
 * size and position). Per page the author marks which images a note replaces from the library and
 * which texts are the note's title or a page's body. Saving draws the first page as the cover PNG.
 */
export function TemplateEditorPage(_: PageProps) {
  const { api } = useServices();
  const t = useImageTextTranslate();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || null;
  const detail = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/imgText/template/detail', { id: id ?? 0 }),
    enabled: id !== null,
  });
  const fonts = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/overprint/fontList', FONT_PAGE),
    select: (data): CoverFont[] => data.records,
  });
  if (id !== null && detail.isPending) return <Spinner label={t('editor.loading')} />;
  if (id !== null && detail.isError) {
    return (
      <div>
        <Result
          status="error"
          title={t('editor.loadFailed')}
          actions={<Button onClick={() => void detail.refetch()}>{t('editor.retry')}</Button>}
        />
      </div>
    );
  }
  return <Workspace key={id ?? 'new'} id={id} saved={detail.data ?? null} fonts={fonts.data ?? []} />;
}

function Workspace({
  id,
  saved,
  fonts,
}: {
  id: number | null;
  saved: ImageTextTemplateDetail | null;
  fonts: CoverFont[];
}) {
  const { api, toaster } = useServices();
  const t = useImageTextTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState(saved?.name ?? '');
  const [category, setCategory] = useState<ImageTextCategory>(saved?.category ?? 1);
  const [pages, setPages] = useState<EditablePage[]>(() => {
    const read = (saved?.spec.pages ?? []).map(readPage).filter((p): p is EditablePage => p !== null);
    return read.length ? read : [newPage(t('editor.defaultTitle'), t('editor.titleObject'))];
  });
  const [current, setCurrent] = useState(0);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState<((image: CoverPickedImage | null) => void) | null>(null);
  const [dirty, setDirty] = useState(false);
  const done = useRef(false);
  const page = pages[current]!;

  const changePages = (next: (all: EditablePage[]) => EditablePage[]) => {
    setDirty(true);
    setPages(next);
  };
  const update = (next: EditablePage) => changePages((all) => all.map((p, i) => (i === current ? next : p)));
  const move = (to: number) => {
    changePages((all) => moved(all, current, to));
    setCurrent(to);
  };

  const save = async () => {
    const checked = imageTextTemplateFormSchema(imageTextFormMessages(locale)).safeParse({ name, category });
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      const cover = await exportCover(pages[0]!.document, { format: 'png' });
      const coverUrl = await uploadFile(
        api,
        new File([cover], sanitizeFileName(checked.data.name, 'png'), { type: 'image/png' }),
      );
      const result = await api.request(
        '/v1/sumvideo/sv/imgText/template/save',
        { ...(id ? { id } : {}), name: checked.data.name, category, coverUrl, spec: { pages: pages.map(writePage) } },
        { selfHandled: true },
      );
      await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/imgText/template/page') });
      await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/imgText/template/detail') });
      toaster.success(t('editor.saved'));
      setDirty(false);
      if (result.id !== id) {
        done.current = true;
        void navigate(`${IMAGE_TEXT_PATHS.editor}?id=${result.id}`, { replace: true });
      }
    } catch (error) {
      setSaveError(isApiError(error) && error.msg ? imageTextMessage(error.msg, locale) : t('editor.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const slotObjects = page.document.objects;
  return (
    <div>
      <PageHeader
        title={saved?.name ?? t('list.new')}
        back={{
          label: t('editor.back'),
          href: IMAGE_TEXT_PATHS.list,
          onClick: (event) => {
            event.preventDefault();
            void navigate(IMAGE_TEXT_PATHS.list);
          },
        }}
        actions={
          <Inline wrap>
            {id ? (
              <Button onClick={() => void navigate(`${IMAGE_TEXT_PATHS.compose}?templateId=${id}`)}>
                {t('editor.compose')}
              </Button>
            ) : null}
            <Button variant="primary" loading={saving} onClick={() => void save()}>
              {t('editor.save')}
            </Button>
          </Inline>
        }
      />
      <Card>
        {saveError ? <Alert tone="danger" title={saveError} /> : null}
        <Inline align="end" wrap>
          <FormField label={t('editor.name')} required error={nameError ?? undefined}>
            <TextInput
              value={name}
              maxLength={IMAGE_TEXT_LIMITS.name}
              onValueChange={(next) => {
                setNameError(null);
                setDirty(true);
                setName(next);
              }}
            />
          </FormField>
          <FormField label={t('editor.category')} required>
            <Select
              options={IMAGE_TEXT_CATEGORIES.map((c) => ({
                value: String(c.value),
                label: lang === 'en' ? c.en : c.zh,
              }))}
              value={String(category)}
              onValueChange={(next) => {
                if (!next) return;
                setDirty(true);
                setCategory(Number(next) as ImageTextCategory);
              }}
            />
          </FormField>
        </Inline>
        <section aria-label={t('editor.pages')} style={{ marginBlock: vars.space[3] }}>
          <Inline wrap>
            {pages.map((_, i) => (
              <Button
                key={i}
                size="sm"
                variant={i === current ? 'primary' : 'secondary'}
                aria-pressed={i === current}
                onClick={() => setCurrent(i)}
              >
                {t('editor.page', { n: i + 1 })}
              </Button>
            ))}
            <Button
              size="sm"
              disabled={pages.length >= IMAGE_TEXT_LIMITS.pages}
              onClick={() => {
                changePages((all) => [...all, newPage(t('editor.defaultTitle'), t('editor.titleObject'))]);
                setCurrent(pages.length);
              }}
            >
              {t('editor.addPage')}
            </Button>
            <Button
              size="sm"
              disabled={pages.length >= IMAGE_TEXT_LIMITS.pages}
              onClick={() => {
                changePages((all) => [...all.slice(0, current + 1), duplicatePage(page), ...all.slice(current + 1)]);
                setCurrent(current + 1);
              }}
            >
              {t('editor.copyPage')}
            </Button>
            <Button size="sm" disabled={current === 0} onClick={() => move(current - 1)}>
              {t('editor.moveLeft')}
            </Button>
            <Button size="sm" disabled={current === pages.length - 1} onClick={() => move(current + 1)}>
              {t('editor.moveRight')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={pages.length === 1}
              onClick={() => {
                changePages((all) => all.filter((_, i) => i !== current));
                setCurrent(Math.max(0, current - 1));
              }}
            >
              {t('editor.removePage')}
            </Button>
          </Inline>
        </section>
        <CoverEditor
          key={current}
          value={page.document}
          onChange={(document) => update({ ...page, document })}
          fonts={fonts}
          onUploadImage={async (file) => ({ src: await uploadFile(api, file) })}
          onPickImage={() => new Promise<CoverPickedImage | null>((resolve) => setPicking(() => resolve))}
          fileName={sanitizeFileName(`${name.trim() || 'template'}-${current + 1}`)}
          aria-label={t('editor.canvas', { n: current + 1 })}
        />
        <section aria-labelledby="image-text-slots" style={{ marginTop: vars.space[3] }}>
          <h2 id="image-text-slots" style={{ fontSize: vars.font.size.md }}>
            {t('editor.slots')}
          </h2>
          <p style={{ color: vars.color.fg.muted, fontSize: vars.font.size.sm }}>{t('editor.slotsHint')}</p>
          {slotObjects.length === 0 ? <p>{t('editor.noObjects')}</p> : null}
          <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space[2] }}>
            {slotObjects.map((o) =>
              o.type === 'image' ? (
                <li key={o.id}>
                  <Checkbox
                    label={`${o.name} · ${t('editor.imageSlot')}`}
                    checked={page.imageSlots.includes(o.id)}
                    onCheckedChange={(on) =>
                      update({
                        ...page,
                        imageSlots: on ? [...page.imageSlots, o.id] : page.imageSlots.filter((s) => s !== o.id),
                      })
                    }
                  />
                </li>
              ) : (
                <li key={o.id}>
                  <Inline>
                    <span>{o.name}</span>
                    <Select
                      aria-label={t('editor.textRole', { name: o.name })}
                      options={[
                        { value: 'fixed', label: t('editor.textFixed') },
                        ...IMAGE_TEXT_TEXT_ROLES.map((r) => ({ value: r.value, label: lang === 'en' ? r.en : r.zh })),
                      ]}
                      value={page.textSlots.find((s) => s.objectId === o.id)?.role ?? 'fixed'}
                      onValueChange={(next) => {
                        const rest = page.textSlots.filter((s) => s.objectId !== o.id);
                        update({
                          ...page,
                          textSlots:
                            next === 'title' || next === 'body' ? [...rest, { objectId: o.id, role: next }] : rest,
                        });
                      }}
                    />
                  </Inline>
                </li>
              ),
            )}
          </ul>
        </section>
      </Card>
      <LeaveGuard dirty={dirty && !saving} done={done} />
      {picking ? (
        <Suspense fallback={null}>
          <MaterialPickerDialog
            onDone={(material) => {
              setPicking(null);
              picking(
                material?.url
                  ? {
                      src: material.url,
                      materialId: material.id,
                      ...(material.wight && material.height ? { width: material.wight, height: material.height } : {}),
                    }
                  : null,
              );
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
