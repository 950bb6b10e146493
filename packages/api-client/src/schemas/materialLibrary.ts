import { z } from 'zod';
import { array, code, dateBound, dateTime, empty, file, flag, id, int, LIMITS, list, page, text } from './fields';

/** Material types 1..6 (spec section 3). */
const materialType = () => code([1, 2, 3, 4, 5, 6]);

const materialBody = () =>
  z.object({
    id: id().optional(),
    name: text().trim().min(1),
    type: materialType(),
    specificType: int().optional(),
    url: text(LIMITS.url).min(1),
    coverUrl: text(LIMITS.url).optional(),
    content: text(LIMITS.content).optional(),
    size: int().min(0).optional(),
    duration: int().min(0).optional(),
    wight: int().min(0).optional(),
    height: int().min(0).optional(),
    folderId: id().optional(),
    tagIds: array(id()).optional(),
    /**
     * 10 when the cover editor saves a cover (spec section 3: source 10 is cover making); the
     * library's own uploads leave it out (3). Other sources are the server's to give.
     */
    source: code([3, 10]).optional(),
  });

const tagRelation = () => ({ tagIds: list(id()), materialIds: list(id()), operatorType: code([1, 2]) });

/** Requests of the material library (`/cgp/web/media/material/...` and neighbours); most payloads not shown. */
export const materialLibraryRequests = {
  '/cgp/web/media/material/list': z.object({
    ...page(),
    name: text().optional(),
    type: materialType().optional(),
    source: int().optional(),
    folderId: id().optional(),
    tagIds: list(id()).optional(),
    startTime: dateBound().optional(),
    endTime: dateBound().optional(),
    /** The uploader (not shown in the spec; the material library filters by it). */
    userId: id().optional(),
    /** Open to the brand (1) or not (0), as `batch/setOpen` set it (not shown; the cloud covers filter by it). */
    isOpen: flag().optional(),
  }),
  '/cgp/web/media/material/detail': z.object({ id: id(), isQuery: flag().optional() }),
  /** JSON body. */
  '/cgp/web/media/material/save': materialBody(),
  /** JSON body. */
  '/cgp/web/media/material/batchSave': z.object({ materials: array(materialBody()).min(1) }),
  /** JSON body (batch number flow). */
  '/cgp/web/media/material/batch/save': z.object({
    batchNumber: text().min(1),
    materials: array(materialBody()).min(1),
  }),
  '/cgp/web/media/material/batch/delete': z.object({ ids: list(id()) }),
  '/cgp/web/media/material/batch/number': empty(),
  /** Multipart. */
  '/cgp/web/media/material/batch/upload': z.object({
    files: list(file(), LIMITS.files),
    batchNumber: text().optional(),
    folderId: id().optional(),
  }),
  '/cgp/web/media/material/batch/setOpen': z.object({ ids: list(id()), isOpen: flag() }),
  /** `expireTime` is `YYYY-MM-DD HH:mm:ss`; the server answers 请选择时间 when it is empty. */
  '/cgp/web/media/material/batch/setExpire': z.object({
    expireTime: z.union([dateTime(), z.literal('')]),
    ids: list(id()),
  }),
  '/cgp/web/media/material/use': z.object({ id: id() }),
  '/cgp/web/media/material/use/log/list': z.object({ id: id(), ...page() }),
  /** A text material (type 4). */
  '/cgp/web/media/material/upload/content': z.object({
    name: text().trim().min(1),
    content: text(LIMITS.content).min(1),
    folderId: id().optional(),
  }),
  '/cgp/web/media/material/file/delete': z.object({ ids: list(id()) }),
  '/cgp/web/media/material/tag/group/add': z.object({ groupName: text().trim().min(1) }),
  '/cgp/web/media/material/tag/delete': z.object({ id: id() }),
  '/cgp/web/media/material/tag/relate/operator': z.object(tagRelation()),
  /** JSON body. */
  '/cgp/web/media/material/tag/relate/batch/operator': z.object({
    relations: array(z.object({ materialId: id(), tagIds: array(id()) })).min(1),
    operatorType: code([1, 2]),
  }),
  /** Also the task centre's tag listing (spec: `{isCreate 0, name, source, tagType 1}` → `data.tags`). */
  '/cgp/web/media/material/tag/list': z.object({
    isCreate: flag().optional(),
    name: text().optional(),
    source: int().optional(),
    tagType: int().optional(),
  }),
  '/cgp/web/media/material/tag/updateMaterialTagDesc': z.object({ id: id(), description: text().max(200) }),
  '/cgp/web/media/material/short/updateUploadSpecificType': z.object({ id: id(), specificType: code([2, 3, 4]) }),
  '/cgp/web/media/userMedia/setUserRelation': z.object({
    isAppend: flag(),
    /** An empty form list sends nothing: optional, so the server can answer 请选择需要添加的成员. */
    userIds: list(id()).optional(),
    mediaIds: list(id()),
    isMaterial: flag(),
  }),
  /** JSON body: import finished products into the material library. */
  '/cgp/web/media/userMedia/importProductMaterial': z.object({
    creationIds: array(id()).min(1),
    folderId: id().optional(),
  }),
  '/cgp/web/oss/ali/getSts': empty(),
  '/cgp/web/markTagTask/createMarkTagTask': z.object({ materialIds: list(id()), tagIds: list(id()).optional() }),
  '/cgp/web/saveStatLog': z.object({
    type: int(),
    targetId: id().optional(),
    remark: text(LIMITS.description).optional(),
  }),
  '/cgp/web/clues/filterTagOperate': z.object({ tagName: text().trim().min(1), operateType: code([1, 2]) }),
  '/cgp/web/clues/delFilterTag': z.object({ id: id() }),
} satisfies Record<string, z.ZodType>;
