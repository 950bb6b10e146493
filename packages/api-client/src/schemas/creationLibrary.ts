import { z } from 'zod';
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
  creationIds: array(id()).min(1),
  /** 1 generate (note for 99 / title), other values imitate (spec section 9). */
  type: int(),
  creationType: int(),
  prompt: text(LIMITS.content).optional(),
});

/** Requests of the creation library (`/cgp/web/media/creation/...` and neighbours); payloads not shown. */
export const creationLibraryRequests = {
  '/cgp/web/media/creation/list': z.object(creationFilters()),
  '/cgp/web/media/creation/productList': z.object(creationFilters()),
  '/cgp/web/media/creation/detail': z.object({ id: id() }),
  /** JSON body. */
  '/cgp/web/media/creation/save': z.object({
    id: id().optional(),
    name: text().trim().min(1),
    creationType: int(),
    url: text(LIMITS.url).min(1),
    coverUrl: text(LIMITS.url).optional(),
    content: text(LIMITS.content).optional(),
    tagIds: array(id()).optional(),
  }),
  '/cgp/web/media/creation/use/log/list': z.object({ id: id(), ...page() }),
  '/cgp/web/media/creation/use/log/save': z.object({ id: id(), useType: int().optional() }),
  '/cgp/web/media/creation/use/log/saveBatch': z.object({ ids: list(id()), useType: int().optional() }),
  /** Multipart. */
  '/cgp/web/media/creation/v2/upload': z.object({ file: file(), name: text().optional(), folderId: id().optional() }),
  /** Multipart. */
  '/cgp/web/media/creation/v2/batchUpload': z.object({ files: list(file(), LIMITS.files), folderId: id().optional() }),
  '/cgp/web/media/creation/batchAddTagOrDel': z.object({
    ids: list(id()),
    tagIds: list(id()),
    operateType: code([1, 2]),
  }),
  '/cgp/web/media/creation/tag/relate/operator': z.object({
    tagIds: list(id()),
    creationIds: list(id()),
    operatorType: code([1, 2]),
  }),
  '/cgp/web/media/creation/tag/delete': z.object({ id: id() }),
  '/cgp/web/media/creation/tag/group/add': z.object({ groupName: text().trim().min(1) }),
  '/cgp/web/brandCreation/listBrandTrade': empty(),
  '/cgp/web/brandCreation/open2Omg': z.object({ ids: list(id()), isOpen: flag() }),
  /** JSON body. */
  '/cgp/web/kujialeVideo/import': z.object({ videoIds: array(text().min(1)).min(1), folderId: id().optional() }),
  '/cgp/web/kujialeVideo/importRecordList': z.object(page()),
  '/cgp/web/material/qrcode/createOrUpdateQrCode': z.object({
    materialId: id(),
    /** 1 not enabled, 2 publishing, 3 invalid (link or code status). */
    status: code([1, 2, 3]).optional(),
    expireTime: dateBound().optional(),
  }),
  /** JSON body. */
  '/cgp/web/creation/caption/saveCreationCaptionBatch': z.object(captionBody()),
  /** JSON body. */
  '/cgp/web/creation/caption/saveCreationCaptionTask': z.object({ ...captionBody(), totalNumber: int().min(1) }),
} satisfies Record<string, z.ZodType>;
