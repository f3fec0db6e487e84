import {
  DndContext,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Empty, Input, InputNumber, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_DESIGNER_NS } from './list-designer-i18n.ts';
import {
  moveColumn,
  searchTypesOf,
  setSearchType,
  updateColumn,
  type TListColumn,
  type TListDesign,
} from './list-design.ts';

interface TPaneProps {
  design: TListDesign;
  onChange: (next: TListDesign) => void;
}

function ColumnRow(props: {
  column: TListColumn;
  onPatch: (p: Partial<TListColumn>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(LIST_DESIGNER_NS);
  const { column: c, onPatch } = props;
  const { setNodeRef, listeners, attributes, transform, transition } = useSortable({ id: c.prop });
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <div ref={setNodeRef} style={style} className="list-designer-row" data-testid={`list-column-${c.prop}`}>
      <span className="list-designer-handle" aria-label={t('drag')} {...attributes} {...listeners}>
        <HolderOutlined />
      </span>
      <Input
        aria-label={`${t('label')} ${c.prop}`}
        value={c.label}
        onChange={(e) => onPatch({ label: e.target.value })}
        style={{ width: 140 }}
      />
      <InputNumber
        aria-label={`${t('width')} ${c.prop}`}
        placeholder={t('auto')}
        min={0}
        max={2000}
        value={c.width}
        onChange={(v) => onPatch({ width: typeof v === 'number' && v > 0 ? v : null })}
        style={{ width: 90 }}
      />
      <Select
        aria-label={`${t('align')} ${c.prop}`}
        value={c.align}
        onChange={(align) => onPatch({ align })}
        style={{ width: 84 }}
        options={[
          { value: 'left', label: t('alignLeft') },
          { value: 'center', label: t('alignCenter') },
          { value: 'right', label: t('alignRight') },
        ]}
      />
      <Select
        aria-label={`${t('fixed')} ${c.prop}`}
        value={c.fixed}
        onChange={(fixed) => onPatch({ fixed })}
        style={{ width: 96 }}
        options={[
          { value: 'none', label: t('fixedNone') },
          { value: 'left', label: t('fixedLeft') },
          { value: 'right', label: t('fixedRight') },
        ]}
      />
      <Checkbox
        style={{ whiteSpace: 'nowrap' }}
        checked={c.sortable}
        onChange={(e) => onPatch({ sortable: e.target.checked })}
      >
        {t('sortable')}
      </Checkbox>
      <Button
        type="text"
        danger
        size="small"
        aria-label={`${t('removeColumn')} ${c.prop}`}
        icon={<DeleteOutlined />}
        onClick={props.onRemove}
      />
    </div>
  );
}

/** The designed columns, reordered by dragging (dnd-kit), each with its title, width, alignment, pinning and sorting. */
export function ColumnsPane({ design, onChange }: TPaneProps): ReactNode {
  const { t } = useTranslation(LIST_DESIGNER_NS);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const onDragEnd = ({ active, over }: DragEndEvent): void => {
    if (over && active.id !== over.id) onChange(moveColumn(design, String(active.id), String(over.id)));
  };
  const ids = design.columnList.map((c) => c.prop);
  return (
    <Card size="small" title={t('columns')} className="list-designer-card">
      {ids.length === 0 ? <Empty description={t('noColumns')} /> : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {design.columnList.map((c) => (
            <ColumnRow
              key={c.prop}
              column={c}
              onPatch={(p) => onChange(updateColumn(design, c.prop, p))}
              onRemove={() =>
                onChange({ ...design, columnList: design.columnList.filter((x) => x.prop !== c.prop) })
              }
            />
          ))}
        </SortableContext>
      </DndContext>
    </Card>
  );
}

/** The search fields with their search type (exact, fuzzy, range as the kind offers). */
export function SearchPane({ design, onChange }: TPaneProps): ReactNode {
  const { t } = useTranslation(LIST_DESIGNER_NS);
  return (
    <Card size="small" title={t('search')} className="list-designer-card">
      {design.searchList.length === 0 ? <Empty description={t('noSearch')} /> : null}
      {design.searchList.map((s) => (
        <div key={s.__vModel__} className="list-designer-row" data-testid={`list-search-${s.__vModel__}`}>
          <span style={{ width: 160 }}>{s.__config__.label ?? s.__vModel__}</span>
          <Space>
            <span>{t('searchType')}</span>
            <Select
              aria-label={`${t('searchType')} ${s.__vModel__}`}
              value={s.searchType}
              style={{ width: 130 }}
              onChange={(v: number) => onChange(setSearchType(design, s.__vModel__, v))}
              options={searchTypesOf(s.__config__.jnpfKey ?? '').map((v) => ({
                value: v,
                label: t(`searchTypes.${v}`),
              }))}
            />
          </Space>
        </div>
      ))}
    </Card>
  );
}
