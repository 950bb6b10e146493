/** UI strings for upload drop zone and dialog, formatting helpers. Keys are prefixed by component; both languages must have every key. */
export const uploadZhCN = {} as const;

export const uploadEn: Record<keyof typeof uploadZhCN, string> = {};
