import { z } from 'zod';
import { ZPaged } from '../envelope.ts';
import type { TButtonCode } from '../menus.ts';

/**
 * columnData: JNPF's list design (contract §5.3). The schema checks the keys the runtime and the list designer read
 * (search types, alignment, list type, buttons, page size, permission switches) and keeps every other key as it
 * came, so a JNPF 3.1 export round-trips.
 */

/** searchType of a search field: 1 exact, 2 fuzzy (contains), 3 range. */
export const SearchType = { exact: 1, fuzzy: 2, range: 3 } as const;

/** Head buttons a list design may show (btnsList values): add, export, import, batch delete, print. */
export const LIST_HEAD_BUTTONS = ['add', 'download', 'upload', 'batchRemove', 'print'] as const;
/** Row buttons a list design may show (columnBtnsList values). */
export const LIST_ROW_BUTTONS = ['edit', 'remove', 'detail'] as const;
/** The permission switches of a list design (contract §5.3). */
export const PERMISSION_SWITCHES = [
  'useColumnPermission',
  'useFormPermission',
  'useBtnPermission',
  'useDataPermission',
] as const;
export type TPermissionSwitch = (typeof PERMISSION_SWITCHES)[number];

/** The button code (base_module_button enCode) each head or row button needs. */
export const LIST_BUTTON_CODES = {
  add: 'btn_add',
  download: 'btn_download',
  upload: 'btn_upload',
  batchRemove: 'btn_batchRemove',
  // Printing the shown list is an export of it.
  print: 'btn_download',
  edit: 'btn_edit',
  remove: 'btn_remove',
  detail: 'btn_detail',
} as const satisfies Record<string, TButtonCode>;

const key = z.string().max(200);
const flag = z.boolean().optional();

/** One search field: a copy of the form field with its `searchType`. */
export const ZSearchItem = z.looseObject({
  /** The field key searched. */
  __vModel__: key.optional(),
  /** 1 exact, 2 fuzzy, 3 range. */
  searchType: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
});

/** One list column: the field key (`prop`), its title, width, alignment, sorting and pinning. */
export const ZColumnItem = z.looseObject({
  /** The field key shown. */
  prop: key.optional(),
  /** The column title (the field label by default). */
  label: z.string().max(200).optional(),
  /** left, center or right. */
  align: z.enum(['left', 'center', 'right']).optional(),
  /** Width in px (null or empty: automatic). */
  width: z.union([z.number().min(0).max(5000), z.string().max(20), z.null()]).optional(),
  /** Whether the header sorts the list on the server. */
  sortable: flag,
  /** Pinned to the left or the right edge (JNPF also writes false / "none" for not pinned). */
  fixed: z.union([z.enum(['left', 'right', 'none', '']), z.boolean(), z.null()]).optional(),
});

/** A head or row button: its value (add, edit…) and label. */
export const ZListButton = z.looseObject({
  value: z.string().max(50),
  label: z.string().max(100).optional(),
});

/** columnData (contract §5.3): the list design of a model. */
export const ZColumnData = z.looseObject({
  /** Search fields. */
  searchList: z.array(ZSearchItem).max(1000).optional(),
  /** Columns in their order. */
  columnList: z.array(ZColumnItem).max(1000).optional(),
  /** 1 plain, 2 tree on the left, 3 grouped. */
  type: z.number().int().min(1).max(3).optional(),
  /** The default sort field ('' = newest first) and direction. */
  defaultSidx: z.string().max(200).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  /** Paged (true) or every row. */
  hasPage: flag,
  /** Rows per page. */
  pageSize: z.number().int().min(1).max(10000).optional(),
  /** Type 3: the field grouping the rows. */
  groupField: z.string().max(200).optional(),
  /** Type 2: the tree's title and source: a dictionary type or a data interface. */
  treeTitle: z.string().max(100).optional(),
  treeDataSource: z.string().max(50).optional(),
  treeDictionary: z.string().max(200).optional(),
  /** Type 2, data interface: its id and the keys of value, label and children in its rows. */
  treePropsUrl: z.string().max(200).optional(),
  treePropsValue: z.string().max(100).optional(),
  treePropsLabel: z.string().max(100).optional(),
  treePropsChildren: z.string().max(100).optional(),
  /** Type 2: the field a tree node filters (exactly, by the node's id). */
  treeDbTableFieldRelation: z.string().max(200).optional(),
  btnsList: z.array(ZListButton).max(50).optional(),
  columnBtnsList: z.array(ZListButton).max(50).optional(),
  useColumnPermission: flag,
  useFormPermission: flag,
  useBtnPermission: flag,
  useDataPermission: flag,
});
export type TColumnData = z.infer<typeof ZColumnData>;

/** The button values of a design's btnsList / columnBtnsList. */
export function listButtonValues(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((b: unknown) => {
    const value = b && typeof b === 'object' ? (b as { value?: unknown }).value : undefined;
    return typeof value === 'string' ? [value] : [];
  });
}

/** The List answer of the runtime (contract §5.4): raw rows, and the names their ids stand for by `<kind>:<id>`. */
export const ZOnlineListPage = ZPaged(z.record(z.string(), z.unknown())).extend({
  /** Names of the organisations, positions, users, dictionary entries and areas the rows name. */
  names: z.record(z.string(), z.string()).optional(),
});
export type TOnlineListPage = z.infer<typeof ZOnlineListPage>;

/** A node of a tree list's left tree (type 2): the value a click filters by, its label and children. */
export interface TListTreeNode {
  id: string;
  fullName: string;
  children?: TListTreeNode[];
}
/** A node of the left tree (recursive). */
export const ZListTreeNode: z.ZodType<TListTreeNode> = z.lazy(() =>
  z.object({ id: z.string(), fullName: z.string(), children: z.array(ZListTreeNode).optional() }),
);
