import { LANGUAGES, type TLanguage } from './text.ts';

// [zh, zhtw, en] per route/menu enCode; the full label catalogue of spec §2.
const T: Readonly<Record<string, readonly [string, string, string]>> = {
  home: ['首页', '首頁', 'Home'],
  dashboard: ['仪表盘', '儀表板', 'Dashboard'],
  profile: ['个人信息', '個人資訊', 'Profile'],
  messageRecord: ['消息中心', '訊息中心', 'Message centre'],
  previewModel: ['功能预览', '功能預覽', 'Function preview'],
  onlineDev: ['在线开发', '線上開發', 'Online development'],
  'onlineDev.webDesign': ['功能设计', '功能設計', 'Web design'],
  'onlineDev.appDesign': ['移动设计', '行動設計', 'App design'],
  'onlineDev.dataReport': ['数据报表', '資料報表', 'Data report'],
  'onlineDev.dataScreen': ['数据大屏', '資料大屏', 'Data screen'],
  'onlineDev.visualPortal': ['门户设计', '入口網站設計', 'Portal design'],
  generator: ['代码生成', '程式碼生成', 'Code generator'],
  'generator.webForm': ['功能表单', '功能表單', 'Web form'],
  'generator.appForm': ['移动表单', '行動表單', 'App form'],
  'generator.flowForm': ['流程表单', '流程表單', 'Flow form'],
  system: ['系统管理', '系統管理', 'System'],
  'system.sysConfig': ['系统配置', '系統配置', 'System settings'],
  'system.notice': ['系统公告', '系統公告', 'Notices'],
  'system.feedback': ['意见反馈', '意見回饋', 'Feedback'],
  'system.task': ['定时任务', '定時任務', 'Scheduled tasks'],
  'system.cache': ['缓存管理', '快取管理', 'Cache'],
  'system.log': ['系统日志', '系統日誌', 'Logs'],
  'system.monitor': ['系统监控', '系統監控', 'Monitor'],
  'system.icons': ['系统图标', '系統圖示', 'Icons'],
  'system.language': ['翻译管理', '翻譯管理', 'Languages'],
  'system.menu': ['系统菜单', '系統選單', 'Menus'],
  'system.area': ['行政区划', '行政區劃', 'Areas'],
  'system.billRule': ['单据规则', '單據規則', 'Bill rules'],
  systemData: ['数据应用', '資料應用', 'System data'],
  'systemData.dataSource': ['数据连接', '資料連線', 'Data sources'],
  'systemData.dataModel': ['数据建模', '資料建模', 'Data models'],
  'systemData.dataSync': ['数据同步', '資料同步', 'Data sync'],
  'systemData.dataBackup': ['数据备份', '資料備份', 'Data backup'],
  'systemData.dataInterface': ['数据接口', '資料介面', 'Data interfaces'],
  'systemData.dictionary': ['数据字典', '資料字典', 'Dictionaries'],
  'systemData.map': ['数据地图', '資料地圖', 'Data map'],
  weChat: ['微信配置', '微信配置', 'WeChat'],
  'weChat.mpConfig': ['公众号配置', '公眾號配置', 'Official account settings'],
  'weChat.mpMenu': ['公众号菜单', '公眾號選單', 'Official account menu'],
  'weChat.mpUser': ['公众号用户', '公眾號用戶', 'Official account users'],
  'weChat.mpMessage': ['公众号消息', '公眾號訊息', 'Official account messages'],
  'weChat.mpMaterial': ['公众号素材', '公眾號素材', 'Official account material'],
  'weChat.qyhConfig': ['企业号配置', '企業號配置', 'WeCom settings'],
  'weChat.qyDepartment': ['企业号组织', '企業號組織', 'WeCom departments'],
  'weChat.qyUser': ['企业号用户', '企業號用戶', 'WeCom users'],
  'weChat.qyMessage': ['企业号消息', '企業號訊息', 'WeCom messages'],
  permission: ['组织管理', '組織管理', 'Organisation'],
  'permission.organize': ['组织架构', '組織架構', 'Companies'],
  'permission.department': ['部门管理', '部門管理', 'Departments'],
  'permission.position': ['岗位管理', '崗位管理', 'Positions'],
  'permission.user': ['用户管理', '用戶管理', 'Users'],
  'permission.role': ['角色管理', '角色管理', 'Roles'],
  'permission.authorize': ['权限授权', '權限授權', 'Authorisation'],
  'permission.userOnline': ['在线用户', '線上用戶', 'Online users'],
  workFlow: ['工作流程', '工作流程', 'Workflow'],
  'workFlow.flowEngine': ['流程设计', '流程設計', 'Flow design'],
  'workFlow.flowLaunch': ['我发起的', '我發起的', 'Launched by me'],
  'workFlow.flowTodo': ['待办事宜', '待辦事宜', 'To do'],
  'workFlow.flowDone': ['已办事宜', '已辦事宜', 'Done'],
  'workFlow.flowCirculate': ['抄送事宜', '抄送事宜', 'Circulated to me'],
  'workFlow.entrust': ['流程委托', '流程委託', 'Entrust'],
  'workFlow.flowMonitor': ['流程监控', '流程監控', 'Flow monitor'],
  // The task detail's fixed route (its tab and breadcrumb read the path).
  'workFlow/task': ['流程详情', '流程詳情', 'Flow detail'],
  extend: ['系统示例', '系統示例', 'Examples'],
  'extend.chartDemo': ['图表示例', '圖表示例', 'Chart demos'],
  'extend.tableDemo': ['表格示例', '表格示例', 'Table demos'],
  'extend.formDemo': ['表单示例', '表單示例', 'Form demos'],
  'extend.bigData': ['大数据测试', '大數據測試', 'Big data'],
  'extend.importAndExport': ['导入导出', '匯入匯出', 'Import and export'],
  'extend.signet': ['电子签章', '電子簽章', 'Signet'],
  'extend.signature': ['电子签名', '電子簽名', 'Signature'],
  'extend.schedule': ['日程安排', '日程安排', 'Schedule'],
  'extend.email': ['邮件收发', '郵件收發', 'Email'],
  'extend.document': ['知识管理', '知識管理', 'Documents'],
  'extend.documentPreview': ['文档预览', '文件預覽', 'Document preview'],
  'extend.barCode': ['条码示例', '條碼示例', 'Bar codes'],
  'extend.printData': ['打印示例', '列印示例', 'Printing'],
  'extend.map': ['地图示例', '地圖示例', 'Map'],
  'extend.order': ['订单示例', '訂單示例', 'Orders'],
  'extend.projectGantt': ['项目计划', '專案計畫', 'Project Gantt'],
};

