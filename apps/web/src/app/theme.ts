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

/** The WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of white text on a #rrggbb background. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/**
 * The theme colour darkened (towards black, same hue) until white text on it reaches WCAG AA (4.5:1): the fill of
 * primary buttons, so every theme colour of spec §3 (even yellow) keeps its labels readable.
 */
export function readableFill(hex: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex;
  let rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let out = hex;
  while (contrastWithWhite(out) < 4.5) {
    rgb = rgb.map((c) => Math.floor(c * 0.94));
    out = `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  }
  return out;
}

/** The antd theme: every colour derived from the chosen primary, metrics from the chosen size (spec §4 Theme). */
export function buildTheme(primary: string, size: TSize): TThemeConfig {
  return {
    algorithm: antdTheme.defaultAlgorithm,
    token: { colorPrimary: primary, colorLink: primary, colorInfo: primary, ...SIZE_TOKENS[size] },
    components: {
      Button: { colorPrimary: readableFill(primary), algorithm: true },
      Layout: { headerHeight: 50, headerPadding: '0 12px', siderBg: '#001529' },
      Menu: { darkItemBg: '#001529', darkSubMenuItemBg: '#000c17' },
    },
  };
}
