import { Card, Empty, Spin } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findMenuRoute } from '../../../app/menu-routes.ts';
import { useAuthStore } from '../../../shared/auth/auth-store.ts';
import { useDictTypeInfo } from '../api.ts';
import { DictDataPanel } from '../components/dict-data-panel.tsx';
import { DICTIONARY_NS } from '../dictionary-i18n.ts';

/** The dynamic dictionary page of menu type 4: lists and edits the entries of the type in propertyJson.moduleId. */
export function DynamicDictionaryPage(): ReactNode {
  const { t } = useTranslation(DICTIONARY_NS);
  const { pathname } = useLocation();
  const menuList = useAuthStore((s) => s.menuList);
  const route = useMemo(() => findMenuRoute(menuList, pathname), [menuList, pathname]);
  const info = useDictTypeInfo(route?.moduleId);
  if (!route?.moduleId)
    return (
      <Card size="small">
        <Empty description={t('pickType')} />
      </Card>
    );
  if (info.isLoading) return <Spin />;
  const isTree = info.data ? info.data.isTree === 1 : Boolean(route.isTree);
  return (
    <DictDataPanel
      key={route.moduleId}
      typeId={info.data?.id ?? route.moduleId}
      isTree={isTree}
      title={info.data?.fullName ?? route.fullName}
    />
  );
}
