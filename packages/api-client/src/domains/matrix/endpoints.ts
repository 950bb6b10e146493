import { binaryEndpoint, endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type { MatrixAccount, MatrixGroup } from './types';

/**
 * 矩阵账号 (matrix_manage; designed, issue 24, ADR 0036): the brand's authorised accounts on the four
 * platforms with their groups and figures. The two lists are also read by 批量发布 and 扫码发布 (their
 * select-account dialogs); the group writes need 矩阵账号.
 */
export const matrixEndpoints = {
  /** `groupId` 0: the accounts in no group. */
  '/v1/matrix/account/list': endpoint<PageResult<MatrixAccount>>(),
  /** The filtered accounts as an xlsx (tracking 204), also kept in the task centre. */
  '/v1/matrix/account/export': binaryEndpoint(),
  /** Every group of the brand, by name, with its account count. */
  '/v1/matrix/group/list': endpoint<MatrixGroup[]>(),
  /** Creates a group (no `id`) or renames one; `accountIds`, when sent, become exactly its accounts. */
  '/v1/matrix/group/save': endpoint<{ id: number }>({ encoding: 'json' }),
  /** Refused while the group still has accounts. */
  '/v1/matrix/group/delete': endpoint<Done>(),
  /** Moves accounts into a group, or (`groupId` 0) out of their groups. */
  '/v1/matrix/group/moveAccounts': endpoint<Done>({ encoding: 'json' }),
} satisfies EndpointMap;
