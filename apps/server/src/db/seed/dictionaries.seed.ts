/** A seeded dictionary type and its entries ([enCode, fullName]). */
interface TDictSeed {
  id: string;
  enCode: string;
  fullName: string;
  isTree?: 1;
  parent?: string;
  items: readonly (readonly [string, string])[];
}

const NATIONS =
  '汉族 蒙古族 回族 藏族 维吾尔族 苗族 彝族 壮族 布依族 朝鲜族 满族 侗族 瑶族 白族 土家族 哈尼族 哈萨克族 傣族 黎族 傈僳族 佤族 畲族 高山族 拉祜族 水族 东乡族 纳西族 景颇族 柯尔克孜族 土族 达斡尔族 仫佬族 羌族 布朗族 撒拉族 毛南族 仡佬族 锡伯族 阿昌族 普米族 塔吉克族 怒族 乌孜别克族 俄罗斯族 鄂温克族 德昂族 保安族 裕固族 京族 塔塔尔族 独龙族 鄂伦春族 赫哲族 门巴族 珞巴族 基诺族'.split(
    ' ',
  );

const list = (names: readonly string[], prefix = '') =>
  names.map((n, i) => [`${prefix}${String(i + 1).padStart(2, '0')}`, n] as const);

/** Folders that group the types in the type tree. */
export const DICT_FOLDERS = [
  { id: 'dictfolder-base', enCode: 'baseFolder', fullName: '基础字典' },
  { id: 'dictfolder-system', enCode: 'systemFolder', fullName: '系统字典' },
  { id: 'dictfolder-dev', enCode: 'devFolder', fullName: '开发字典' },
] as const;

/** Dictionary types used by the client (contract §3.4, §8) with their entries. */
export const DICTIONARIES: readonly TDictSeed[] = [
  {
    id: 'dict-sex',
    enCode: 'sex',
    fullName: '性别',
    parent: 'dictfolder-base',
    items: [
      ['1', '男'],
      ['2', '女'],
      ['3', '保密'],
    ],
  },
  { id: 'dict-nation', enCode: 'Nation', fullName: '民族', parent: 'dictfolder-base', items: list(NATIONS) },
  {
    id: 'dict-education',
    enCode: 'Education',
    fullName: '学历',
    parent: 'dictfolder-base',
    items: list(['小学', '初中', '高中', '中专', '大专', '本科', '硕士研究生', '博士研究生']),
  },
  {
    id: 'dict-certificate',
    enCode: 'certificateType',
    fullName: '证件类型',
    parent: 'dictfolder-base',
    items: list([
      '居民身份证',
      '护照',
      '军官证',
      '港澳居民来往内地通行证',
      '台湾居民来往大陆通行证',
      '外国人永久居留身份证',
    ]),
  },
  {
    id: 'dict-industry',
    enCode: 'IndustryType',
    fullName: '行业类型',
    parent: 'dictfolder-base',
    items: list([
      '制造业',
      '信息技术',
      '金融业',
      '房地产业',
      '批发和零售业',
      '建筑业',
      '教育',
      '卫生和社会工作',
      '交通运输',
      '政府机关',
      '其他',
    ]),
  },
  {
    id: 'dict-enterprise',
    enCode: 'EnterpriseNature',
    fullName: '企业性质',
    parent: 'dictfolder-base',
    items: list([
      '国有企业',
      '民营企业',
      '外资企业',
      '中外合资企业',
      '集体企业',
      '事业单位',
      '政府机关',
      '社会团体',
    ]),
  },
  {
    id: 'dae93f2fd7cd4df999d32f8750fa6a1e',
    enCode: 'PositionType',
    fullName: '岗位类型',
    parent: 'dictfolder-system',
    items: [
      ['management', '管理岗'],
      ['technical', '技术岗'],
      ['business', '业务岗'],
      ['functional', '职能岗'],
    ],
  },
  {
    id: '4501f6f26a384757bce12d4c4b03342c',
    enCode: 'RoleType',
    fullName: '角色类型',
    parent: 'dictfolder-system',
    items: [
      ['System', '系统角色'],
      ['Business', '业务角色'],
      ['Other', '其他角色'],
    ],
  },
  {
    id: '507f4f5df86b47588138f321e0b0dac7',
    enCode: 'WorkFlowCategory',
    fullName: '流程分类',
    parent: 'dictfolder-system',
    items: [
      ['office', '办公'],
      ['personnel', '人事'],
      ['finance', '财务'],
      ['purchase', '采购'],
      ['other', '其他'],
    ],
  },
  {
    id: '9c43287481364d348c0ea0d0f64b38be',
    enCode: 'DataInterfaceType',
    fullName: '数据接口分类',
    parent: 'dictfolder-system',
    items: [
      ['basic', '基础数据'],
      ['business', '业务数据'],
      ['report', '报表数据'],
    ],
  },
  {
    id: 'e3ca5fe13c484a74bf0a4ea69eec1afd',
    enCode: 'MenuCategory',
    fullName: '菜单分类',
    parent: 'dictfolder-system',
    items: [
      ['Web', 'Web菜单'],
      ['App', 'App菜单'],
    ],
  },
  {
    id: 'dict-email',
    enCode: 'Email',
    fullName: '邮箱类型',
    parent: 'dictfolder-system',
    items: [
      ['pop3', 'POP3'],
      ['imap', 'IMAP'],
      ['smtp', 'SMTP'],
    ],
  },
  {
    id: 'dict-report-sort',
    enCode: 'ReportSort',
    fullName: '报表分类',
    parent: 'dictfolder-dev',
    items: [
      ['sales', '销售报表'],
      ['finance', '财务报表'],
      ['hr', '人事报表'],
    ],
  },
  {
    id: 'dict-datav',
    enCode: 'dataVType',
    fullName: '大屏分类',
    parent: 'dictfolder-dev',
    items: [
      ['operation', '运营大屏'],
      ['monitor', '监控大屏'],
    ],
  },
  {
    id: 'dict-webdesign',
    enCode: 'webDesign',
    fullName: '功能设计',
    parent: 'dictfolder-dev',
    items: [
      ['business', '业务功能'],
      ['basic', '基础功能'],
    ],
  },
  {
    id: 'dict-appdesigner',
    enCode: 'appDesigner',
    fullName: '移动设计',
    parent: 'dictfolder-dev',
    items: [['business', '业务功能']],
  },
  {
    id: 'dict-webform',
    enCode: 'webForm',
    fullName: '功能表单',
    parent: 'dictfolder-dev',
    items: [
      ['business', '业务表单'],
      ['basic', '基础表单'],
    ],
  },
  {
    id: 'dict-appform',
    enCode: 'appForm',
    fullName: '移动表单',
    parent: 'dictfolder-dev',
    items: [['business', '业务表单']],
  },
  {
    id: 'dict-flowform',
    enCode: 'flowForm',
    fullName: '流程表单',
    parent: 'dictfolder-dev',
    items: [
      ['office', '办公表单'],
      ['personnel', '人事表单'],
      ['finance', '财务表单'],
    ],
  },
  {
    id: 'dict-portal',
    enCode: 'portalDesigner',
    fullName: '门户设计',
    parent: 'dictfolder-dev',
    items: [['home', '首页门户']],
  },
];
