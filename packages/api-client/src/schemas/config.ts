import { type z } from 'zod';
import { empty } from './fields';

/** Requests of the config domain. */
export const configRequests = {
  '/v1/system/config/getSumvideoClientDownloadUrl': empty(),
  '/mission/common/isShowEmployeeId': empty(),
  '/mission/common/getSupportedPublishWays': empty(),
} satisfies Record<string, z.ZodType>;
