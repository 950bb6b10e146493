import { z } from 'zod';
import { TITLE_LIMITS } from '../dictionaries/ai';
import { CREATION_IMPORT_MAX, CREATION_LIMITS } from '../dictionaries/creationLibrary';
import { array, code, dateBound, empty, file, flag, id, int, LIMITS, list, page, text } from './fields';

const creationFilters = () => ({
  ...page(),
  name: text().optional(),
  /** 99 image-text, otherwise video (spec section 9). */
  creationType: int().optional(),
  /** `MATERIAL_SOURCES` code (designed: 11 template generation, 12 script generation…). */
  source: int().optional(),
  folderId: id().optional(),
  tagIds: list(id()).optional(),
  startTime: dateBound().optional(),
  endTime: dateBound().optional(),
});

const captionBody = () => ({
  /** Finished works of the creation library, all of `creationType`'s kind (ADR 0034). */
  creationIds: array(id(), TITLE_LIMITS.captionWorks).min(1),
  /** 1 generate (note for 99 / title), 2 imitate `prompt` (spec section 9). */
  type: code([1, 2]),
  /** 99 image-text (notes are written), otherwise video (titles are written). */
  creationType: int(),
  /** The example to imitate (type 2, required), or extra words to use (type 1). */
  prompt: text(TITLE_LIMITS.prompt).trim().optional(),
  /** Texts written per work (default 3). */
  count: int().min(TITLE_LIMITS.count.min).max(TITLE_LIMITS.count.max).optional(),
});

/** Requests of the creation library (`/cgp/web/media/creation/...` and neighbours); payloads not shown. */
export const creationLibraryRequests = {
  '/cgp/web/media/creation/list': z.object(creationFilters()),
  '/cgp/web/media/creation/productList': z.object(creationFilters()),
  '/cgp/web/media/creation/detail': z.object({ id: id() }),
  /** JSON body. */
  '/cgp/web/media/creation/save': z.object({
    id: id().optional(),
    name: text(CREATION_LIMITS.name).trim().min(1),
    creationType: code([0, 99]),
    /** A stored file of the brand (`/files/...`): the video, or a note's first image. */
    url: text(LIMITS.url).min(1),
    coverUrl: text(LIMITS.url).optional(),
    content: text(LIMITS.content).optional(),
    tagIds: array(id(), CREATION_LIMITS.tags).optional(),
  }),
  '/cgp/web/media/creation/use/log/list': z.object({ id: id(), ...page() }),
  /** `CREATION_USE_TYPES` 1 download, 2 publish (3 is the QR page's own). */
  '/cgp/web/media/creation/use/log/save': z.object({ id: id(), useType: code([1, 2]).optional() }),
  '/cgp/web/media/creation/use/log/saveBatch': z.object({
    ids: list(id(), CREATION_LIMITS.batch).refine((v) => v.length > 0, '请选择成品'),
    useType: code([1, 2]).optional(),
  }),
  /** Multipart: one MP4 (measured by the server), its name (else the file's). */
  '/cgp/web/media/creation/v2/upload': z.object({ file: file(), name: text(CREATION_LIMITS.name).optional() }),
  /** Multipart: MP4 files, each saved or refused on its own. */
  '/cgp/web/media/creation/v2/batchUpload': z.object({ files: list(file(), CREATION_LIMITS.uploadFiles) }),
  /** 1 add the tags to the works, 2 take them off. */
  '/cgp/web/media/creation/batchAddTagOrDel': z.object({
    ids: list(id(), CREATION_LIMITS.batch),
    tagIds: list(id(), CREATION_LIMITS.tags),
    operateType: code([1, 2]),
  }),
  '/cgp/web/media/creation/tag/relate/operator': z.object({
    tagIds: list(id(), CREATION_LIMITS.tags),
    creationIds: list(id(), CREATION_LIMITS.batch),
    operatorType: code([1, 2]),
  }),
  /** Takes the tag off every work of the library (the brand's tag stays for the material library). */
  '/cgp/web/media/creation/tag/delete': z.object({ id: id() }),
  '/cgp/web/media/creation/tag/group/add': z.object({ groupName: text(CREATION_LIMITS.tagName).trim().min(1) }),
  '/cgp/web/media/creation/tag/list': z.object({ name: text(CREATION_LIMITS.tagName).optional() }),
  '/cgp/web/brandCreation/listBrandTrade': empty(),
  '/cgp/web/brandCreation/open2Omg': z.object({
    ids: list(id(), CREATION_LIMITS.batch),
    isOpen: flag(),
    /** The industry (`listBrandTrade`) it is shared under. */
    tradeId: id().optional(),
  }),
  '/cgp/web/kujialeVideo/list': empty(),
  /** JSON body: ids of the design tool's videos. */
  '/cgp/web/kujialeVideo/import': z.object({
    videoIds: array(
      text(CREATION_LIMITS.videoId)
        .regex(/^[A-Za-z0-9_-]+$/, '视频ID格式错误')
        .min(1),
      CREATION_IMPORT_MAX,
    ).min(1),
  }),
  '/cgp/web/kujialeVideo/importRecordList': z.object(page()),
  '/cgp/web/material/qrcode/createOrUpdateQrCode': z.object({
    /** The finished work (creation id). */
    materialId: id(),
    /** 1 not enabled, 2 publishing, 3 invalid; absent: the work's code as it is (made, publishing, if none). */
    status: code([1, 2, 3]).optional(),
    expireTime: dateBound().optional(),
  }),
  /** 媒资库: the brand's materials and finished works in one list. */
  '/cgp/web/media/resource/list': z.object({
    ...page(),
    name: text().optional(),
    /** `MEDIA_RESOURCE_LIBRARIES`: 1 material library, 2 finished products; absent: both. */
    library: code([1, 2]).optional(),
    /** `MATERIAL_TYPES` 1 video, 2 image (notes count as images), 3 audio… */
    type: int().optional(),
    tagId: id().optional(),
    /** 1: only what is shared (materials set open, works opened to the pool). */
    isOpen: flag().optional(),
  }),
  /** JSON body. */
  '/cgp/web/creation/caption/saveCreationCaptionBatch': z.object(captionBody()),
  /** JSON body. */
  '/cgp/web/creation/caption/saveCreationCaptionTask': z.object({
    ...captionBody(),
    /** How many works the batch covers: must equal the chosen works' count. */
    totalNumber: int().min(1).max(TITLE_LIMITS.captionWorks),
  }),
} satisfies Record<string, z.ZodType>;
