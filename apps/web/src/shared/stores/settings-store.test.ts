import { describe, expect, it } from 'vitest';
import {
  readSetting,
  SETTINGS_DEFAULTS,
  settingKey,
  themeColorOf,
  useSettingsStore,
} from './settings-store.ts';

describe('settings store', () => {
  it('has the defaults of spec §3', () => {
    expect(SETTINGS_DEFAULTS).toMatchObject({
      showSettings: true,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      themeClass: 'blue',
      slideClass: 'dark',
      tagsIcon: false,
      showLanguage: true,
      showSearch: true,
      refreshPage: false,
      errorLog: 'production',
    });
  });

  it('persists a change under the one prefix and reads it back', () => {
    useSettingsStore.getState().setSetting('tagsView', false);
    expect(window.localStorage.getItem(settingKey('tagsView'))).toBe('false');
    expect(settingKey('tagsView').startsWith('jnpf_')).toBe(true);
    expect(readSetting('tagsView')).toBe(false);
  });

  it('ignores stored values of the wrong type or unknown colours', () => {
    window.localStorage.setItem(settingKey('themeClass'), '"pink"');
    window.localStorage.setItem(settingKey('showSearch'), '"yes"');
    expect(readSetting('themeClass')).toBe('blue');
    expect(readSetting('showSearch')).toBe(true);
  });

  it('maps theme classes to the spec colours, unknown to the default', () => {
    expect(themeColorOf('purple')).toBe('#722ed1');
    expect(themeColorOf('green')).toBe('#3eac12');
    expect(themeColorOf('nope')).toBe('#409eff');
  });
});
