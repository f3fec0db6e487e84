import { PAGE_BUTTONS, PAGE_CODES, type TButtonCode, type TPageCode } from './menus.ts';
import type { TFileKind } from './files.ts';

/**
 * A permission a route declares:
 * - a page enCode (`permission.user`): the page is granted (menu/module grant);
 * - `page:button` (`permission.user:btn_add`): the page's button is granted.
 * The super administrator holds every permission. A route open to any signed-in user acting on their own data
 * (profile, sign-out, inbox) declares `signedIn`, not a code.
 */
export type TPermission = TPageCode | `${TPageCode}:${TButtonCode}`;

/** Every permission code in the catalogue. */
export const PERMISSIONS: readonly TPermission[] = [
  ...PAGE_CODES,
  ...PAGE_CODES.flatMap((p) => PAGE_BUTTONS[p].map((b) => `${p}:${b}` as const)),
];

const known = new Set<string>(PERMISSIONS);

/** True when `code` is in the catalogue (the server refuses to start on an unknown code). */
export function isKnownPermission(code: string): code is TPermission {
  return known.has(code);
}

/** Builds a button permission code. */
export function buttonPermission(page: TPageCode, button: TButtonCode): TPermission {
  return `${page}:${button}`;
}

/** True when a holder of `codes` (null = super admin) has `permission`. */
export function hasPermission(codes: ReadonlySet<string> | null, permission: TPermission): boolean {
  return codes === null || codes.has(permission);
}

/** A permission a grant gives (every code of the catalogue). */
export type TGrantedPermission = TPermission;

/** Permission codes any one of which admits (a shared selector several pages call). */
export type TAnyOf = readonly [TGrantedPermission, ...TGrantedPermission[]];

/** The page a permission code belongs to (`permission.user:btn_edit` → `permission.user`). */
export function pageOfPermission(code: TGrantedPermission): TPageCode {
  return code.split(':')[0] as TPageCode;
}

/**
 * Why a caller may use a shared selector, directory or number draw: the pages whose screens call it (any one
 * suffices, and the answer follows the caller's data scope on those pages). A screen that starts calling one adds
 * its page here. Besides these, the server admits the holder of a runtime-model menu whose published form has a field
 * that calls the selector (an address field the areas, a user picker the user tree…), inside their scope on that menu.
 */
export const SELECTOR_USES = {
  /** users/list/all, users/ops: the authorise screen's object picker. */
  userOptions: ['permission.user', 'permission.authorize'],
  /** position/list/all, position/ops: the user form, the authorise object picker. */
  positionOptions: ['permission.position', 'permission.user', 'permission.authorize'],
  /** role/ops: the user form, the authorise object picker, the flow designer's picks, the portal grant dialog. */
  roleOptions: [
    'permission.role',
    'permission.user',
    'permission.authorize',
    'workFlow.flowEngine',
    'onlineDev.visualPortal',
  ],
  /** tree/user: managers (user and department forms), members of roles and positions, notice recipients, workflow pickers. */
  userTree: [
    'permission.user',
    'permission.department',
    'permission.role',
    'permission.position',
    'permission.authorize',
    'system.notice',
    'workFlow.flowEngine',
    // The task detail's transfer, add-sign, CC and assign pickers and the approver dialog.
    'workFlow.flowTodo',
    'workFlow.flowLaunch',
    'workFlow.flowMonitor',
  ],
  /** tree/department: the user and position lists and forms, notice recipients. */
  departmentTree: ['permission.department', 'permission.user', 'permission.position', 'system.notice'],
  /** tree/company: the departments list. */
  companyTree: ['permission.organize', 'permission.department'],
  /** tree/position: the positions screen, the flow designer's launcher and approver picks. */
  positionTree: ['permission.position', 'workFlow.flowEngine'],
  /** organize/ops, organize/tree: the company form's parent. */
  companyOptions: ['permission.organize'],
  /** organize/department/ops: the department form's parent. */
  departmentOptions: ['permission.department'],
  /** dictionary type/ops, data/all, data/ops: the dictionary screens. */
  dictionaries: ['systemData.dictionary'],
  /** dictionary data/data/ops/{type}: PositionType, RoleType and the interface categories. */
  dictionaryOptions: [
    'systemData.dictionary',
    'permission.position',
    'permission.role',
    'systemData.dataInterface',
  ],
  /** bill/rule/ops. */
  billRuleOptions: ['system.billRule'],
  /** bill/rule/getNumber: the bill rules list's 获取单号 action. */
  billNumber: ['system.billRule:btn_detail'],
  /** area/list, area/ops: the areas screen and its address cascader. */
  areaOptions: ['system.area'],
  /** data/interface/ops: the data-interface screen, the portal designer's cards, the report designer's source. */
  dataInterfaceOptions: ['systemData.dataInterface', 'onlineDev.visualPortal', 'onlineDev.dataReport'],
} as const satisfies Record<string, TAnyOf>;

/**
 * Who may download a stored file besides its uploader (files are not linked to records yet): holders of a page
 * whose screens attach files of that kind. The super administrator may download any.
 */
export const FILE_KIND_USES: Readonly<Record<TFileKind, readonly TPermission[]>> = {
  annex: [],
  annexpic: [],
  image: [],
  IM: [],
  userAvatar: ['permission.user'],
  workFlow: [],
};

/** True when a holder of `codes` (null = super admin) has at least one of `permissions`. */
export function hasAnyPermission(
  codes: ReadonlySet<string> | null,
  permissions: readonly TPermission[],
): boolean {
  return permissions.some((p) => hasPermission(codes, p));
}
