import type { Catalogues } from '../translate';
import { commonEn, commonZhCN, type CommonMessageKey } from './common';
/** UI strings for sign-in and account pieces (login forms, brand choice, forgot password, SSO, tip/404/choose-system/loading pages, password prompt, personal info, announcements, client download). Keys are prefixed by component; both languages must have every key. */
export const accountZhCN = {} as const;

export const accountEn: Record<keyof typeof accountZhCN, string> = {};

/** This area's strings with the shared ones: what its components translate with. */
export const accountCatalogues: Catalogues<keyof typeof accountZhCN | CommonMessageKey> = {
  'zh-CN': { ...commonZhCN, ...accountZhCN },
  en: { ...commonEn, ...accountEn },
};
