import { MENU_SEED } from './menus.ts';

/**
 * The seeded menus' icons as the JNPF 3.1 client's `icon-ym …` icon-font classes (contract §3.11 `icon`), by menu
 * enCode. The menu data carries these classes; our web maps each class to one of its own icons.
 *
 * Every class used:
 * - `icon-ym icon-ym-permission` (permission)
 * - `icon-ym icon-ym-tree-organization3` (permission.organize)
 * - `icon-ym icon-ym-tree-department1` (permission.department)
 * - `icon-ym icon-ym-tree-position1` (permission.position)
 * - `icon-ym icon-ym-user` (permission.user)
 * - `icon-ym icon-ym-role` (permission.role)
 * - `icon-ym icon-ym-authorize` (permission.authorize)
 * - `icon-ym icon-ym-online` (permission.userOnline)
 * - `icon-ym icon-ym-system` (system)
 * - `icon-ym icon-ym-sysMenu` (system.menu)
 * - `icon-ym icon-ym-sysArea` (system.area)
 * - `icon-ym icon-ym-sysBillRule` (system.billRule)
 * - `icon-ym icon-ym-sysNotice` (system.notice)
 * - `icon-ym icon-ym-feedback` (system.feedback)
 * - `icon-ym icon-ym-sysLog` (system.log)
 * - `icon-ym icon-ym-sysConfig` (system.sysConfig)
 * - `icon-ym icon-ym-systemData` (systemData)
 * - `icon-ym icon-ym-sysDictionary` (systemData.dictionary)
 * - `icon-ym icon-ym-dataInterface` (systemData.dataInterface)
 * - `icon-ym icon-ym-onlineDev` (onlineDev)
 * - `icon-ym icon-ym-webDesign` (onlineDev.webDesign)
 * - `icon-ym icon-ym-reportDesign` (onlineDev.dataReport)
 * - `icon-ym icon-ym-portal` (onlineDev.visualPortal)
 * - `icon-ym icon-ym-codeGeneration` (generator)
 * - `icon-ym icon-ym-webForm` (generator.webForm)
 * - `icon-ym icon-ym-flowForm` (generator.flowForm)
 * - `icon-ym icon-ym-workFlow` (workFlow)
 * - `icon-ym icon-ym-flowDesign` (workFlow.flowEngine)
 * - `icon-ym icon-ym-flowLaunch` (workFlow.flowLaunch)
 * - `icon-ym icon-ym-flowTodo` (workFlow.flowTodo)
 * - `icon-ym icon-ym-flowDone` (workFlow.flowDone)
 * - `icon-ym icon-ym-flowCopy` (workFlow.flowCirculate)
 * - `icon-ym icon-ym-flowEntrust` (workFlow.entrust)
 * - `icon-ym icon-ym-flowMonitor` (workFlow.flowMonitor)
 */
export const MENU_ICONS: Readonly<Record<string, string>> = Object.fromEntries(
  MENU_SEED.flatMap((d): [string, string][] => [
    [d.enCode, d.icon],
    ...d.pages.map((p): [string, string] => [`${d.enCode}.${p.code}`, p.icon]),
  ]),
);

/** Every `icon-ym …` class the seeded menus use (what the web must map). */
export const MENU_ICON_CLASSES: readonly string[] = [...new Set(Object.values(MENU_ICONS))];

/**
 * The icons the seed wrote before (antd icon names), by menu enCode: a seeded menu still carrying its old value
 * gets its class at the next start; an icon an administrator chose stays.
 */
export const PREVIOUS_MENU_ICONS: Readonly<Record<string, string>> = {
  permission: 'TeamOutlined',
  'permission.organize': 'ApartmentOutlined',
  'permission.department': 'ClusterOutlined',
  'permission.position': 'IdcardOutlined',
  'permission.user': 'UserOutlined',
  'permission.role': 'SafetyCertificateOutlined',
  'permission.authorize': 'KeyOutlined',
  'permission.userOnline': 'WifiOutlined',
  system: 'SettingOutlined',
  'system.menu': 'MenuOutlined',
  'system.area': 'EnvironmentOutlined',
  'system.billRule': 'NumberOutlined',
  'system.notice': 'NotificationOutlined',
  'system.feedback': 'CommentOutlined',
  'system.log': 'FileSearchOutlined',
  'system.sysConfig': 'ControlOutlined',
  systemData: 'DatabaseOutlined',
  'systemData.dictionary': 'BookOutlined',
  'systemData.dataInterface': 'ApiOutlined',
  onlineDev: 'CodeOutlined',
  'onlineDev.webDesign': 'FormOutlined',
  'onlineDev.dataReport': 'BarChartOutlined',
  'onlineDev.visualPortal': 'DashboardOutlined',
  generator: 'BuildOutlined',
  'generator.webForm': 'ProfileOutlined',
  'generator.flowForm': 'FileDoneOutlined',
  workFlow: 'NodeIndexOutlined',
  'workFlow.flowEngine': 'PartitionOutlined',
  'workFlow.flowLaunch': 'SendOutlined',
  'workFlow.flowTodo': 'ScheduleOutlined',
  'workFlow.flowDone': 'CheckSquareOutlined',
  'workFlow.flowCirculate': 'CopyOutlined',
  'workFlow.entrust': 'SwapOutlined',
  'workFlow.flowMonitor': 'MonitorOutlined',
};
