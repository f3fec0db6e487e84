import type { TLanguage } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../shared/stores/app-store.ts';
import { themeColorOf, useSettingsStore } from '../shared/stores/settings-store.ts';
import { bindMessageApi } from '../shared/ui/feedback.ts';
import { currentLanguage } from '../shared/utils/route-label.ts';
import { buildTheme, componentSizeOf } from './theme.ts';

const ANTD_LOCALES: Record<TLanguage, NonNullable<ConfigProviderProps['locale']>> = {
  zh: zhCN,
  zhtw: zhTW,
  en: enUS,
};

/** The one query client: errors are already toasted by the http client, so no retries on 4xx. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

function MessageBridge(): null {
  const { message } = AntApp.useApp();
  useEffect(() => {
    bindMessageApi(message);
    return () => bindMessageApi(null);
  }, [message]);
  return null;
}

/** Query client, antd theme (colour and size from the settings) and locale (following the interface language) and the toast bridge. */
export function AppProviders({ children }: { children: ReactNode }): ReactNode {
  const { i18n } = useTranslation();
  const lang = i18n.language ? currentLanguage() : 'zh';
  const themeClass = useSettingsStore((st) => st.themeClass);
  const size = useAppStore((st) => st.size);
  const theme = useMemo(() => buildTheme(themeColorOf(themeClass), size), [themeClass, size]);
  useEffect(() => {
    // Plain CSS (tags view) follows the theme colour through this variable.
    document.documentElement.style.setProperty('--app-primary', themeColorOf(themeClass));
  }, [themeClass]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={ANTD_LOCALES[lang]}
        theme={theme}
        componentSize={componentSizeOf(size)}
        button={{ autoInsertSpace: false }}
      >
        <AntApp>
          <MessageBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
