import type { Migration } from '../database';

/**
 * Members' short-video quotas (issue 21, `updateUserSumvideoConfig`): how many short videos a
 * member of a brand may produce per quota period (a calendar month in UTC+8); 0 or no row is no
 * limit. The quota is the membership's, so it goes when the member leaves the brand. What a member
 * has produced is counted from the stored operations (`db/videoQuotas.ts`), by brand, member and
 * time, which the new index serves.
 */
export const videoQuotas: Migration = {
  version: 10,
  name: 'video_quotas',
  sql: `
CREATE TABLE video_quotas (
  brand_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  limit_num INTEGER NOT NULL CHECK (limit_num >= 0),
  updated_at TEXT NOT NULL,
  updated_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  PRIMARY KEY (brand_id, user_id),
  FOREIGN KEY (user_id, brand_id) REFERENCES user_brands(user_id, brand_id) ON DELETE CASCADE
);
CREATE INDEX material_operations_user ON material_operations(brand_id, user_id, created_at);
`,
};
