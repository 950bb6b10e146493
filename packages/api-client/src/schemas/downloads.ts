import { z } from 'zod';
import { code, dateBound, flag, id, page, text } from './fields';

/** Names of the xlsx templates served under `/v1/system/download/template/{fileName}.xlsx`. */
export const DOWNLOAD_TEMPLATE_NAMES = ['videoTitleImitationTemplate', 'imageNoteImitationTemplate'] as const;

/** Requests of the downloads domain (`/v1/system/download/...`). */
export const downloadsRequests = {
  '/v1/system/download/listDownloadTaskV2': z.object({
    ...page(),
    fileName: text().optional(),
    startTime: dateBound().optional(),
    endTime: dateBound().optional(),
    /** Admins choose 0 (all members) or 1 (own records, the default). */
    onlyShowSelfData: flag().optional(),
  }),
  /** Cancelling an in-progress task sets status 4 (spec section 4). */
  '/v1/system/download/updateDownloadTask': z.object({ taskId: id(), status: code([0, 1, 2, 3, 4, 5]) }),
  /** GET, binary. `fileName` fills the path. */
  '/v1/system/download/template/{fileName}.xlsx': z.object({ fileName: z.enum(DOWNLOAD_TEMPLATE_NAMES) }),
} satisfies Record<string, z.ZodType>;
