import type { BrandUser, MemberStatus } from '@brand-console/api-client';

/** The member detail route (spec section 2: `/system_manage/user_detail?id=`). */
export const MEMBER_DETAIL_PATH = '/system_manage/user_detail';

/** How a member's status is coloured in lists and the detail. */
export const MEMBER_STATUS_TONES: Record<MemberStatus, string> = { 1: 'success', 0: 'neutral' };

/** What a dialog of the member pages works on. */
export type MemberDialog = { kind: 'add' } | { kind: 'edit' | 'departments' | 'status' | 'reset'; member: BrandUser };
