import { EllipsisOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuthStore } from '../../shared/auth/auth-store.ts';
import { useSettingsStore } from '../../shared/stores/settings-store.ts';
import { menuItemsOf, useOpenMenuKey, type TMenuItem } from './side-menu.tsx';

/** Width each top-menu entry is given (spec §9). */
const TOP_ENTRY_WIDTH = 116;

/** Splits the entries: as many as fit at 116 px each, the rest under the menuMore group. */
function splitTopMenu<T>(items: readonly T[], width: number): { shown: T[]; more: T[] } {
  const fit = Math.max(1, Math.floor(width / TOP_ENTRY_WIDTH));
  if (items.length <= fit) return { shown: [...items], more: [] };
  return { shown: items.slice(0, fit - 1), more: items.slice(fit - 1) };
}

/** The functional layout's horizontal menu: one entry per 116 px, the overflow under 更多菜单. */
export function TopMenu(): ReactNode {
  const { t } = useTranslation();
  const menuList = useAuthStore((s) => s.menuList);
  const theme = useSettingsStore((s) => s.slideClass);
  const { pathname } = useLocation();
  const openKey = useOpenMenuKey();
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    setWidth(el.clientWidth);
    return () => observer.disconnect();
  }, []);
  const { shown, more } = splitTopMenu(menuItemsOf(menuList), width);
  const items: TMenuItem[] = more.length
    ? [...shown, { key: 'menuMore', icon: <EllipsisOutlined />, label: t('layout.menuMore'), children: more }]
    : shown;
  const onClick: MenuProps['onClick'] = ({ key }) => openKey(key);
  // rc-menu keeps the key paths of the items it first rendered: after entries move in or out of 更多菜单 it would
  // still light 更多菜单 for a page now under a shown entry. A new split remounts the menu (its key), and nothing is
  // rendered before the width is known (width 0 would first put every entry under 更多菜单).
  return (
    <div ref={ref} className="top-menu">
      {width > 0 && (
        <Menu
          key={`split-${shown.length}`}
          mode="horizontal"
          theme={theme}
          aria-label={t('layout.menu')}
          items={items}
          selectedKeys={[pathname]}
          onClick={onClick}
          disabledOverflow
          style={{ borderBottom: 0, lineHeight: '50px', background: 'transparent' }}
        />
      )}
    </div>
  );
}
