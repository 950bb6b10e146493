/** UI strings for sign-in and account pieces (login forms, brand choice, forgot password, SSO, tip/404/choose-system/loading pages, password prompt, personal info, announcements, client download). Keys are prefixed by component; both languages must have every key. */
export const accountZhCN = {} as const;

export const accountEn: Record<keyof typeof accountZhCN, string> = {};
