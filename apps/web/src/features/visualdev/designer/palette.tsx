import { useDraggable } from '@dnd-kit/core';
import { FIELD_KINDS, JNPF_KEYS, type TJnpfKey, type TKindGroup } from '@app/contracts';
import { Typography } from 'antd';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VISUALDEV_NS } from '../visualdev-i18n.ts';

const GROUPS: readonly TKindGroup[] = ['basic', 'advanced', 'system', 'layout'];

function PaletteItem({ kind, onAdd }: { kind: TJnpfKey; onAdd: (kind: TJnpfKey) => void }): ReactNode {
  const { t } = useTranslation(VISUALDEV_NS);
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id: `palette:${kind}` });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      className="designer-palette-item"
      data-kind={kind}
      style={{ opacity: isDragging ? 0.5 : 1 }}
      onDoubleClick={() => onAdd(kind)}
    >
      {t(`kinds.${kind}`)}
    </div>
  );
}

/** The field kinds of contract §5.2 in their groups; drag one onto the canvas (double-click adds at the end). */
export const Palette = memo(function Palette({ onAdd }: { onAdd: (kind: TJnpfKey) => void }): ReactNode {
  const { t } = useTranslation(VISUALDEV_NS);
  // A tab or collapse pane and the relation attributes come with their parent kinds; the palette lists the rest.
  const kinds = JNPF_KEYS;
  return (
    <div className="designer-palette">
      {GROUPS.map((g) => (
        <div key={g}>
          <Typography.Text strong>{t(`groups.${g}`)}</Typography.Text>
          <div className="designer-palette-grid">
            {kinds
              .filter((k) => FIELD_KINDS[k].group === g)
              .map((k) => (
                <PaletteItem key={k} kind={k} onAdd={onAdd} />
              ))}
          </div>
        </div>
      ))}
    </div>
  );
});
