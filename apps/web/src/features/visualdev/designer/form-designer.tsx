import { DndContext, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { flattenFields, hasListDesign, type TFormField, type TPublishResult } from '@app/contracts';
import { App, Button, Segmented, Space, Typography } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModelMutations, type TModelInfo } from '../api.ts';
import { VISUALDEV_NS } from '../visualdev-i18n.ts';
import { Canvas } from './canvas.tsx';
import { detectInnermost } from './collision.ts';
import { JsonDialog, PreviewDialog } from './designer-dialogs.tsx';
import { DesignerSide } from './designer-side.tsx';
import './form-designer.css';
import { parseListDesign, toColumnData, type TListDesign } from './list-design.ts';
import { ListDesigner } from './list-designer.tsx';
import { LIST_DESIGNER_NS } from './list-designer-i18n.ts';
import { Palette } from './palette.tsx';
import { PublishAnswer } from './publish-answer.tsx';
import { useDesignState } from './use-design-state.ts';

/** The form settings a new model starts with (JNPF designer defaults, contract §5.2). */
const DEFAULT_SETTINGS: Record<string, unknown> = {
  formRef: 'elForm',
  formModel: 'dataForm',
  size: 'medium',
  labelPosition: 'right',
  labelWidth: 100,
  formRules: 'rules',
  popupType: 'general',
  generalWidth: '600px',
  fullScreenWidth: '100%',
  gutter: 15,
  disabled: false,
  span: 24,
  formBtns: false,
};

type TFormJson = Record<string, unknown> & { fields: TFormField[] };

/** Parses a draft's formData text; an empty or broken draft starts as an empty form. */
export function parseDraft(text: string | null): TFormJson {
  try {
    const data = JSON.parse(text ?? '') as Partial<TFormJson> | null;
    if (data && Array.isArray(data.fields)) return { ...DEFAULT_SETTINGS, ...data, fields: data.fields };
  } catch {
    // An empty draft: start from the defaults.
  }
  return { ...DEFAULT_SETTINGS, fields: [] };
}

/** A JSON text parsed, or null. */
function safeJson(text: string | null): unknown {
  try {
    return JSON.parse(text ?? '') as unknown;
  } catch {
    return null;
  }
}

/** The form designer of one model: palette, canvas, properties, undo/redo, JSON, preview, save and publish. */
export function FormDesigner({ model, onClose }: { model: TModelInfo; onClose: () => void }): ReactNode {
  const { t } = useTranslation(VISUALDEV_NS);
  const { t: tl } = useTranslation(LIST_DESIGNER_NS);
  const [start] = useState(() => parseDraft(model.formData));
  const [tab, setTab] = useState<'form' | 'list'>('form');
  const [list, setList] = useState<TListDesign>(() =>
    parseListDesign(model.columnData, flattenFields(start.fields)),
  );
  // A model whose list was never designed is saved without one (publishing then lists every field).
  const [isListDesigned, setListDesigned] = useState(() => hasListDesign(safeJson(model.columnData)));
  const [settings, setSettings] = useState<Record<string, unknown>>(() => ({ ...start, fields: undefined }));
  const { message, modal } = App.useApp();
  const design = useDesignState(start.fields);
  // What the server holds: closing with anything else asks first.
  const [saved, setSaved] = useState(() => ({ fields: design.fields, settings, list }));
  const [dialog, setDialog] = useState<'json' | 'preview' | null>(null);
  const [published, setPublished] = useState<TPublishResult | null>(null);
  const { save, publish } = useModelMutations();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const formData: TFormJson = { ...settings, fields: design.fields };
  const valueFields = useMemo(() => flattenFields(design.fields), [design.fields]);

  const saveDraft = async (): Promise<void> => {
    await save.mutateAsync({
      id: model.id,
      body: {
        fullName: model.fullName,
        enCode: model.enCode,
        category: model.category,
        type: model.type,
        formData,
        // The list design without the columns and search fields of fields the form no longer has.
        ...(isListDesigned
          ? { columnData: toColumnData(parseListDesign(JSON.stringify(list), valueFields)) }
          : {}),
      },
    });
    setSaved({ fields: design.fields, settings, list });
    void message.success(t('saved'), 1.5);
  };
  const saveAndPublish = async (): Promise<void> => {
    await saveDraft();
    setPublished(await publish.mutateAsync(model.id));
  };
  const changeSettings = useCallback(
    (next: Record<string, unknown>) => setSettings((s) => ({ ...s, ...next })),
    [],
  );
  const close = (): void => {
    const isDirty = saved.fields !== design.fields || saved.settings !== settings || saved.list !== list;
    if (!isDirty) onClose();
    else modal.confirm({ title: t('close'), content: t('unsaved'), onOk: onClose });
  };
  return (
    <div className="form-designer">
      <div className="form-designer-toolbar">
        <Space>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {model.fullName}
          </Typography.Title>
          <Segmented
            value={tab}
            onChange={(v) => setTab(v as 'form' | 'list')}
            options={[
              { value: 'form', label: tl('formTab') },
              { value: 'list', label: tl('listTab') },
            ]}
          />
        </Space>
        <Space>
          <Button icon={<UndoOutlined />} disabled={!design.canUndo} onClick={design.undo}>
            {t('undo')}
          </Button>
          <Button icon={<RedoOutlined />} disabled={!design.canRedo} onClick={design.redo}>
            {t('redo')}
          </Button>
          <Button onClick={() => setDialog('json')}>{t('json')}</Button>
          <Button onClick={() => setDialog('preview')}>{t('preview')}</Button>
          <Button loading={save.isPending} onClick={() => void saveDraft().catch(() => undefined)}>
            {t('saveDraft')}
          </Button>
          <Button
            type="primary"
            loading={publish.isPending}
            onClick={() => void saveAndPublish().catch(() => undefined)}
          >
            {t('publish')}
          </Button>
          <Button onClick={close}>{t('close')}</Button>
        </Space>
      </div>
      {tab === 'list' ? (
        <ListDesigner
          fields={valueFields}
          design={list}
          onChange={(next) => {
            setList(next);
            setListDesigned(true);
          }}
        />
      ) : null}
      <DndContext sensors={sensors} collisionDetection={detectInnermost} onDragEnd={design.onDragEnd}>
        <div className="form-designer-body" style={tab === 'form' ? undefined : { display: 'none' }}>
          <Palette onAdd={design.add} />
          <div className="form-designer-canvas" onClick={() => design.setSelected(null)}>
            <Canvas
              fields={design.fields}
              selected={design.selected}
              onSelect={design.setSelected}
              onCopy={design.copy}
              onRemove={design.remove}
            />
          </div>
          <div className="form-designer-props">
            <DesignerSide
              fields={design.fields}
              selected={design.selected}
              settings={settings}
              onFieldChange={design.update}
              onSettingsChange={changeSettings}
            />
          </div>
        </div>
      </DndContext>
      {dialog === 'json' ? (
        <JsonDialog
          formData={formData}
          onClose={() => setDialog(null)}
          onApply={(data) => {
            const { fields, ...rest } = data;
            setSettings(rest);
            design.replace(fields);
          }}
        />
      ) : null}
      {dialog === 'preview' ? <PreviewDialog formData={formData} onClose={() => setDialog(null)} /> : null}
      {published ? <PublishAnswer result={published} onClose={() => setPublished(null)} /> : null}
    </div>
  );
}
