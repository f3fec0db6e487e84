import { MenuType } from '@app/contracts/constants';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { GENERATED_PAGES } from '../features/generated/index.ts';
import type { TMenuRoute } from './menu-routes.ts';

type TPage = LazyExoticComponent<ComponentType>;

/**
 * Screens by menu urlAddress, each loaded on its first visit. A feature adds its page here, e.g.
 * `'permission/user': definePage(() => import('../features/users/pages/user-list-page.tsx').then((m) => ({ default: m.UserListPage })))`.
 * Generic screens of the model, dictionary and report menu types go under `type:3`, `type:4`, `type:5`.
 * Every urlAddress not listed shows the "not available in this version" page.
 */
export const PAGE_REGISTRY: Readonly<Record<string, TPage | undefined>> = {
  ...GENERATED_PAGES,
  'systemData/dictionary': definePage(() =>
    import('../features/dictionary/pages/dictionary-page.tsx').then((m) => ({ default: m.DictionaryPage })),
  ),
  'type:3': definePage(() =>
    import('../features/visualdev/runtime/online-dev-page.tsx').then((m) => ({ default: m.OnlineDevPage })),
  ),
  'type:4': definePage(() =>
    import('../features/dictionary/pages/dynamic-dictionary-page.tsx').then((m) => ({
      default: m.DynamicDictionaryPage,
    })),
  ),
  'system/area': definePage(() =>
    import('../features/area/pages/area-page.tsx').then((m) => ({ default: m.AreaPage })),
  ),
  'systemData/dataInterface': definePage(() =>
    import('../features/data-interface/pages/data-interface-page.tsx').then((m) => ({
      default: m.DataInterfacePage,
    })),
  ),
  'system/billRule': definePage(() =>
    import('../features/bill-rule/pages/bill-rule-page.tsx').then((m) => ({ default: m.BillRulePage })),
  ),
  'system/notice': definePage(() =>
    import('../features/notice/pages/notice-page.tsx').then((m) => ({ default: m.NoticePage })),
  ),
  'permission/organize': definePage(() =>
    import('../features/organize/pages/organize-list-page.tsx').then((m) => ({
      default: m.OrganizeListPage,
    })),
  ),
  'permission/department': definePage(() =>
    import('../features/organize/pages/department-list-page.tsx').then((m) => ({
      default: m.DepartmentListPage,
    })),
  ),
  'permission/position': definePage(() =>
    import('../features/position/pages/position-list-page.tsx').then((m) => ({
      default: m.PositionListPage,
    })),
  ),
  'permission/user': definePage(() =>
    import('../features/user/pages/user-list-page.tsx').then((m) => ({ default: m.UserListPage })),
  ),
  'permission/role': definePage(() =>
    import('../features/role/pages/role-list-page.tsx').then((m) => ({ default: m.RoleListPage })),
  ),
  'permission/authorize': definePage(() =>
    import('../features/authorize/pages/authorize-page.tsx').then((m) => ({ default: m.AuthorizePage })),
  ),
  'permission/userOnline': definePage(() =>
    import('../features/user-online/pages/user-online-page.tsx').then((m) => ({ default: m.UserOnlinePage })),
  ),
  'system/menu': definePage(() =>
    import('../features/menu/pages/menu-list-page.tsx').then((m) => ({ default: m.MenuListPage })),
  ),
  'system/feedback': definePage(() =>
    import('../features/feedback/pages/feedback-page.tsx').then((m) => ({ default: m.FeedbackPage })),
  ),
  'system/log': definePage(() =>
    import('../features/log/pages/log-page.tsx').then((m) => ({ default: m.LogPage })),
  ),
  'onlineDev/dataReport': definePage(() =>
    import('../features/report/pages/report-list-page.tsx').then((m) => ({ default: m.ReportListPage })),
  ),
  'type:5': definePage(() =>
    import('../features/report/pages/report-run-page.tsx').then((m) => ({ default: m.ReportRunPage })),
  ),
  'onlineDev/webDesign': definePage(() =>
    import('../features/visualdev/pages/web-design-page.tsx').then((m) => ({ default: m.WebDesignPage })),
  ),
  'onlineDev/visualPortal': definePage(() =>
    import('../features/portal/pages/portal-list-page.tsx').then((m) => ({ default: m.PortalListPage })),
  ),
  'generator/webForm': definePage(() =>
    import('../features/visualdev/pages/web-design-page.tsx').then((m) => ({ default: m.WebFormPage })),
  ),
  'generator/flowForm': definePage(() =>
    import('../features/visualdev/pages/web-design-page.tsx').then((m) => ({ default: m.FlowFormPage })),
  ),
  'workFlow/flowEngine': definePage(() =>
    import('../features/workflow/pages/flow-engine-page.tsx').then((m) => ({ default: m.FlowEnginePage })),
  ),
  'workFlow/flowLaunch': definePage(() =>
    import('../features/workflow/lists/launched-page.tsx').then((m) => ({ default: m.LaunchedPage })),
  ),
  'workFlow/flowTodo': definePage(() =>
    import('../features/workflow/lists/flow-list-page.tsx').then((m) => ({ default: m.FlowTodoPage })),
  ),
  'workFlow/flowDone': definePage(() =>
    import('../features/workflow/lists/flow-list-page.tsx').then((m) => ({ default: m.FlowDonePage })),
  ),
  'workFlow/flowCirculate': definePage(() =>
    import('../features/workflow/lists/flow-list-page.tsx').then((m) => ({ default: m.FlowCirculatePage })),
  ),
  'workFlow/entrust': definePage(() =>
    import('../features/workflow/entrust/entrust-page.tsx').then((m) => ({ default: m.EntrustPage })),
  ),
  'workFlow/flowMonitor': definePage(() =>
    import('../features/workflow/monitor/monitor-page.tsx').then((m) => ({ default: m.MonitorPage })),
  ),
  'system/sysConfig': definePage(() =>
    import('../features/sys-config/pages/sys-config-page.tsx').then((m) => ({ default: m.SysConfigPage })),
  ),
};

/** A registry entry: the screen a module loader provides, loaded on its first render. */
export function definePage(load: () => Promise<{ default: ComponentType }>): TPage {
  return lazy(load);
}

/** The registry key of a menu route: its urlAddress, or `type:N` for the generic model screens. */
export function pageKeyOf(route: TMenuRoute): string {
  const isModel =
    route.type === MenuType.model || route.type === MenuType.dictionary || route.type === MenuType.report;
  if (isModel) return `type:${route.type}`;
  return route.type === MenuType.page ? route.urlAddress.replace(/^\/+|\/+$/g, '') : '';
}
