import { isApiError } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  Card,
  CoverEditor,
  createCoverDocument,
  exportCover,
  formatDate,
  FormField,
  parseCoverDocument,
  sanitizeFileName,
  serializeCoverDocument,
  Spinner,
  TextInput,
  type CoverDocument,
  type CoverFont,
  type CoverPickedImage,
} from '@brand-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../../lib/services';
import { draftKey, dropDraft, readDraft, writeDraft } from './drafts';
import { MaterialPickerDialog } from './MaterialPickerDialog';
import { uploadFile } from '../materials/upload';
import type { PageProps } from '../../../lib/router/menu';
import { Inline } from '../../../components/layout';
import { useCreationTranslate } from '../messages';

/** Spec section 3: the font list is read as page 1 of size 1000. */
const FONT_PAGE = { pageNo: 1, pageSize: 1000 } as const;
/** Spec section 3: covers are materials of source 10. */
const COVER_SOURCE = 10;

/** A saved cover's document from its material, or null when it holds none that can be read. */
function documentOf(content: string | null | undefined): CoverDocument | null {
  if (!content) return null;
  try {
    return parseCoverDocument(content);
  } catch {
    return null;
  }
}

/**
 * Cover making (`cover_management/detail`) and cloud cover making (`cloud_cover_management/detail`):
 * one editor for a new cover or a saved one (`?id=`). Every change is kept as a draft in this
 * browser, so a reload loses nothing; 保存 exports the cover at full size, uploads the image and
 * saves it to the material library as source 10 with its document, so it can be opened again.
 * Cloud covers are saved open to the whole brand.
 */
export function CoverEditorPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const t = useCreationTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const cloud = page.componentKey.includes('cloud_cover');
  const coverId = Number(search.get('id')) || null;
  const key = draftKey(cloud, coverId);

  const fonts = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/overprint/fontList', FONT_PAGE),
    select: (data): CoverFont[] => data.records,
  });
  const saved = useQuery({
    ...apiQueryOptions(api, '/cgp/web/media/material/detail', { id: coverId ?? 0 }),
    enabled: coverId !== null,
  });

  const savedDocument = documentOf(saved.data?.content);

  if (coverId !== null && saved.isLoading) return <Spinner label={t('covers.loading')} />;
  if (coverId !== null && saved.isError) {
    return (
      <Card>
        <Alert tone="danger" title={t('covers.loadFailed')} />
        <Button onClick={() => void saved.refetch()}>{t('covers.retry')}</Button>
      </Card>
    );
  }
  return (
    <CoverWorkspace
      key={key}
      draftKey={key}
      cloud={cloud}
      coverId={coverId}
      savedName={saved.data?.name ?? ''}
      savedDocument={savedDocument}
      unreadable={coverId !== null && !savedDocument}
      fonts={fonts.data ?? []}
      onSaved={async (id) => {
        await queryClient.invalidateQueries({ queryKey: apiPathKey('/cgp/web/media/material/list') });
        await queryClient.invalidateQueries({ queryKey: apiPathKey('/cgp/web/media/material/detail') });
        toaster.success(t('covers.saved'));
        if (id !== coverId) void navigate(`${page.path}?id=${id}`, { replace: true });
      }}
      save={async ({ id, name, document }) => {
        const image = await exportCover(document, { format: 'png' });
        const url = await uploadFile(api, new File([image], sanitizeFileName(name, 'png'), { type: 'image/png' }));
        const result = await api.request('/cgp/web/media/material/save', {
          ...(id ? { id } : {}),
          name,
          type: 2,
          url,
          content: serializeCoverDocument(document),
          wight: document.width,
          height: document.height,
          source: COVER_SOURCE,
        });
        if (cloud) await api.request('/cgp/web/media/material/batch/setOpen', { ids: [result.id], isOpen: 1 });
        return result.id;
      }}
      onUploadImage={async (file) => ({ src: await uploadFile(api, file) })}
    />
  );
}

interface WorkspaceProps {
  draftKey: string;
  cloud: boolean;
  coverId: number | null;
  savedName: string;
  savedDocument: CoverDocument | null;
  unreadable: boolean;
  fonts: CoverFont[];
  save: (cover: { id: number | null; name: string; document: CoverDocument }) => Promise<number>;
  onSaved: (id: number) => Promise<void>;
  onUploadImage: (file: File) => Promise<CoverPickedImage>;
}

function CoverWorkspace({
  draftKey: key,
  cloud,
  coverId,
  savedName,
  savedDocument,
  unreadable,
  fonts,
  save,
  onSaved,
  onUploadImage,
}: WorkspaceProps) {
  const t = useCreationTranslate();
  const [restored] = useState(() => readDraft(key));
  const [name, setName] = useState(restored?.name ?? savedName);
  const [document, setDocument] = useState<CoverDocument>(
    () => restored?.document ?? savedDocument ?? createCoverDocument(),
  );
  const [draftNotice, setDraftNotice] = useState(restored !== null);
  const [nameMissing, setNameMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  /** The library picker, open while the editor waits for a choice. */
  const [picking, setPicking] = useState<((image: CoverPickedImage | null) => void) | null>(null);
  // Written at once on every change (a gesture or a keystroke; a few kilobytes): a reload or a
  // closed tab right after a change still finds it.
  const change = (n: string, d: CoverDocument) => {
    setName(n);
    setDocument(d);
    writeDraft(key, n, d);
  };

  const discardDraft = () => {
    dropDraft(key);
    setName(savedName);
    setDocument(savedDocument ?? createCoverDocument());
    setDraftNotice(false);
  };

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setNameMissing(true);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      const id = await save({ id: coverId, name: trimmed, document });
      dropDraft(key);
      setDraftNotice(false);
      await onSaved(id);
    } catch (error) {
      // The draft stays; the reason is said next to the button: the server's own message for a
      // refusal, else a translated one (an upload's network error is not for users to read).
      setSaveError(isApiError(error) && error.msg ? error.msg : t('covers.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      {unreadable ? <Alert tone="warning" title={t('covers.unreadable')} /> : null}
      {draftNotice && restored ? (
        <Alert
          tone="info"
          title={t('covers.draftRestored', { time: formatDate(restored.savedAt) })}
          action={
            <Button size="sm" onClick={discardDraft}>
              {t('covers.discardDraft')}
            </Button>
          }
        />
      ) : null}
      <Inline align="end" wrap>
        <FormField label={t('covers.name')} required error={nameMissing ? t('covers.nameRequired') : undefined}>
          <TextInput
            value={name}
            maxLength={100}
            onValueChange={(next) => {
              setNameMissing(false);
              change(next, document);
            }}
          />
        </FormField>
        <Button variant="primary" loading={saving} onClick={() => void submit()}>
          {cloud ? t('covers.saveCloud') : t('covers.save')}
        </Button>
        {saveError ? <span role="alert">{saveError}</span> : null}
      </Inline>
      <CoverEditor
        value={document}
        onChange={(d) => change(name, d)}
        fonts={fonts}
        onUploadImage={onUploadImage}
        onPickImage={() => new Promise<CoverPickedImage | null>((resolve) => setPicking(() => resolve))}
        fileName={sanitizeFileName(name.trim() || t('covers.untitled'))}
        aria-label={t('covers.editor')}
      />
      {picking ? (
        <MaterialPickerDialog
          onDone={(material) => {
            setPicking(null);
            // The stored size when the library has it; the editor reads it from the image otherwise.
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
      ) : null}
    </Card>
  );
}
