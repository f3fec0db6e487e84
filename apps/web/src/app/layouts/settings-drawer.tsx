import { CheckOutlined } from '@ant-design/icons';
import type { TLayout } from '@app/contracts';
import { LAYOUTS } from '@app/contracts/constants';
import { Divider, Drawer, Radio, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../shared/auth/auth-store.ts';
import { http } from '../../shared/http.ts';
import {
  THEME_COLORS,
  useSettingsStore,
  type TSettings,
  type TThemeClass,
} from '../../shared/stores/settings-store.ts';

/** Drawer width (spec §9). */
export const DRAWER_WIDTH = 280;

type TSwitchKey = 'tagsView' | 'tagsIcon' | 'showLanguage' | 'showSearch' | 'refreshPage';
const SWITCHES: readonly TSwitchKey[] = ['tagsView', 'tagsIcon', 'showLanguage', 'showSearch', 'refreshPage'];

/** Saves the layout for the user; silent, the local choice stands when the server lacks the endpoint. */
async function saveLayoutToServer(theme: TLayout): Promise<void> {
  try {
    await http.put('/api/system/permission/users/current/systemTheme', { theme }, { silent: true });
  } catch {
    // Kept locally; the server learns it next time.
  }
}

function ColorSwatches(): ReactNode {
  const { t } = useTranslation();
  const themeClass = useSettingsStore((s) => s.themeClass);
  const setThemeClass = useSettingsStore((s) => s.setThemeClass);
  return (
    <div className="theme-swatches" role="group" aria-label={t('settings.themeColor')}>
      {(Object.keys(THEME_COLORS) as TThemeClass[]).map((name) => (
        <button
          key={name}
          type="button"
          className="theme-swatch"
          style={{ background: THEME_COLORS[name] }}
          aria-label={t(`settings.colors.${name}`)}
          title={t(`settings.colors.${name}`)}
          aria-pressed={name === themeClass}
          onClick={() => setThemeClass(name)}
        >
          {name === themeClass && <CheckOutlined />}
        </button>
      ))}
    </div>
  );
}

function SettingSwitch({ name }: { name: TSwitchKey }): ReactNode {
  const { t } = useTranslation();
  const value = useSettingsStore((s) => s[name]);
  const setSetting = useSettingsStore((s) => s.setSetting);
  const label = t(`settings.${name}`);
  return (
    <div className="setting-row">
      <span>{label}</span>
      <Switch size="small" aria-label={label} checked={value} onChange={(v) => setSetting(name, v)} />
    </div>
  );
}

/** The settings drawer (280 px): navigation mode, sidebar style, theme colour and switches (spec §2). */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const layout = useAuthStore((s) => s.layout);
  const slideClass = useSettingsStore((s) => s.slideClass);
  const setSetting = useSettingsStore((s) => s.setSetting);
  const onLayout = (value: TLayout): void => {
    useAuthStore.getState().setLayout(value);
    void saveLayoutToServer(value);
  };
  return (
    <Drawer title={t('settings.title')} size={DRAWER_WIDTH} open={open} onClose={onClose}>
      <Typography.Text strong>{t('settings.navMode')}</Typography.Text>
      <Radio.Group
        className="setting-block"
        aria-label={t('settings.navMode')}
        value={layout}
        onChange={(e) => onLayout(e.target.value as TLayout)}
        options={LAYOUTS.map((l) => ({ value: l, label: t(`settings.layouts.${l}`) }))}
        optionType="button"
      />
      <Typography.Text strong>{t('settings.sidebarTheme')}</Typography.Text>
      <Radio.Group
        className="setting-block"
        aria-label={t('settings.sidebarTheme')}
        value={slideClass}
        onChange={(e) => setSetting('slideClass', e.target.value as TSettings['slideClass'])}
        options={[
          { value: 'dark', label: t('settings.dark') },
          { value: 'light', label: t('settings.light') },
        ]}
        optionType="button"
      />
      <Typography.Text strong>{t('settings.themeColor')}</Typography.Text>
      <ColorSwatches />
      <Divider />
      {SWITCHES.map((name) => (
        <SettingSwitch key={name} name={name} />
      ))}
    </Drawer>
  );
}
