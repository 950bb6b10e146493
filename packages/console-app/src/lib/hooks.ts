import { useTranslate } from '@brand-console/ui';
import type { BrandUserInfo } from '@brand-console/api-client';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { appCatalogues } from './messages';
import { buildMenuModel, type MenuModel } from './router/menu';
import { derivePermissions, type Permissions } from './session/permissions';
import { sessionAtom, type SessionState } from './session/session';
import { useServices } from './services';

export function useSessionState(): SessionState {
  const { session } = useServices();
  return useAtomValue(sessionAtom, { store: session.store });
}

export function useAppTranslate() {
  return useTranslate(appCatalogues);
}

/** The menu model of the session's menu (empty until loaded). */
export function useMenuModel(): MenuModel {
  const { menu } = useSessionState();
  const { routes } = useServices();
  const t = useAppTranslate();
  return useMemo(() => buildMenuModel(menu ?? [], routes, (path) => routeTitle(path, t)), [menu, routes, t]);
}

/** Titles of the built-in pages, by registry key. */
const BUILT_IN_TITLES = { home: 'title.home', demo: 'title.demo', demo_crud: 'title.demoCrud' } as const;

const STATIC_WORDS: Record<string, [string, string]> = {
  detail: ['详情', 'Detail'],
  details: ['详情', 'Detail'],
  create_task: ['创建任务', 'Create task'],
  create: ['新建', 'Create'],
  edit_course: ['编辑课程', 'Edit course'],
  edit_class: ['编辑课时', 'Edit class'],
  course_detail: ['课程详情', 'Course detail'],
  edit_page: ['编辑页面', 'Edit page'],
  pageDecoration: ['页面装修', 'Page decoration'],
  import_record: ['导入记录', 'Import records'],
  recycle_bin: ['回收站', 'Recycle bin'],
  add_grouping: ['新建分组', 'Add group'],
  success: ['发布成功', 'Published'],
};

function routeTitle(path: string, t: ReturnType<typeof useAppTranslate>): string {
  if (path in BUILT_IN_TITLES) return t(BUILT_IN_TITLES[path as keyof typeof BUILT_IN_TITLES]);
  const last = path.split('/').at(-1) ?? path;
  const english = t('title.home') === 'Home';
  const words = STATIC_WORDS[last] ?? (/detail/i.test(last) ? STATIC_WORDS['detail'] : undefined);
  if (words) return english ? words[1] : words[0];
  return last.replace(/[_-]+/g, ' ');
}

/** What the user may do on this brand (spec section 6). */
export function usePermissions(): Permissions {
  const { brandInfo } = useSessionState();
  const model = useMenuModel();
  return useMemo(
    () => derivePermissions(brandInfo?.userIsAdminRole === undefined ? null : (brandInfo as BrandUserInfo), model),
    [brandInfo, model],
  );
}

/** The system name: the alternate brand and system version 2 have their own (spec sections 1, 6). */
export function useProductName(): string {
  const { env } = useServices();
  const t = useAppTranslate();
  if (env.systemVersion === 2) return t('product.cutShadow');
  if (isAlternateBrand()) return t('product.alternate');
  return t('product.default');
}

/** The alternate brand (matrix customer acquisition) is recognised by its host name (spec section 1). */
export function isAlternateBrand(hostname = globalThis.location?.hostname ?? ''): boolean {
  return /(^|\.)matrix[-.]/i.test(hostname) || hostname.startsWith('matrix');
}

/** The login page for this environment (spec section 2: version 2 has its own). */
export function useLoginPath() {
  const { env } = useServices();
  return env.systemVersion === 2 ? '/cutShadow_login' : '/login';
}
