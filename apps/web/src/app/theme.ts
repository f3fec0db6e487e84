import { theme as antdTheme, type ConfigProviderProps } from 'antd';
import type { TSize } from '../shared/stores/app-store.ts';

type TThemeConfig = NonNullable<ConfigProviderProps['theme']>;

// Element-style sizes (default, medium, small, mini) mapped onto antd's control metrics.
const SIZE_TOKENS: Readonly<Record<TSize, { fontSize: number; controlHeight: number }>> = {
  default: { fontSize: 15, controlHeight: 36 },
  medium: { fontSize: 14, controlHeight: 32 },
  small: { fontSize: 13, controlHeight: 28 },
  mini: { fontSize: 12, controlHeight: 24 },
};

/** antd's component size for a font-size choice. */
export function componentSizeOf(size: TSize): 'large' | 'middle' | 'small' {
  if (size === 'default') return 'large';
  return size === 'mini' ? 'small' : 'middle';
}

/** The antd theme: every colour derived from the chosen primary, metrics from the chosen size (spec §4 Theme). */
export function buildTheme(primary: string, size: TSize): TThemeConfig {
  return {
    algorithm: antdTheme.defaultAlgorithm,
    token: { colorPrimary: primary, colorLink: primary, colorInfo: primary, ...SIZE_TOKENS[size] },
    components: {
      Layout: { headerHeight: 50, headerPadding: '0 12px', siderBg: '#001529' },
      Menu: { darkItemBg: '#001529', darkSubMenuItemBg: '#000c17' },
    },
  };
}
