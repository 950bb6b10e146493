/**
 * Bounds of 矩阵账号's groups (issue 24, ADR 0036), the same in the console's forms and the server's
 * checks: a group's name, the groups of a brand, the accounts one call moves.
 */
export const MATRIX_LIMITS = {
  /** Characters of a group's name. */
  groupName: 20,
  /** Groups of one brand. */
  groups: 100,
  /** Accounts moved (or chosen for a group) by one call. */
  accounts: 200,
  /** Page size of the account list. */
  pageSize: 100,
  /** Characters of the account list's keyword. */
  keyword: 50,
} as const;
