import type { TValueField } from '@app/contracts';
import { Checkbox, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsPane, SearchPane } from './list-columns.tsx';
import { listableFields, toggleColumn, toggleSearch, type TListDesign } from './list-design.ts';
import { LIST_DESIGNER_NS } from './list-designer-i18n.ts';
import './list-designer.css';
import { ListSettings } from './list-settings.tsx';

/**
 * The list designer (a tab of the form designer, columnData of contract §5.3): the form's fields to tick as columns
 * or search fields, the columns (dragged into order) and search fields, and the list's settings.
 */
export function ListDesigner(props: {
  fields: readonly TValueField[];
  design: TListDesign;
  onChange: (next: TListDesign) => void;
}): ReactNode {
  const { t } = useTranslation(LIST_DESIGNER_NS);
  const { design, onChange } = props;
  const fields = listableFields(props.fields);
  const columns = new Set(design.columnList.map((c) => c.prop));
  const searched = new Set(design.searchList.map((s) => s.__vModel__));
  return (
    <div className="list-designer" data-testid="list-designer">
      <div className="list-designer-fields">
        <Typography.Text strong>{t('fields')}</Typography.Text>
        {fields.map((f) => (
          <div key={f.key} className="list-designer-field" data-testid={`list-field-${f.key}`}>
            <span className="list-designer-field-name" title={f.key}>
              {String(f.field.__config__.label ?? f.key)}
            </span>
            <Checkbox
              checked={columns.has(f.key)}
              onChange={(e) => onChange(toggleColumn(design, f, e.target.checked))}
            >
              {t('asColumn')}
            </Checkbox>
            <Checkbox
              checked={searched.has(f.key)}
              onChange={(e) => onChange(toggleSearch(design, f, e.target.checked))}
            >
              {t('asSearch')}
            </Checkbox>
          </div>
        ))}
      </div>
      <div className="list-designer-main">
        <ColumnsPane design={design} onChange={onChange} />
        <SearchPane design={design} onChange={onChange} />
      </div>
      <div className="list-designer-side">
        <Typography.Text strong>{t('settings')}</Typography.Text>
        <ListSettings design={design} fields={fields} onChange={onChange} />
      </div>
    </div>
  );
}
