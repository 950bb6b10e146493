import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Descriptions, type DescriptionsItem } from '../Descriptions/Descriptions';
import * as Dialog from '../Dialog/Dialog.namespace';
import { Empty } from '../Empty/Empty';
import { formatDate, toDate } from '../format/displayZone';
import { useFormatters } from '../format/useFormatters';
import { useUiTranslate } from '../i18n/I18nProvider';
import { materialsCatalogues, type MaterialsMessageKey } from '../i18n/messages/materials';
import type { Translate } from '../i18n/translate';
import { Spinner } from '../Spinner/Spinner';
import { Tag } from '../Tag/Tag';
import {
  Body,
  Centered,
  Chips,
  Column,
  FontSample,
  LogScroller,
  LogTable,
  SectionTitle,
  Stage,
  TextPreview,
} from './MaterialDetail.styles';

/** A material as the detail dialog shows it (the API's `Material`, spec section 3, fits it). */
export interface MaterialDetailData {
  id: number;
  name: string;
  /** 1 video, 2 image, 3 audio, 4 text, 5 unknown, 6 font. */
  type: number;
  /** Audio 2 sound effect, 4 BGM; image 3 sticker. */
  specificType?: number | null;
  url?: string | null;
  coverUrl?: string | null;
  /** The text of a text material. */
  content?: string | null;
  /** Bytes. */
  size?: number | null;
  /** Milliseconds. */
  duration?: number | null;
  /** Width in px (the server's spelling). */
  wight?: number | null;
  height?: number | null;
  /** `YYYY-MM-DD HH:mm:ss`. */
  createTime: string;
  expireTime?: string | null;
  source: number;
  userName?: string | null;
  depList?: readonly string[];
  batchNumber?: string | null;
  userDTOS?: ReadonlyArray<{ userId: number; userBrandName: string }>;
  folderList?: ReadonlyArray<{ allPathName: string }>;
  businessNameList?: readonly string[];
  tagList?: ReadonlyArray<{ name: string }>;
}

/** One use of a material. */
export interface MaterialUseLogRow {
  id: number;
  userBrandName: string;
  useTime: string;
  remark?: string | null;
}

export interface MaterialDetailDialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called with `false` when the dialog asks to close (×, Esc, overlay click). */
  onOpenChange: (open: boolean) => void;
  /** The material, or null while it loads. */
  material: MaterialDetailData | null;
  /** Loading the material: a spinner while there is nothing to show yet. */
  loading?: boolean;
  /** Loading failed: `true` shows the default message; a retry button calls `onRetry`. */
  error?: ReactNode;
  /** With `error`, offer a retry button in the alert that calls this. */
  onRetry?: () => void;
  /** Uses of the material, newest first; omit to hide the section. */
  useLog?: readonly MaterialUseLogRow[];
  /** The use log is loading: marks its table busy and shows a spinner instead of the empty text while it has no rows.
   * @default false */
  useLogLoading?: boolean;
  /** "Now" for the expired mark (tests, stories); defaults to the current time. */
  now?: Date;
  /** Buttons in the footer (download, delete, …); the app decides which apply. */
  actions?: ReactNode;
}

type T = Translate<MaterialsMessageKey>;

/** The name of a material type, with the specific type when there is one: 音频 · 背景音乐. */
export function materialTypeLabel(t: Translate<MaterialsMessageKey>, type: number, specificType?: number | null) {
  const base = [1, 2, 3, 4, 6].includes(type)
    ? t(`materials.type.${type}` as MaterialsMessageKey)
    : t('materials.type.5');
  return specificType && [2, 3, 4].includes(specificType)
    ? `${base} · ${t(`materials.specificType.${specificType}` as MaterialsMessageKey)}`
    : base;
}

const SOURCES = new Set([1, 2, 3, 6, 7, 10, 11, 12, 13, 14, 17, 25, 26, 30, 31, 50]);

/** The name of a material source (spec section 3); unknown codes are shown with their number. */
export function materialSourceLabel(t: Translate<MaterialsMessageKey>, source: number) {
  return SOURCES.has(source)
    ? t(`materials.source.${source}` as MaterialsMessageKey)
    : t('materials.source.other', { code: source });
}

