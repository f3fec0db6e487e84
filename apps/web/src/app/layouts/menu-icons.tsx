import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BookOutlined,
  BuildOutlined,
  CheckSquareOutlined,
  ClusterOutlined,
  CodeOutlined,
  CommentOutlined,
  ControlOutlined,
  CopyOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  FileDoneOutlined,
  FileSearchOutlined,
  FormOutlined,
  FundOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
  LinkOutlined,
  MenuOutlined,
  MonitorOutlined,
  NodeIndexOutlined,
  NotificationOutlined,
  NumberOutlined,
  PartitionOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SendOutlined,
  SettingOutlined,
  SwapOutlined,
  TableOutlined,
  TeamOutlined,
  UserOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import { MENU_ICONS, PREVIOUS_MENU_ICONS } from '@app/contracts/constants';
import { createElement, type ComponentType, type ReactNode } from 'react';

// The icons menus may name (the seeded ones and a few common extras); imported one by one to stay tree-shaken.
const ICONS: Readonly<Record<string, ComponentType>> = {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BookOutlined,
  BuildOutlined,
  CheckSquareOutlined,
  ClusterOutlined,
  CodeOutlined,
  CommentOutlined,
  ControlOutlined,
  CopyOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  FileDoneOutlined,
  FileSearchOutlined,
  FormOutlined,
  FundOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
  LinkOutlined,
  MenuOutlined,
  MonitorOutlined,
  NodeIndexOutlined,
  NotificationOutlined,
  NumberOutlined,
  PartitionOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SendOutlined,
  SettingOutlined,
  SwapOutlined,
  TableOutlined,
  TeamOutlined,
  UserOutlined,
  WifiOutlined,
};

/** The reference's icon-font classes (`icon-ym-user`), each to the antd icon its seeded menu showed before. */
const ICON_YM_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(MENU_ICONS).flatMap(([enCode, classes]) => {
    const name = PREVIOUS_MENU_ICONS[enCode];
    const iconClass = classes.split(/\s+/).find((c) => c.startsWith('icon-ym-'));
    return name && iconClass ? [[iconClass, name]] : [];
  }),
);

/**
 * The antd icon name of a menu's `icon` field: an antd name as is, the reference's `icon-ym icon-ym-xxx` classes by
 * their `icon-ym-xxx` class; undefined when neither is known (the caller shows the fallback icon).
 */
export function menuIconName(icon: string): string | undefined {
  const value = icon.trim();
  if (Object.hasOwn(ICONS, value)) return value;
  const iconClass = value.split(/\s+/).find((c) => c.startsWith('icon-ym-'));
  const name = iconClass ? ICON_YM_NAMES[iconClass] : undefined;
  return name && Object.hasOwn(ICONS, name) ? name : undefined;
}

/** The icon of a menu's `icon` field (an antd name or `icon-ym …` classes); unknown ones get a fallback icon. */
export function MenuIcon({ name }: { name: string }): ReactNode {
  const known = menuIconName(name);
  return createElement(known ? ICONS[known] : AppstoreOutlined);
}
