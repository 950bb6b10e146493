import type { AccountMode, OrgSyncChangeKind, OrgSyncStatus } from '../../dictionaries/organisation';
import type { DateTimeText, Flag } from '../common';

/** Department tree node. Not shown in the spec (reference server). */
export interface DeptNode {
  deptId: number;
  deptName: string;
  parentId: number | null;
  /** Accounts allowed in the department (0 = unlimited). */
  accountLimitNum?: number;
  /** Depth in the tree, from 1 at the top (reference server). */
  level?: number;
  /** Members of the brand in the department itself (reference server). */
  memberCount?: number;
  children: DeptNode[];
}

/** Answer of `dept/addDept` (designed, issue 21). */
export interface DeptCreated {
  deptId: number;
}

/** Department level alias (spec section 3); defaults (`DEPT_LEVEL_ALIASES`): business unit, retail centre, region. */
export interface DeptLevelAlias {
  level: number;
  alias: string;
  /** False when the level reads the default name (the console shows the default in its own language). */
  custom: boolean;
}

/** Department group. Not shown in the spec (reference server). */
export interface DeptGroup {
  groupId: number;
  groupName: string;
  deptIds: number[];
  deptNames: string[];
}

/** Business entity switch (spec section 3: `isOpen`). */
export interface BusinessEntityState {
  isOpen: boolean;
}

/** Answer of `business/principalData`: on when either type is open, and each type's state (reference server). */
export interface BusinessEntitySettings extends BusinessEntityState {
  types: Array<{ type: 1 | 2; isOpen: boolean }>;
}

/** Business entity. Not shown in the spec (reference server). */
export interface BusinessEntity {
  id: number;
  name: string;
  /** 1 department entity, 2 group entity (reference server). */
  type: 1 | 2;
  /** Whether the entity's type is open on the brand. */
  isOpen: boolean;
  /** Departments (type 1) or department groups (type 2) bound, and member accounts bound (reference server). */
  bodyCount?: number;
  userCount?: number;
  createTime?: DateTimeText;
}

/** What a business entity's bindings can hold (`business/bindingChoices`, designed, issue 21): the brand's department groups and members. */
export interface BusinessBindingChoices {
  groups: Array<{ groupId: number; groupName: string }>;
  users: Array<{ userId: number; userName: string; phone: string }>;
}

/** What a business entity is bound to (`business/principalBindings`, designed, issue 21). */
export interface BusinessEntityBindings {
  id: number;
  type: 1 | 2;
  depts: Array<{ deptId: number; deptName: string }>;
  groups: Array<{ groupId: number; groupName: string }>;
  users: Array<{ userId: number; userName: string; phone: string }>;
}

/** Outsider (talent) configuration (spec section 3). */
export interface OutsiderConfig {
  outsiderState: Flag;
}

/** One person's change in an organisation sync (names as the directory has them). */
export interface OrgSyncChange {
  kind: OrgSyncChangeKind;
  name: string;
  /** A department path for added and moved people; the reason for skipped ones. */
  detail: string;
}

/** An organisation sync run: queued by `syncOrg`, applied by the server's job worker. */
export interface OrgSyncRun {
  id: number;
  status: OrgSyncStatus;
  /** Directory the run read (`ACCOUNT_MODES`). */
  source: AccountMode;
  createTime: DateTimeText;
  finishTime: DateTimeText | null;
  added: number;
  linked: number;
  moved: number;
  disabled: number;
  skipped: number;
  /** Departments the run created to hold directory people. */
  createdDepts: number;
  /** Each person's change, at most 500 (the counts are complete). */
  changes: OrgSyncChange[];
  /** Why a failed run failed. */
  reason: string | null;
}

/**
 * Organisation sync settings. Not shown in the spec (reference server): the brand's account mode
 * (`architectureMode`, see `accountModeOf`), auto-registration of directory people at single
 * sign-on, the role synced members get, whether employee ids show (`displayId`, the same setting
 * `isShowEmployeeId` reads) and the last sync.
 */
export interface OrgSyncInfo {
  architectureMode: number;
  autoRegisterStatus: Flag;
  defaultRoleId: number | null;
  displayId: Flag;
  lastSyncTime: DateTimeText | null;
  /** People in the brand's directory (0 for WeChat, which has none). */
  directorySize: number;
  lastSync: OrgSyncRun | null;
}
