import type { TLanguage } from './text.ts';

/** Menu types (spec §2): 1 directory, 2 page, 3 model, 4 dictionary, 5 report, 6 screen, 7 link. */
export const MenuType = {
  directory: 1,
  page: 2,
  model: 3,
  dictionary: 4,
  report: 5,
  screen: 6,
  link: 7,
} as const;

/** Standard button codes every page carries (spec §6). */
export const BUTTON_CODES = [
  'btn_add',
  'btn_edit',
  'btn_remove',
  'btn_detail',
  'btn_download',
  'btn_upload',
  'btn_batchRemove',
] as const;
export type TButtonCode = (typeof BUTTON_CODES)[number];

/** Labels of the standard buttons. */
export const BUTTON_LABELS: Readonly<Record<TButtonCode, Readonly<Record<TLanguage, string>>>> = {
  btn_add: { zh: '新增', zhtw: '新增', en: 'Add' },
  btn_edit: { zh: '编辑', zhtw: '編輯', en: 'Edit' },
  btn_remove: { zh: '删除', zhtw: '刪除', en: 'Delete' },
  btn_detail: { zh: '详情', zhtw: '詳情', en: 'Detail' },
  btn_download: { zh: '导出', zhtw: '匯出', en: 'Export' },
  btn_upload: { zh: '导入', zhtw: '匯入', en: 'Import' },
  btn_batchRemove: { zh: '批量删除', zhtw: '批量刪除', en: 'Batch delete' },
};

/** A directory of the seeded menu tree with its pages. */
export interface TMenuDirectorySeed {
  /** enCode of the directory (also its route segment). */
  readonly enCode: string;
  /** Icon-font class of the JNPF client (`icon-ym …`, menu-icons.ts lists them). */
  readonly icon: string;
  /**
   * Pages under it: enCode suffix, icon, whether its data is organisation-bound (data permissions), and the
   * buttons it has when not every standard one (a read-only page offers no 新增, 导入 or 批量删除 to authorise).
   */
  readonly pages: readonly {
    readonly code: string;
    readonly icon: string;
    readonly scoped?: boolean;
    readonly buttons?: readonly TButtonCode[];
  }[];
}

/**
 * The menu tree seeded for the areas of spec §1 (contract §8): directories and pages. Labels come from
 * ROUTE_LABELS by enCode. Pages of later issues appear here from the start; the web shows a clear
 * "not available in this version" page for an urlAddress it has no screen for yet.
 */
export const MENU_SEED = [
  {
    enCode: 'permission',
    icon: 'icon-ym icon-ym-permission',
    pages: [
      { code: 'organize', scoped: true, icon: 'icon-ym icon-ym-tree-organization3' },
      { code: 'department', scoped: true, icon: 'icon-ym icon-ym-tree-department1' },
      { code: 'position', scoped: true, icon: 'icon-ym icon-ym-tree-position1' },
      { code: 'user', scoped: true, icon: 'icon-ym icon-ym-user' },
      { code: 'role', icon: 'icon-ym icon-ym-role' },
      { code: 'authorize', icon: 'icon-ym icon-ym-authorize' },
      // Read-only list; 删除 forces a user offline.
      { code: 'userOnline', icon: 'icon-ym icon-ym-online', buttons: ['btn_remove'] },
    ],
  },
  {
    enCode: 'system',
    icon: 'icon-ym icon-ym-system',
    pages: [
      { code: 'menu', icon: 'icon-ym icon-ym-sysMenu' },
      { code: 'area', icon: 'icon-ym icon-ym-sysArea' },
      { code: 'billRule', icon: 'icon-ym icon-ym-sysBillRule' },
      { code: 'notice', icon: 'icon-ym icon-ym-sysNotice' },
      // What users send from 意见反馈; 编辑 marks a piece handled.
      { code: 'feedback', icon: 'icon-ym icon-ym-feedback', buttons: ['btn_edit'] },
      // Read-only list; 删除 removes chosen rows.
      { code: 'log', icon: 'icon-ym icon-ym-sysLog', buttons: ['btn_remove'] },
      { code: 'sysConfig', icon: 'icon-ym icon-ym-sysConfig' },
    ],
  },
  {
    enCode: 'systemData',
    icon: 'icon-ym icon-ym-systemData',
    pages: [
      { code: 'dictionary', icon: 'icon-ym icon-ym-sysDictionary' },
      { code: 'dataInterface', icon: 'icon-ym icon-ym-dataInterface' },
    ],
  },
  {
    enCode: 'onlineDev',
    icon: 'icon-ym icon-ym-onlineDev',
    pages: [
      { code: 'webDesign', icon: 'icon-ym icon-ym-webDesign' },
      { code: 'dataReport', icon: 'icon-ym icon-ym-reportDesign' },
      { code: 'visualPortal', icon: 'icon-ym icon-ym-portal' },
    ],
  },
  {
    enCode: 'generator',
    icon: 'icon-ym icon-ym-codeGeneration',
    pages: [
      { code: 'webForm', icon: 'icon-ym icon-ym-webForm' },
      { code: 'flowForm', icon: 'icon-ym icon-ym-flowForm' },
    ],
  },
  {
    enCode: 'workFlow',
    icon: 'icon-ym icon-ym-workFlow',
    pages: [
      { code: 'flowEngine', icon: 'icon-ym icon-ym-flowDesign' },
      { code: 'flowLaunch', icon: 'icon-ym icon-ym-flowLaunch' },
      { code: 'flowTodo', icon: 'icon-ym icon-ym-flowTodo' },
      { code: 'flowDone', icon: 'icon-ym icon-ym-flowDone' },
      { code: 'flowCirculate', icon: 'icon-ym icon-ym-flowCopy' },
      { code: 'entrust', icon: 'icon-ym icon-ym-flowEntrust' },
      { code: 'flowMonitor', icon: 'icon-ym icon-ym-flowMonitor' },
    ],
  },
] as const satisfies readonly TMenuDirectorySeed[];

type TSeed = (typeof MENU_SEED)[number];
type TPageOf<D> = D extends { enCode: infer E extends string; pages: readonly (infer P)[] }
  ? P extends { code: infer C extends string }
    ? `${E}.${C}`
    : never
  : never;

/** enCode of every seeded page, e.g. `permission.user`. */
export type TPageCode = TPageOf<TSeed>;

/** Every seeded page enCode. */
export const PAGE_CODES: readonly TPageCode[] = MENU_SEED.flatMap((d) =>
  d.pages.map((p) => `${d.enCode}.${p.code}` as TPageCode),
);

/** The buttons of each seeded page: its own list, else every standard button. */
export const PAGE_BUTTONS: Readonly<Record<TPageCode, readonly TButtonCode[]>> = Object.fromEntries(
  MENU_SEED.flatMap((d) =>
    d.pages.map((p: TMenuDirectorySeed['pages'][number]) => [
      `${d.enCode}.${p.code}`,
      p.buttons ?? BUTTON_CODES,
    ]),
  ),
) as Record<TPageCode, readonly TButtonCode[]>;
