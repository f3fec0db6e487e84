import { LANGUAGES, LAYOUTS, type TLanguage, type TLayout } from '@app/contracts';
import { Form, Radio } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/auth/auth-store.ts';
import { http } from '../../../shared/http.ts';
import { changeLanguage } from '../../../shared/utils/language.ts';
import { currentLanguage } from '../../../shared/utils/route-label.ts';
import { PROFILE_NS } from '../profile-i18n.ts';

/** Layout and language, applied at once and saved to the server. */
export function PreferencesTab(): ReactNode {
  const { t } = useTranslation(PROFILE_NS);
  const { t: tr } = useTranslation();
  const layout = useAuthStore((s) => s.layout);
  const setLayout = useAuthStore((s) => s.setLayout);
  const onLayout = async (theme: TLayout): Promise<void> => {
    setLayout(theme);
    await http.put<null>('/api/system/permission/users/current/systemTheme', { theme });
  };
  return (
    <Form layout="vertical">
      <Form.Item label={t('layout')}>
        <Radio.Group
          aria-label={t('layout')}
          optionType="button"
          value={layout}
          onChange={(e) => void onLayout(e.target.value as TLayout).catch(() => undefined)}
          options={LAYOUTS.map((v) => ({ value: v, label: t(`layouts.${v}`) }))}
        />
      </Form.Item>
      <Form.Item label={t('language')}>
        <Radio.Group
          aria-label={t('language')}
          optionType="button"
          value={currentLanguage()}
          onChange={(e) => void changeLanguage(e.target.value as TLanguage)}
          options={LANGUAGES.map((v) => ({ value: v, label: tr(`language.${v}`) }))}
        />
      </Form.Item>
    </Form>
  );
}