/** Material type and source names in the current language, for lists that show materials. */
export function useMaterialLabels() {
  const t = useUiTranslate(materialsCatalogues);
  return useMemo(
    () => ({
      type: (type: number, specificType?: number | null) => materialTypeLabel(t, type, specificType),
      source: (source: number) => materialSourceLabel(t, source),
    }),
    [t],
  );
}

/** True when the material has an expiry time in the past (spec section 4). */
export function isMaterialExpired(expireTime: string | null | undefined, now: Date = new Date()): boolean {
  if (!expireTime) return false;
  // Server text is Beijing time (UTC+8), whatever the browser's zone.
  const at = toDate(expireTime).getTime();
  return !Number.isNaN(at) && at < now.getTime();
}

function FontPreview({ material, t }: { material: MaterialDetailData; t: T }) {
  const family = `bc-material-font-${material.id}`;
  const canLoad = !!material.url && typeof FontFace !== 'undefined';
  // The parent keys this by the material, so a new font starts over at "loading".
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(canLoad ? 'loading' : 'failed');
  useEffect(() => {
    if (!canLoad || !material.url) return;
    let live = true;
    const face = new FontFace(family, `url(${JSON.stringify(material.url)})`);
    face
      .load()
      .then((loaded) => {
        document.fonts.add(loaded);
        if (live) setState('loaded');
      })
      .catch(() => {
        if (live) setState('failed');
      });
    return () => {
      live = false;
    };
  }, [canLoad, family, material.url]);
  return (
    <FontSample data-state={state}>
      <span data-part="Sample" style={state === 'loaded' ? { fontFamily: `"${family}", sans-serif` } : undefined}>
        {t('materials.preview.fontSample')}
      </span>
      {state === 'loaded' ? null : (
        <span data-part="FontState" role="status">
          {state === 'loading' ? t('materials.preview.fontLoading') : t('materials.preview.fontFailed')}
        </span>
      )}
    </FontSample>
  );
}

/** The preview of a material by its type: player, image, text or a font sample. */
export function MaterialPreview({ material }: { material: MaterialDetailData }) {
  const t = useUiTranslate(materialsCatalogues);
  let content: ReactNode;
  if (material.type === 1 && material.url) {
    content = (
      <video controls preload="none" src={material.url} poster={material.coverUrl ?? undefined}>
        <track kind="captions" />
      </video>
    );
  } else if ((material.type === 1 || material.type === 2) && (material.url || material.coverUrl)) {
    // An image, or a video without a playable file: its cover as a still.
    content = <img src={material.url ?? material.coverUrl ?? undefined} alt={material.name} />;
  } else if (material.type === 3 && material.url) {
    content = (
      <audio controls preload="metadata" src={material.url} aria-label={material.name}>
        <track kind="captions" />
      </audio>
    );
  } else if (material.type === 4 && material.content) {
    content = <TextPreview tabIndex={0}>{material.content}</TextPreview>;
  } else if (material.type === 6) {
    content = <FontPreview key={`${material.id}:${material.url ?? ''}`} material={material} t={t} />;
  } else {
    content = <Empty size="sm" title={t('materials.preview.none')} />;
  }
  return (
    <Stage data-component="MaterialPreview" data-type={material.type} aria-label={t('materials.preview')}>
      {content}
    </Stage>
  );
}

