import {
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  UploadOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { VisualDevType, type TFlowEngineEdit, type TFlowEngineItem } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Select, Space, Tag, Upload } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFlowFormDesign, useFlowForms, useFlowMutations, useFlowTree } from '../api.ts';
import { WORKFLOW_NS } from '../workflow-i18n.ts';
import { FlowCanvas } from './flow-canvas.tsx';
import { NodeDrawer } from './node-drawer.tsx';
import { formFieldsOf, readFlowCard, useFlowDesign } from './use-flow-design.ts';
import { downloadJson } from '../../../shared/utils/download-json.ts';
import { DesignerModal } from '../../visualdev/components/designer-modal.tsx';
import { ModelDialog } from '../../visualdev/components/model-dialog.tsx';

interface TBasics {
  fullName: string;
  enCode: string;
  category: string;
}

interface TFlowDesignerProps {
  /** The flow being edited; absent for a new flow. */
  flow?: TFlowEngineItem;
  onClose: () => void;
}

const ZOOMS = [0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.5];

/** The flow designer: basics, the node tree with its drawer, zoom, save and release. */
export function FlowDesigner({ flow, onClose }: TFlowDesignerProps): ReactNode {
  const { t } = useTranslation(WORKFLOW_NS);
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<TBasics>();
  const [flowId, setFlowId] = useState(flow?.id);
  const [zoomAt, setZoomAt] = useState(5);
  const design = useFlowDesign(flow?.flowTemplateJson);
  // What was last saved (or opened): closing with other edits asks first.
  const [savedRoot, setSavedRoot] = useState(() => design.root);
  const groups = useFlowTree('');
  const m = useFlowMutations();
  const issueCount = Object.keys(design.issues).length;
  const [formData, setFormData] = useState(flow?.formData ?? null);
  const forms = useFlowForms();
  const fields = useMemo(() => formFieldsOf(formData), [formData]);
  const qc = useQueryClient();
  // The flow form picked (or designed here): a flow-form model of the form designer (visualdev type 3).
  const [formModelId, setFormModelId] = useState<string | undefined>();
  const [formDialog, setFormDialog] = useState<'create' | 'design' | null>(null);
  const bindForm = (id: string) => {
    setFormModelId(id);
    void fetchFlowFormDesign(id)
      .then(setFormData)
      .catch(() => undefined);
  };
  /** Back from designing the form in place: the list of forms and the bound design are read again. */
  const designed = () => {
    setFormDialog(null);
    void qc.invalidateQueries({ queryKey: ['flowEngine', 'forms'] });
    if (formModelId) bindForm(formModelId);
  };
  const save = async (): Promise<string> => {
    const basics = await form.validateFields();
    const sent = design.root;
    const body: TFlowEngineEdit = {
      ...basics,
      type: flow?.type === 1 ? 1 : 0,
      formType: flow?.formType === 1 ? 1 : 2,
      sortCode: flow?.sortCode ?? 0,
      enabledMark: flow?.enabledMark === 1 ? 1 : 0,
      formData,
      flowTemplateJson: sent,
    };
    if (flowId) {
      await m.update.mutateAsync({ id: flowId, body });
      setSavedRoot(sent);
      return flowId;
    }
    const { id } = await m.create.mutateAsync(body);
    setFlowId(id);
    setSavedRoot(sent);
    return id;
  };
  const close = (): void => {
    if (design.root === savedRoot) onClose();
    else modal.confirm({ title: t('close'), content: t('unsaved'), onOk: onClose });
  };
  const run = (withRelease: boolean) => {
    void save()
      .then(async (id) => {
        if (withRelease) await m.release.mutateAsync(id);
        void message.success(t(withRelease ? 'releasedOk' : 'saved'), 1.5);
      })
      .catch(() => undefined);
  };
  const importFile = (file: File): false => {
    void file.text().then((text) => {
      const tree = readFlowCard(text);
      if (tree) design.replace(tree);
      else void message.error(t('badJson'));
    });
    return false;
  };
  const busy = m.create.isPending || m.update.isPending || m.release.isPending;
  return (
    <Modal
      open
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      footer={null}
      closable={false}
      onCancel={close}
      maskClosable={false}
      keyboard={!design.selected}
    >
      <div className="fd-shell" data-testid="flow-designer">
        <div className="fd-toolbar">
          <Form
            form={form}
            name="flowBasics"
            layout="inline"
            initialValues={{ fullName: flow?.fullName, enCode: flow?.enCode, category: flow?.category }}
          >
            <Form.Item
              name="fullName"
              label={t('fullName')}
              rules={[{ required: true, message: t('required', { label: t('fullName') }) }]}
            >
              <Input maxLength={50} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item
              name="enCode"
              label={t('enCode')}
              rules={[{ required: true, message: t('required', { label: t('enCode') }) }]}
            >
              <Input maxLength={50} style={{ width: 140 }} />
            </Form.Item>
            <Form.Item
              name="category"
              label={t('category')}
              rules={[{ required: true, message: t('required', { label: t('category') }) }]}
            >
              <Select
                style={{ width: 120 }}
                aria-label={t('category')}
                options={(groups.data ?? []).map((g) => ({ value: g.enCode, label: g.fullName }))}
              />
            </Form.Item>
          </Form>
          <Select
            style={{ width: 160 }}
            aria-label={t('form')}
            placeholder={t('form')}
            loading={forms.isLoading}
            options={(forms.data ?? []).map((g) => ({
              label: g.fullName,
              options: g.children.map((m) => ({ value: m.id, label: m.fullName })),
            }))}
            value={formModelId}
            onChange={bindForm}
          />
          <Button icon={<PlusOutlined />} onClick={() => setFormDialog('create')}>
            {t('newForm')}
          </Button>
          <Button icon={<EditOutlined />} disabled={!formModelId} onClick={() => setFormDialog('design')}>
            {t('designForm')}
          </Button>
          <Space style={{ marginLeft: 'auto' }} wrap>
            {issueCount ? <Tag color="error">{t('hasIssues', { count: issueCount })}</Tag> : null}
            <Button
              aria-label={t('zoomOut')}
              icon={<ZoomOutOutlined />}
              disabled={zoomAt === 0}
              onClick={() => setZoomAt((z) => Math.max(0, z - 1))}
            />
            <span>{Math.round((ZOOMS[zoomAt] ?? 1) * 100)}%</span>
            <Button
              aria-label={t('zoomIn')}
              icon={<ZoomInOutlined />}
              disabled={zoomAt === ZOOMS.length - 1}
              onClick={() => setZoomAt((z) => Math.min(ZOOMS.length - 1, z + 1))}
            />
            <Upload accept=".json,application/json" showUploadList={false} beforeUpload={importFile}>
              <Button icon={<UploadOutlined />}>{t('importJson')}</Button>
            </Upload>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => downloadJson(flow?.enCode ?? 'flow', design.root)}
            >
              {t('exportJson')}
            </Button>
            <Button loading={busy} onClick={() => run(false)}>
              {t('save')}
            </Button>
            <Button type="primary" loading={busy} disabled={issueCount > 0} onClick={() => run(true)}>
              {t('saveRelease')}
            </Button>
            <Button onClick={close}>{t('close')}</Button>
          </Space>
        </div>
        <FlowCanvas
          root={design.root}
          issues={design.issues}
          selectedId={design.selectedId}
          zoom={ZOOMS[zoomAt] ?? 1}
          actions={design.actions}
        />
        {design.selected ? (
          <NodeDrawer
            node={design.selected}
            earlier={design.earlier}
            fields={fields}
            onChange={design.patch}
            onClose={design.close}
          />
        ) : null}
        {formDialog === 'create' ? (
          <ModelDialog
            type={VisualDevType.flowForm}
            dictionary="flowForm"
            onClose={() => setFormDialog(null)}
            onCreated={(id) => {
              setFormModelId(id);
              setFormDialog('design');
            }}
          />
        ) : null}
        {formDialog === 'design' && formModelId ? (
          <DesignerModal id={formModelId} onClose={designed} />
        ) : null}
      </div>
    </Modal>
  );
}
