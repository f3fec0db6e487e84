import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSettingsStore } from '../../shared/stores/settings-store.ts';
import { translateRoute } from '../../shared/utils/route-label.ts';
import type { TView } from '../tabs/tabs-model.ts';
import { useTabsStore } from '../tabs/tabs-store.ts';
import { MenuIcon } from './menu-icons.tsx';

/** Context-menu width (spec §9). */
const CONTEXT_MENU_WIDTH = 105;
const SCROLL_STEP = 240;

/** The tab actions of spec §2: refresh, close, close others, close all. */
function useTabActions(): (action: string, view: TView) => void {
  const navigate = useNavigate();
  return (action, view) => {
    const store = useTabsStore.getState();
    // The page the user sees now: the address bar. The router renders a navigation as a transition, so a render's
    // location can still be the previous page right after a tab click; closing the tab just clicked would then not
    // move on, and the late render would add the closed tab back.
    const pathname = window.location.pathname;
    const go = (path: string | null): void => {
      if (path) void navigate(path);
    };
    if (action === 'refresh') {
      store.refresh(view.path);
      void navigate(`/redirect${view.path}`, { replace: true });
    }
    if (action === 'close') go(store.close(view.path, pathname));
    if (action === 'closeOthers') {
      store.closeOthers(view.path);
      if (view.path !== pathname) go(view.path);
    }
    if (action === 'closeAll') go(store.closeAll(pathname));
  };
}

function TagItem({ view, isActive }: { view: TView; isActive: boolean }): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showIcon = useSettingsStore((s) => s.tagsIcon);
  const act = useTabActions();
  const label = translateRoute(view.code, view.fallback);
  const items: MenuProps['items'] = [
    { key: 'refresh', label: t('tags.refresh') },
    { key: 'close', label: t('tags.close'), disabled: view.affix },
    { key: 'closeOthers', label: t('tags.closeOthers') },
    { key: 'closeAll', label: t('tags.closeAll') },
  ];
  return (
    <Dropdown
      trigger={['contextMenu']}
      menu={{ items, onClick: ({ key }) => act(key, view) }}
      styles={{ root: { width: CONTEXT_MENU_WIDTH } }}
    >
      <div className={`tag-item${isActive ? ' tag-item-active' : ''}`} data-path={view.path}>
        <button
          type="button"
          role="tab"
          aria-selected={isActive}
          className="tag-item-link"
          onClick={() => void navigate(view.path)}
        >
          {showIcon && <MenuIcon name={view.icon} />}
          {label}
        </button>
        {!view.affix && (
          <button
            type="button"
            className="tag-item-close"
            aria-label={`${t('tags.close')} ${label}`}
            onClick={() => act('close', view)}
          >
            <CloseOutlined />
          </button>
        )}
      </div>
    </Dropdown>
  );
}

/** The tags view: one tab per visited view, prev/next scrolling and a right-click menu (spec §2 Tabs). */
export function TagsView(): ReactNode {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const views = useTabsStore((s) => s.views);
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = strip.current?.querySelector<HTMLElement>(`[data-path="${CSS.escape(pathname)}"]`);
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, views.length]);
  const scroll = (delta: number): void => strip.current?.scrollBy({ left: delta, behavior: 'smooth' });
  return (
    <div className="tags-view">
      <Button
        type="text"
        size="small"
        aria-label={t('tags.prev')}
        icon={<LeftOutlined />}
        onClick={() => scroll(-SCROLL_STEP)}
      />
      <div ref={strip} className="tags-strip" role="tablist" aria-label={t('tags.tabs')}>
        {views.map((v) => (
          <TagItem key={v.path} view={v} isActive={v.path === pathname} />
        ))}
      </div>
      <Button
        type="text"
        size="small"
        aria-label={t('tags.next')}
        icon={<RightOutlined />}
        onClick={() => scroll(SCROLL_STEP)}
      />
    </div>
  );
}