/** Route and menu labels in every language, keyed by enCode (spec §2). */
export const ROUTE_LABELS: Readonly<Record<string, Readonly<Record<TLanguage, string>>>> = Object.fromEntries(
  Object.entries(T).map(([k, v]) => [k, Object.fromEntries(LANGUAGES.map((l, i) => [l, v[i]]))]),
) as Record<string, Record<TLanguage, string>>;

/** The label of a route/menu enCode in a language (the enCode itself when unknown). */
export function routeLabel(enCode: string, lang: TLanguage): string {
  return ROUTE_LABELS[enCode]?.[lang] ?? enCode;
}

// Seeded dictionary entries that the product itself shows as headings (role groups), by dictionary type and entry
// enCode: [the seeded name, zhtw, en]. An entry an administrator renamed shows its own name.
const SEEDED_ENTRIES: Readonly<Record<string, Readonly<Record<string, readonly [string, string, string]>>>> =
  {
    RoleType: {
      System: ['系统角色', '系統角色', 'System roles'],
      Business: ['业务角色', '業務角色', 'Business roles'],
      Other: ['其他角色', '其他角色', 'Other roles'],
    },
    WorkFlowCategory: {
      office: ['办公', '辦公', 'Office'],
      personnel: ['人事', '人事', 'Personnel'],
      finance: ['财务', '財務', 'Finance'],
      purchase: ['采购', '採購', 'Purchasing'],
      other: ['其他', '其他', 'Other'],
    },
  };

/** The group of roles whose type is not in the RoleType dictionary. */
export const ROLE_GROUP_OTHER: Readonly<Record<TLanguage, string>> = {
  zh: '其他',
  zhtw: '其他',
  en: 'Other',
};

/** A dictionary entry's name in a language: a seeded entry still under its seeded name by its label, else `name`. */
export function seededEntryLabel(typeCode: string, enCode: string, name: string, lang: TLanguage): string {
  const seeded = SEEDED_ENTRIES[typeCode]?.[enCode];
  return seeded && seeded[0] === name ? seeded[LANGUAGES.indexOf(lang)] : name;
}
