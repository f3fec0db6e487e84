import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPageTitle } from '../utils/route-label.ts';

/** Sets the document title to `label - product title`, following language changes. */
export function usePageTitle(label: string): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    document.title = formatPageTitle(label);
  }, [label, i18n.language]);
}
