import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type TLanguage } from '@app/contracts';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../utils/language.ts';
import { currentLanguage } from '../utils/route-label.ts';

/** The language menu (zh, zhtw, en): switches the interface at once, remembers it and tells the server. */
export function LanguageSwitch({ isCompact = false }: { isCompact?: boolean }): ReactNode {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const items = LANGUAGES.map((l) => ({ key: l, label: t(`language.${l}`) }));
  return (
    <Dropdown
      menu={{
        items,
        selectable: true,
        selectedKeys: [lang],
        onClick: ({ key }) => void changeLanguage(key as TLanguage),
      }}
      trigger={['click']}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('common.language')} title={t('common.language')}>
        {isCompact ? null : t(`language.${lang}`)}
      </Button>
    </Dropdown>
  );
}
