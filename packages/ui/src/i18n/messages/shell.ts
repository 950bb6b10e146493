/** UI strings for the shell (AppShell, Header, SideMenu, Breadcrumbs, keep-alive outlet, loading bar, splash). Keys are prefixed by component; both languages must have every key. */
export const shellZhCN = {
  'breadcrumbs.label': '面包屑',
} as const;

export const shellEn: Record<keyof typeof shellZhCN, string> = {
  'breadcrumbs.label': 'Breadcrumb',
};
