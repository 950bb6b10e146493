import type { Database } from '../db/database';
import type { Auth } from '../http/context';

/** True when the user has an admin role on the session's brand (role flag or role code `admin`). */
export function isAdmin(db: Database, auth: Auth): boolean {
  return !!db
    .prepare(
      `SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
       WHERE ur.user_id = ? AND ur.brand_id = ? AND (r.is_admin = 1 OR r.role_code = 'admin')`,
    )
    .get(auth.userId, auth.brandId);
}
