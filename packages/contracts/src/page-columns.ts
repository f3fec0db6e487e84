import { z } from 'zod';
import type { TPageCode } from './menus.ts';

/** A list column declared as a permission item of a page (BASE_MODULECOLUMN): its code and label. */
export interface TPageColumn {
  /** The column's code: the JNPF 3.1 client's `jnpf.hasP(enCode)` argument. */
  readonly enCode: string;
  /** The label shown where administrators grant it. */
  readonly fullName: string;
}

/** Labels of the column codes (the same code means the same thing on every page). */
const LABELS: Readonly<Record<string, string>> = {
  fullName: '名称',
  enCode: '编码',
  description: '说明',
  creatorTime: '创建时间',
  sortCode: '排序',
  enabledMark: '状态',
  manager: '主管',
  type: '类型',
  department: '所属部门',
  account: '账号',
  realName: '姓名',
  gender: '性别',
  mobilePhone: '手机',
  position: '岗位',
  userName: '用户名',
  loginIPAddress: '登录IP',
  loginTime: '登录时间',
  loginPlatForm: '登录设备',
  urlAddress: '地址',
  outputNumber: '当前流水号',
  digit: '流水位数',
  startNumber: '流水起始',
  title: '标题',
  creatorUser: '创建人',
  lastModifyTime: '修改时间',
  ipaddress: 'IP地址',
  platForm: '设备',
  requestURL: '请求地址',
  requestMethod: '请求方式',
  requestDuration: '请求耗时',
  moduleName: '模块名称',
  json: '操作内容',
  dataType: '数据类型',
};

/**
 * The column codes of every seeded list page, exactly as the JNPF 3.1 client asks for them (issue 14). The seed
 * declares them in each page's column list; `permissionList[].column` carries the granted ones, the server strips
 * the fields of the withheld ones (when the page's column permissions are switched on) and our web gates on them.
 */
const CODES = {
  'permission.organize': 'fullName enCode description creatorTime sortCode',
  'permission.department': 'fullName enCode manager description creatorTime sortCode',
  'permission.position': 'fullName enCode type department description creatorTime sortCode',
  'permission.user': 'account realName gender mobilePhone department position sortCode enabledMark',
  'permission.role': 'fullName enCode description creatorTime sortCode enabledMark',
  'permission.userOnline': 'userName loginIPAddress loginTime loginPlatForm',
  'system.menu': 'fullName urlAddress type sortCode enabledMark',
  'system.area': 'fullName enCode sortCode enabledMark',
  'system.billRule': 'fullName enCode outputNumber digit startNumber enabledMark',
  'system.notice': 'title creatorUser lastModifyTime enabledMark',
  'system.log':
    'creatorTime userName ipaddress platForm requestURL requestMethod requestDuration moduleName json',
  'systemData.dictionary': 'fullName enCode sortCode enabledMark',
  'systemData.dataInterface': 'fullName enCode dataType creatorUser creatorTime sortCode enabledMark',
} as const satisfies Partial<Record<TPageCode, string>>;

/** A page that declares list columns. */
export type TColumnPage = keyof typeof CODES;

/** The declared list columns of each seeded list page, in the client's order. */
export const PAGE_COLUMNS = Object.fromEntries(
  Object.entries(CODES).map(([page, codes]) => [
    page,
    codes.split(' ').map((enCode): TPageColumn => ({ enCode, fullName: LABELS[enCode] ?? enCode })),
  ]),
) as unknown as Readonly<Record<TColumnPage, readonly TPageColumn[]>>;

/**
 * The answer fields a column code governs where they are not just the code itself (a name column also hides the
 * ids it names). A hidden column's fields are left out of list answers and exports, and cannot be searched or
 * sorted by.
 */
export const COLUMN_FIELDS: Readonly<
  Partial<Record<TColumnPage, Readonly<Record<string, readonly string[]>>>>
> = {
  'permission.user': { position: ['position', 'positionId'] },
  'permission.userOnline': {
    loginTime: ['loginTime', 'loginAt'],
    loginIPAddress: ['loginIPAddress', 'loginIPAddressName'],
  },
  'system.billRule': { outputNumber: ['outputNumber', 'thisNumber', 'example'] },
  'system.log': { ipaddress: ['ipaddress', 'ipAddress', 'ipAddressName'], json: ['json', 'abstracts'] },
};

/** The answer fields governed by one column code of a page. */
export function columnFields(page: TPageCode, code: string): readonly string[] {
  return COLUMN_FIELDS[page as TColumnPage]?.[code] ?? [code];
}

/** Every answer field governed by some declared column of a page (the fields a list answer may leave out). */
export function gatedFields(page: TColumnPage): string[] {
  return PAGE_COLUMNS[page].flatMap((c) => columnFields(page, c.enCode));
}

/**
 * A list item schema whose fields governed by the page's columns may be left out (the caller's hidden columns).
 * Typed as the item itself: the answer is built as full rows, then loses the hidden fields.
 */
export function withHiddenColumns<S extends z.ZodRawShape>(item: z.ZodObject<S>, page: TColumnPage) {
  return item.partial(hiddenMask(item, page)) as unknown as z.ZodObject<S>;
}

/** The mask of the item's fields a page's columns govern. */
function hiddenMask(item: z.ZodObject, page: TColumnPage): never {
  return Object.fromEntries(
    gatedFields(page)
      .filter((f) => f in item.shape)
      .map((f) => [f, true]),
  ) as never;
}

/**
 * `withHiddenColumns` for a tree answer (`ZTreeOf`): every node, children too, may leave out the governed fields.
 * Typed as the tree itself.
 */
export function withHiddenTreeColumns<T>(tree: z.ZodType<T>, page: TColumnPage): z.ZodType<T> {
  const item = (tree as unknown as z.ZodLazy<z.ZodObject>).unwrap();
  const node: z.ZodType = z.lazy(() =>
    item.partial(hiddenMask(item, page)).extend({ children: z.array(node).nullable() }),
  );
  return node as z.ZodType<T>;
}
