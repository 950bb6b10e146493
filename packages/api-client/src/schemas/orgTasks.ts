import { z } from 'zod';
import { code, dateBound, id, LIMITS, list, page, text } from './fields';

const taskBody = () => ({
  /** 1 video, 2 live, 3 collecting, 5 study, 6 image-text (spec section 2). */
  taskType: code([1, 2, 3, 5, 6]),
  taskName: text().trim().min(1),
  startTime: dateBound(),
  endTime: dateBound(),
  description: text(LIMITS.description).optional(),
  deptIds: list(id()).optional(),
  /** Type-specific settings, kept opaque by the client. */
  config: z.record(z.string(), z.unknown()).optional(),
});

/** Requests of organisation tasks; payloads not shown (reference server). */
export const orgTasksRequests = {
  '/mission/org/task/exportV2': z.object({ taskId: id(), columns: list(text()).optional() }),
  '/mission/org/task/data': z.object({ taskId: id(), ...page() }),
  '/mission/org/task/export/column': z.object({ taskId: id().optional() }),
  '/mission/miniApp/task/getTaskCenter': z.object({ userId: id().optional() }),
  /** Self-handled; JSON (spec section 8, "task create/update"; path not named by the spec). */
  '/mission/task/createTask': z.object(taskBody()),
  '/mission/task/updateTask': z.object({ taskId: id(), ...taskBody() }),
} satisfies Record<string, z.ZodType>;
