import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RoutePage } from './menu';

/** What every page of the registry receives. */
export interface PageProps {
  page: RoutePage;
}

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * Component keys (`scopeFileUrl` of the menu, or `<module>/<path>` of a static route) to lazily
 * loaded pages: each is its own chunk, loaded the first time the page opens. A key missing here
 * shows the "not available" page (see `PageHost`).
 */
export const pageRegistry: Readonly<Record<string, LazyPage>> = {
  home: lazy(() => import('../pages/HomePage').then((m) => ({ default: m.HomePage }))),
  client_download: lazy(() => import('../pages/ClientDownloadPage').then((m) => ({ default: m.ClientDownloadPage }))),
  material_library: lazy(() =>
    import('../pages/MaterialLibraryPage').then((m) => ({ default: m.MaterialLibraryPage })),
  ),
  cover_management: lazy(() => import('../pages/CoverListPage').then((m) => ({ default: m.CoverListPage }))),
  cloud_cover_management: lazy(() => import('../pages/CoverListPage').then((m) => ({ default: m.CoverListPage }))),
  'sumwhy_video/cover_management/detail': lazy(() =>
    import('../pages/CoverEditorPage').then((m) => ({ default: m.CoverEditorPage })),
  ),
  'sumwhy_video/cloud_cover_management/detail': lazy(() =>
    import('../pages/CoverEditorPage').then((m) => ({ default: m.CoverEditorPage })),
  ),
  employee_analysis: lazy(() =>
    import('../pages/EmployeeAnalysisPage').then((m) => ({ default: m.EmployeeAnalysisPage })),
  ),
};

export const builtInPages = {
  home: lazy(() => import('../pages/HomePage').then((m) => ({ default: m.HomePage }))),
  demo: lazy(() => import('../pages/DemoPage').then((m) => ({ default: m.DemoPage }))),
  demo_crud: lazy(() => import('../pages/DemoCrudPage').then((m) => ({ default: m.DemoCrudPage }))),
} as const;
