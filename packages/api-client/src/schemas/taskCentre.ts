import { z } from 'zod';
import { array, dateBound, page, text } from './fields';

/** Requests of the task-centre lists (spec section 7, "Task centre lists"). */
export const taskCentreRequests = {
  '/cgp/web/markTagTask/listMarkTagTask': z.object({
    ...page(),
    startTime: dateBound().optional(),
    endTime: dateBound().optional(),
    tagName: text().optional(),
  }),
  /**
   * JSON body. `orderSetting` is not shown by the spec beyond "descending by creation time":
   * the reference server takes MyBatis-Plus order items, e.g. `[{column: 'gmt_create', asc: false}]`.
   */
  '/cgp/web/creation/caption/listCreationCaptionTask': z.object({
    ...page(),
    createMinTime: dateBound().optional(),
    createMaxTime: dateBound().optional(),
    orderSetting: array(z.object({ column: text().min(1), asc: z.boolean() })).optional(),
  }),
} satisfies Record<string, z.ZodType>;
