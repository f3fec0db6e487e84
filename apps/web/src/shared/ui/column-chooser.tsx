import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  columnIdOf,
  isChoosable,
  isColumnShown,
  type TChoosable,
  type TColumnChoice,
} from './column-choice.ts';

/** A column as the chooser lists it: the choosable fields and its header. */
type TChooserColumn = TChoosable & { title?: unknown };

interface TColumnChooserProps {
  columns: readonly TChooserColumn[];
  choice: TColumnChoice;
  onChange: (id: string, isShown: boolean) => void;
  onReset: () => void;
}

/** The list toolbar's "columns" control: a check box per column (pinned ones excepted) and a reset to the defaults. */
export function ColumnChooser({ columns, choice, onChange, onReset }: TColumnChooserProps): ReactNode {
  const { t } = useTranslation();
  const items = columns.filter(isChoosable);
  if (items.length === 0) return null;
  const shownCount = items.filter((c) => isColumnShown(c, choice)).length;
  const content = (
    <div className="column-chooser" role="group" aria-label={t('ui.columns')}>
      {items.map((c) => {
        const id = columnIdOf(c) ?? '';
        const isShown = isColumnShown(c, choice);
        return (
          <Checkbox
            key={id}
            checked={isShown}
            // The last shown column stays: a table of row actions alone says nothing.
            disabled={isShown && shownCount === 1}
            onChange={(e) => onChange(id, e.target.checked)}
          >
            {typeof c.title === 'string' ? c.title : id}
          </Checkbox>
        );
      })}
      <Button type="link" size="small" className="column-chooser-reset" onClick={onReset}>
        {t('ui.columnsReset')}
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('ui.columns')} content={content}>
      <Button type="text" aria-label={t('ui.columns')} icon={<SettingOutlined />} />
    </Popover>
  );
}
