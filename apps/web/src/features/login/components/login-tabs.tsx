import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One sign-in method: its tab label and panel. */
export interface TLoginTab {
  key: string;
  label: string;
  children: ReactNode;
  /** Unmount the panel when another tab is chosen (the scan tab stops polling). */
  isDestroyedOnHide?: boolean;
}

/**
 * The sign-in methods as an accessible tab list (WAI-ARIA tabs: arrow keys, Home, End). A few lines of markup
 * instead of antd Tabs, whose overflow menu and popups would double the sign-in page's JavaScript.
 */
export function LoginTabs({ tabs, label }: { tabs: readonly TLoginTab[]; label: string }): ReactNode {
  const id = useId();
  const [active, setActive] = useState(tabs[0]?.key ?? '');
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([active]));
  const choose = (key: string): void => {
    setActive(key);
    setVisited((v) => new Set(v).add(key));
    document.getElementById(`${id}-tab-${key}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const index = tabs.findIndex((t) => t.key === active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (tab) choose(tab.key);
  };
  return (
    <div className="login-tabs">
      <div role="tablist" aria-label={label} className="login-tabs-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={`${id}-tab-${tab.key}`}
            type="button"
            role="tab"
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            className="login-tabs-tab"
            onClick={() => choose(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => {
        const isActive = tab.key === active;
        const isMounted = isActive || (visited.has(tab.key) && !tab.isDestroyedOnHide);
        return (
          <div
            key={tab.key}
            id={`${id}-panel-${tab.key}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${tab.key}`}
            hidden={!isActive}
            className="login-tabs-panel"
          >
            {isMounted && tab.children}
          </div>
        );
      })}
    </div>
  );
}
