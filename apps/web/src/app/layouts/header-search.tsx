import { SearchOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../shared/auth/auth-store.ts';
import { translateRoute } from '../../shared/utils/route-label.ts';
import { buildSearchEntries, createRouteSearcher } from '../search-routes.ts';

/** The header menu search: a fuzzy search over visible routes, results as breadcrumbs (spec §2). */
export function HeaderSearch(): ReactNode {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const menuList = useAuthStore((s) => s.menuList);
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const search = useMemo(
    () => createRouteSearcher(buildSearchEntries(menuList, translateRoute)),
    // The language is a dependency: titles are searched in the current language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [menuList, i18n.language],
  );
  const options = search(query).map((e) => ({ value: e.path, label: e.trail.join(' > ') }));

  const close = (): void => {
    setOpen(false);
    setQuery('');
  };
  if (!isOpen) {
    return (
      <Button
        type="text"
        aria-label={t('layout.search')}
        title={t('layout.search')}
        icon={<SearchOutlined />}
        onClick={() => setOpen(true)}
      />
    );
  }
  return (
    <Select
      autoFocus
      defaultOpen
      showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
      aria-label={t('layout.search')}
      placeholder={t('layout.searchPlaceholder')}
      options={options}
      value={null}
      notFoundContent={query ? t('layout.searchEmpty') : null}
      onChange={(path: string) => {
        close();
        void navigate(path);
      }}
      onBlur={close}
      style={{ width: 220 }}
      suffixIcon={<SearchOutlined />}
    />
  );
}
