import { FontSizeOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SIZES, useAppStore, type TSize } from '../../shared/stores/app-store.ts';

/** The font/component size menu: default, medium, small, mini (spec §1). */
export function SizeSwitch(): ReactNode {
  const { t } = useTranslation();
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);
  const items = SIZES.map((key) => ({ key, label: t(`layout.sizes.${key}`) }));
  return (
    <Dropdown
      menu={{ items, selectable: true, selectedKeys: [size], onClick: ({ key }) => setSize(key as TSize) }}
      trigger={['click']}
    >
      <Button
        type="text"
        aria-label={t('layout.size')}
        title={t('layout.size')}
        icon={<FontSizeOutlined />}
      />
    </Dropdown>
  );
}
