import type { RouteTable } from '../../http/routes';
import { accountRoutes } from './accounts';
import { mcnRoutes } from './mcn';
import { miniProgramRoutes } from './miniProgram';

/**
 * The platforms domain (ADR 0023): the four platforms' accounts and clue authorisation
 * (`accounts.ts`), the KOC mini-programme through WeChat's third-party platform (`miniProgram.ts`),
 * MCN institutions and their Douyin accounts (`mcn.ts`).
 */
export const platformsRoutes: RouteTable = {
  ...accountRoutes,
  ...miniProgramRoutes,
  ...mcnRoutes,
};
