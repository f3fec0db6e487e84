import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import type { TFormField } from '@app/contracts';
import { Button, Tag, Typography } from 'antd';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VISUALDEV_NS } from '../visualdev-i18n.ts';
import { hasPanes, idOf, listIdOf, ROOT_LIST } from './design-tree.ts';

interface TCanvasProps {
  selected: number | null;
  onSelect: (id: number) => void;
  onCopy: (id: number) => void;
  onRemove: (id: number) => void;
}

function CanvasList({
  listId,
  fields,
  ...rest
}: TCanvasProps & { listId: string; fields: TFormField[] }): ReactNode {
  const { t } = useTranslation(VISUALDEV_NS);
  const { setNodeRef, isOver } = useDroppable({ id: `list:${listId}` });
  return (
    <SortableContext items={fields.map((f) => `field:${idOf(f)}`)} strategy={verticalListSortingStrategy}>
      <div
        ref={setNodeRef}
        className={`designer-list${isOver ? ' is-over' : ''}${listId === ROOT_LIST ? ' is-root' : ''}`}
        data-list={listId}
      >
        {fields.map((f) => (
          <CanvasItem key={idOf(f)} field={f} {...rest} />
        ))}
        {fields.length === 0 ? (
          <Typography.Text type="secondary" className="designer-empty">
            {listId === ROOT_LIST ? t('canvasEmpty') : t('dropHere')}
          </Typography.Text>
        ) : null}
      </div>
    </SortableContext>
  );
}

type TItemProps = TCanvasProps & { field: TFormField };

/**
 * The sortable shell of a field: it re-renders whenever dnd-kit's contexts change (every item does, on every add
 * or move), so it holds only the position; the body below is memoised and renders only when its field changed.
 */
function CanvasItem({ field, ...rest }: TItemProps): ReactNode {
  const id = idOf(field);
  const { setNodeRef, listeners, attributes, transform, transition, isDragging } = useSortable({
    id: `field:${id}`,
  });
  const style = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
    opacity: isDragging ? 0.4 : 1,
  };
  const isSelected = rest.selected === id;
  return (
    <div
      ref={setNodeRef}
      style={style}
      className={`designer-item${isSelected ? ' is-selected' : ''}`}
      data-field={field.__vModel__ ?? field.__config__.jnpfKey}
      onClick={(e) => {
        e.stopPropagation();
        rest.onSelect(id);
      }}
    >
      <ItemBody field={field} {...rest} handle={{ ...listeners, ...attributes }} />
    </div>
  );
}

type TBodyProps = TItemProps & { handle: Record<string, unknown> };

function ItemBodyView({ field, handle, ...rest }: TBodyProps): ReactNode {
  const { t } = useTranslation(VISUALDEV_NS);
  const id = idOf(field);
  const cfg = field.__config__;
  const isSelected = rest.selected === id;
  return (
    <>
      <div className="designer-item-head" {...handle}>
        <span className="designer-item-label">
          {cfg.required ? <span className="required-mark" /> : null}
          {cfg.label}
        </span>
        <Tag>{t(`kinds.${cfg.jnpfKey}`)}</Tag>
        {isSelected ? (
          <span className="designer-item-actions">
            <Button
              size="small"
              type="text"
              aria-label={t('copy')}
              icon={<CopyOutlined />}
              onClick={() => rest.onCopy(id)}
            />
            <Button
              size="small"
              type="text"
              danger
              aria-label={t('remove')}
              icon={<DeleteOutlined />}
              onClick={() => rest.onRemove(id)}
            />
          </span>
        ) : null}
      </div>
      {hasPanes(field)
        ? (cfg.children ?? []).map((pane) => (
            <div key={idOf(pane)} className="designer-pane">
              <Typography.Text type="secondary">{pane.__config__.label}</Typography.Text>
              <CanvasList listId={listIdOf(pane)} fields={pane.__config__.children ?? []} {...rest} />
            </div>
          ))
        : null}
      {cfg.children && !hasPanes(field) ? (
        <CanvasList listId={listIdOf(field)} fields={cfg.children} {...rest} />
      ) : null}
    </>
  );
}

/** dnd-kit's listeners and attributes, compared by value (it makes new objects on every render). */
function isSameHandle(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** Same field object, same callbacks, same handle, and the selection did not touch this field (or its inside). */
function isSameBody(a: TBodyProps, b: TBodyProps): boolean {
  if (a.field !== b.field || a.onSelect !== b.onSelect || a.onCopy !== b.onCopy || a.onRemove !== b.onRemove)
    return false;
  if (!isSameHandle(a.handle, b.handle)) return false;
  if (a.selected === b.selected) return true;
  const id = idOf(a.field);
  return !a.field.__config__.children && a.selected !== id && b.selected !== id;
}

// A 200-field form re-renders only the bodies of the fields a change touched.
const ItemBody = memo(ItemBodyView, isSameBody);

/** The designed form: every field a sortable block, containers holding their own drop lists. */
export function Canvas({ fields, ...rest }: TCanvasProps & { fields: TFormField[] }): ReactNode {
  return <CanvasList listId={ROOT_LIST} fields={fields} {...rest} />;
}
