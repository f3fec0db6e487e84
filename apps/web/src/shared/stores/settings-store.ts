import { create } from 'zustand';
import { readStored, writeStored } from '../utils/storage.ts';

/** The eight theme colours of spec §3, by settings name. */
export const THEME_COLORS = {
  blue: '#1890ff',
  purple: '#722ed1',
  azure: '#211bce',
  ocean: '#13c2c2',
  green: '#3eac12',
  yellow: '#f8bc18',
  orange: '#f5811c',
  red: '#f5222d',
} as const;
export type TThemeClass = keyof typeof THEME_COLORS;
/** The colour used when a stored theme class is unknown (spec §3 "default"). */
const DEFAULT_THEME_COLOR = '#409eff';

/** Every locally kept setting of spec §3 (layoutType lives in the auth store, same prefix). */
export interface TSettings {
  theme: string;
  showSettings: boolean;
  tagsView: boolean;
  tagsIcon: boolean;
  showLanguage: boolean;
  showSearch: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  themeClass: TThemeClass;
  slideClass: 'dark' | 'light';
  refreshPage: boolean;
  title: string;
  errorLog: string;
}

/** Spec §3 defaults. */
export const SETTINGS_DEFAULTS: Readonly<TSettings> = {
  theme: THEME_COLORS.blue,
  showSettings: true,
  tagsView: true,
  tagsIcon: false,
  showLanguage: true,
  showSearch: true,
  fixedHeader: false,
  sidebarLogo: true,
  themeClass: 'blue',
  slideClass: 'dark',
  refreshPage: false,
  title: '',
  errorLog: 'production',
};

/** The one prefix of every key the client stores (spec §3). */
const STORAGE_PREFIX = 'jnpf_';

/** The localStorage key of one setting. */
export function settingKey(key: keyof TSettings): string {
  return `${STORAGE_PREFIX}setting_${key}`;
}

/** Reads one stored setting, keeping the default when absent, unparsable or of another type. */
export function readSetting<K extends keyof TSettings>(key: K): TSettings[K] {
  const fallback = SETTINGS_DEFAULTS[key];
  const raw = readStored(settingKey(key));
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== typeof fallback) return fallback;
    if (key === 'themeClass' && !(typeof value === 'string' && value in THEME_COLORS)) return fallback;
    if (key === 'slideClass' && value !== 'dark' && value !== 'light') return fallback;
    return value as TSettings[K];
  } catch {
    return fallback;
  }
}

/** Every setting as stored, defaults filling the gaps. */
function readAllSettings(): TSettings {
  const keys = Object.keys(SETTINGS_DEFAULTS) as (keyof TSettings)[];
  return Object.fromEntries(keys.map((k) => [k, readSetting(k)])) as unknown as TSettings;
}

interface TSettingsState extends TSettings {
  setSetting: <K extends keyof TSettings>(key: K, value: TSettings[K]) => void;
  setThemeClass: (name: TThemeClass) => void;
}

/** The settings drawer's store: each change is written under the prefix at once. */
export const useSettingsStore = create<TSettingsState>()((set) => ({
  ...readAllSettings(),
  setSetting: (key, value) => {
    writeStored(settingKey(key), JSON.stringify(value));
    set({ [key]: value } as Partial<TSettings>);
  },
  setThemeClass: (name) => {
    const theme = THEME_COLORS[name] ?? DEFAULT_THEME_COLOR;
    writeStored(settingKey('themeClass'), JSON.stringify(name));
    writeStored(settingKey('theme'), JSON.stringify(theme));
    set({ themeClass: name, theme });
  },
}));

/** The primary colour of the chosen theme class (the whole UI is derived from it). */
export function themeColorOf(name: string): string {
  return (THEME_COLORS as Readonly<Record<string, string>>)[name] ?? DEFAULT_THEME_COLOR;
}
