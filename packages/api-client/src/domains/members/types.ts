import type { DateTimeText, Flag } from '../common';

/** A department a member belongs to. */
export interface MemberDept {
  deptId: number;
  deptName: string;
}

/** A role a member holds. */
export interface MemberRole {
  roleId: number;
  roleName: string;
  roleCode: string;
}

/** A member of the brand (a child account) as the member list shows it. Reference server. */
export interface BrandUser {
  userId: number;
  userBrandName: string;
  /** In full: administrators manage accounts by phone. */
  phone: string;
  departments: MemberDept[];
  roles: MemberRole[];
  isMain: Flag;
  /** 1 enabled, 0 disabled on this brand. */
  status: Flag;
  /** Present only when the brand shows employee ids (`isShowEmployeeId`); null when not set. */
  employeeId?: string | null;
  /** When the member joined the brand. */
  createdAt: DateTimeText;
  /** The member's last sign-in to this brand; null when never. */
  lastLoginTime: DateTimeText | null;
}

/** A sign-in platform identity of a member. */
export interface MemberIdentity {
  platform: 'feishu' | 'wecom' | 'hwork';
  identity: string;
}

/** One sign-in of a member to the brand. */
export interface MemberSignIn {
  /** How they signed in: `phone`, `password`, `feishu`, `wecom` or `hwork`. */
  loginType: string;
  time: DateTimeText;
}

/** A member's detail page. Reference server. */
export interface BrandUserDetail extends BrandUser {
  /** 1 while the member still has the initial password an administrator set. */
  isInitPwd: Flag;
  identities: MemberIdentity[];
  /** The last 10 sign-ins to this brand, newest first. */
  signIns: MemberSignIn[];
}

/** Answer of adding a member. */
export interface BrandUserAdded {
  userId: number;
  /**
   * The initial password of a newly created account, shown once; null when the phone already had
   * an account (it was added to the brand and keeps its own password).
   */
  initialPassword: string | null;
}

/** Answer of a password reset: the new initial password, shown once. */
export interface BrandUserPasswordReset {
  initialPassword: string;
}

/** A role of the brand in the role list. Reference server. */
export interface BrandRole extends MemberRole {
  isAdmin: boolean;
  /** Members of the brand holding the role. */
  memberCount: number;
}

/** Answer of adding a role. */
export interface RoleCreated {
  roleId: number;
}

/** A node of the whole menu tree, for granting menus to a role. */
export interface RoleMenuNode {
  scopeId: number;
  scopeName: string;
  scopeCode: string;
  scopeLevel: number;
  children: RoleMenuNode[];
}

/** The whole menu tree and what the role grants. */
export interface RoleMenus {
  menus: RoleMenuNode[];
  /** Ids of the menu entries the role grants (pages with their groups and modules). */
  menuIds: number[];
}
