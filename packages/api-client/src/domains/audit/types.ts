/** A member who can audit. Not shown (reference server). */
export interface AuditUser {
  userId: number;
  userBrandName: string;
  userPhoto: string | null;
  deptName: string | null;
}

/** An audit node with its auditors. Not shown (reference server). */
export interface AuditNode {
  nodeId: number;
  nodeName: string;
  users: AuditUser[];
}