function detailItems(
  material: MaterialDetailData,
  t: T,
  f: ReturnType<typeof useFormatters>,
  now: Date | undefined,
): DescriptionsItem[] {
  const none = t('materials.none');
  const list = (values: readonly string[] | undefined) => (values?.length ? values.join('、') : none);
  const expired = isMaterialExpired(material.expireTime, now);
  const items: DescriptionsItem[] = [
    { key: 'name', label: t('materials.field.name'), value: material.name, span: 2 },
    {
      key: 'type',
      label: t('materials.field.type'),
      value: materialTypeLabel(t, material.type, material.specificType),
    },
    { key: 'source', label: t('materials.field.source'), value: materialSourceLabel(t, material.source) },
    {
      key: 'size',
      label: t('materials.field.size'),
      value: material.size != null ? f.formatFileSize(material.size) : none,
    },
  ];
  if (material.type === 1 || material.type === 3) {
    items.push({
      key: 'duration',
      label: t('materials.field.duration'),
      value: material.duration != null ? f.formatDuration(material.duration) : none,
    });
  }
  if (material.type === 1 || material.type === 2) {
    items.push({
      key: 'dimensions',
      label: t('materials.field.dimensions'),
      value: material.wight && material.height ? `${material.wight} × ${material.height}` : none,
    });
  }
  items.push(
    { key: 'createTime', label: t('materials.field.createTime'), value: f.formatDate(material.createTime) },
    {
      key: 'expireTime',
      label: t('materials.field.expireTime'),
      value: material.expireTime ? (
        <Chips>
          {f.formatDate(material.expireTime)}
          {expired ? (
            <Tag tone="danger" size="sm">
              {t('materials.expired')}
            </Tag>
          ) : null}
        </Chips>
      ) : (
        t('materials.never')
      ),
    },
    { key: 'creator', label: t('materials.field.creator'), value: material.userName || none },
    { key: 'departments', label: t('materials.field.departments'), value: list(material.depList) },
    { key: 'batchNumber', label: t('materials.field.batchNumber'), value: material.batchNumber || none },
    {
      key: 'members',
      label: t('materials.field.members'),
      value: list(material.userDTOS?.map((u) => u.userBrandName)),
    },
    {
      key: 'folders',
      label: t('materials.field.folders'),
      value: list(material.folderList?.map((x) => x.allPathName)),
    },
    { key: 'business', label: t('materials.field.business'), value: list(material.businessNameList) },
    {
      key: 'tags',
      label: t('materials.field.tags'),
      value: material.tagList?.length ? (
        <Chips>
          {material.tagList.map((tag) => (
            <Tag key={tag.name} size="sm">
              {tag.name}
            </Tag>
          ))}
        </Chips>
      ) : (
        none
      ),
    },
  );
  return items;
}

/** The use log: a plain table (a few rows; the DataTable's paging and virtualisation are not needed here). */
function UseLogTable({ rows, loading, t }: { rows: readonly MaterialUseLogRow[]; loading: boolean; t: T }) {
  return (
    <LogScroller tabIndex={0} role="region" aria-label={t('materials.useLog')}>
      <LogTable aria-label={t('materials.useLog')} aria-busy={loading || undefined}>
        <thead>
          <tr>
            <th scope="col">{t('materials.useLog.user')}</th>
            <th scope="col">{t('materials.useLog.time')}</th>
            <th scope="col">{t('materials.useLog.remark')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} data-part="Empty">
                {loading ? <Spinner size="sm" label={t('materials.detail.loading')} /> : t('materials.useLog.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                <td>{row.userBrandName}</td>
                <td>{formatDate(row.useTime)}</td>
                <td>{row.remark || t('materials.none')}</td>
              </tr>
            ))
          )}
        </tbody>
      </LogTable>
    </LogScroller>
  );
}

/**
 * Everything about one material (spec section 2 "material detail dialog"): a preview by type
 * (video and audio players, image, text, font sample), every field of the entity, and its use
 * log. Server text is rendered as text. The app passes the actions that apply in `actions`.
 */
export function MaterialDetailDialog({
  open,
  onOpenChange,
  material,
  loading = false,
  error,
  onRetry,
  useLog,
  useLogLoading = false,
  now,
  actions,
}: MaterialDetailDialogProps) {
  const t = useUiTranslate(materialsCatalogues);
  const formatters = useFormatters();
  let body: ReactNode;
  if (material) {
    body = (
      <Body data-component="MaterialDetail">
        <Column>
          <MaterialPreview material={material} />
        </Column>
        <Column>
          <Descriptions columns={2} items={detailItems(material, t, formatters, now)} />
          {useLog ? (
            <>
              <SectionTitle>{t('materials.useLog')}</SectionTitle>
              <UseLogTable rows={useLog} loading={useLogLoading} t={t} />
            </>
          ) : null}
        </Column>
      </Body>
    );
  } else if (error && !loading) {
    body = (
      <Alert
        tone="danger"
        title={error === true ? t('materials.detail.failed') : error}
        action={
          onRetry ? (
            <Button size="sm" onClick={onRetry}>
              {t('materials.detail.retry')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <Centered>
        <Spinner size="lg" label={t('materials.detail.loading')} />
      </Centered>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="xl" title={material?.name ?? t('materials.detail.title')} footer={actions}>
        {body}
      </Dialog.Content>
    </Dialog.Root>
  );
}
