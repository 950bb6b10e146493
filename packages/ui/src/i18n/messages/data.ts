/** UI strings for data display: DataTable, Pagination, tags, status, progress, overlays. Keys are prefixed by component; both languages must have every key. */
export const dataZhCN = {} as const;

export const dataEn: Record<keyof typeof dataZhCN, string> = {};
