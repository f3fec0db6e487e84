import { Card, Empty } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDictTypeNode } from '@app/contracts';
import { DictDataPanel } from '../components/dict-data-panel.tsx';
import { DictTypePanel } from '../components/dict-type-panel.tsx';
import { DICTIONARY_NS } from '../dictionary-i18n.ts';
import '../../../shared/ui/org.css';

/** Dictionaries (`systemData/dictionary`): the type tree on the left, the chosen type's entries on the right. */
export function DictionaryPage(): ReactNode {
  const { t } = useTranslation(DICTIONARY_NS);
  const [selected, setSelected] = useState<TDictTypeNode | undefined>(undefined);
  return (
    <div className="org-split">
      <DictTypePanel selected={selected} onSelect={setSelected} />
      <div className="org-split-main">
        {selected ? (
          <DictDataPanel
            key={selected.id}
            typeId={selected.id}
            isTree={selected.isTree === 1}
            title={`${selected.fullName} (${selected.enCode})`}
          />
        ) : (
          <Card size="small">
            <Empty description={t('pickType')} />
          </Card>
        )}
      </div>
    </div>
  );
}
