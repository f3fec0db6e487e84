import { ConfigProvider, message } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../shared/stores/app-store.ts';
import { themeColorOf, useSettingsStore } from '../shared/stores/settings-store.ts';
import { bindMessageApi } from '../shared/ui/feedback.ts';
import { antdLocaleOf } from '../shared/utils/language-bundles.ts';
import { currentLanguage } from '../shared/utils/route-label.ts';
import { buildTheme, componentSizeOf, readableFill } from './theme.ts';

// The toast API under the theme and locale. antd's <App> (modal, notification) and the query client wrap the
// signed-in shell only (layout-route.tsx): the sign-in page does not load them.
function MessageBridge(): ReactNode {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    bindMessageApi(api);
    return () => bindMessageApi(null);
  }, [api]);
  return holder;
}

/** antd theme (colour and size from the settings) and locale (following the interface language) and the toast bridge. */
export function AppProviders({ children }: { children: ReactNode }): ReactNode {
  const { i18n } = useTranslation();
  const lang = i18n.language ? currentLanguage() : 'zh';
  const themeClass = useSettingsStore((st) => st.themeClass);
  const size = useAppStore((st) => st.size);
  const theme = useMemo(() => buildTheme(themeColorOf(themeClass), size), [themeClass, size]);
  useEffect(() => {
    // Plain CSS (tags view) follows the theme colour through this variable.
    document.documentElement.style.setProperty('--app-primary', themeColorOf(themeClass));
    // White text sits on this darker shade (active tab): readable with every theme colour.
    document.documentElement.style.setProperty('--app-primary-fill', readableFill(themeColorOf(themeClass)));
  }, [themeClass]);
  return (
    <ConfigProvider
      locale={antdLocaleOf(lang)}
      theme={theme}
      componentSize={componentSizeOf(size)}
      button={{ autoInsertSpace: false }}
    >
      <MessageBridge />
      {children}
    </ConfigProvider>
  );
}
