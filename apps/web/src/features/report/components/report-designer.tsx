import {
  ReportSourceType,
  type TReportEdit,
  type TReportInfo,
  type TReportRunBody,
  type TReportRunResult,
} from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Col, Form, Input, Modal, Radio, Row, Select, Switch } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { http, HttpError } from '../../../shared/http.ts';
import { useDictOptions } from '../../dictionary/api.ts';
import { REPORT_CATEGORY_DICTIONARY, previewReport, useReportInfo, useReportMutations } from '../api.ts';
import { REPORT_NS } from '../report-i18n.ts';
import { DesignerTabs } from './designer-tabs.tsx';
import { ReportView } from './report-view.tsx';

type TValues = Omit<TReportEdit, 'groupBy' | 'state' | 'version'> & {
  state: boolean;
  groupField?: string;
  subtotals: boolean;
  grandTotal: boolean;
};

const NEW_REPORT: Partial<TValues> = {
  sourceType: 1,
  columns: [],
  filters: [],
  charts: [],
  state: true,
  subtotals: true,
  grandTotal: true,
  sortCode: 0,
};

/** The form's values from a stored report. */
function toValues(r: TReportInfo): TValues {
  return {
    ...r,
    sourceType: r.sourceType as 1 | 2,
    state: r.state === 1,
    groupField: r.groupBy?.field,
    subtotals: r.groupBy?.subtotals ?? true,
    grandTotal: r.groupBy?.grandTotal ?? true,
  };
}

/** The definition the form's values stand for (empty optional texts dropped). */
function toDefinition(v: Partial<TValues>, version?: number): TReportEdit {
  const { groupField, subtotals, grandTotal, state, ...rest } = v;
  const clean = <T extends object>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, x]) => x !== '' && x !== undefined && x !== null)) as T;
  return {
    ...(rest as TReportEdit),
    version,
    columns: (rest.columns ?? []).map(clean),
    filters: (rest.filters ?? []).map(clean),
    charts: (rest.charts ?? []).map((c) => clean({ ...c, y: c.y ?? [] })),
    groupBy: groupField
      ? { field: groupField, subtotals: subtotals ?? true, grandTotal: grandTotal ?? true }
      : null,
    state: state === false ? 0 : 1,
  };
}

/** The source's field keys: a model's value fields, or the keys of an interface's first row (either may be refused). */
function useSourceFields(sourceType: number | undefined, sourceId: string | undefined) {
  return useQuery({
    queryKey: ['dataReport', 'sourceFields', sourceType, sourceId],
    enabled: Boolean(sourceId),
    retry: false,
    queryFn: async () => {
      const id = encodeURIComponent(sourceId ?? '');
      if (sourceType === ReportSourceType.model) {
        const r = await http.get<{ list: { vmodel: string; label: string }[] }>(
          `/api/visualdev/Base/${id}/FormDataFields`,
          {},
          { silent: true },
        );
        return r.list.map((f) => ({ value: f.vmodel, label: `${f.label} (${f.vmodel})` }));
      }
      const data = await http.get<unknown>(
        `/api/system/base/data/interface/actions/${id}`,
        {},
        { silent: true },
      );
      const first: unknown = Array.isArray(data) ? data[0] : null;
      return first && typeof first === 'object'
        ? Object.keys(first).map((k) => ({ value: k, label: k }))
        : [];
    },
  });
}

/** Dictionary types offered to a select filter (flattened type tree; refused quietly without the dictionary page). */
function useDictionaryOptions() {
  return useQuery({
    queryKey: ['dataReport', 'dictionaries'],
    retry: false,
    queryFn: async () => {
      type TNode = { id: string; fullName: string; children?: TNode[] | null };
      const r = await http.get<{ list: TNode[] }>(
        '/api/system/base/dictionary/type/list',
        {},
        { silent: true },
      );
      const flat = (nodes: TNode[]): TNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
      return flat(r.list).map((d) => ({ value: d.id, label: d.fullName }));
    },
  });
}

/** The data interfaces offered as a source (categories with their interfaces). */
function useInterfaceOptions() {
  return useQuery({
    queryKey: ['dataReport', 'interfaces'],
    retry: false,
    queryFn: async () => {
      type TNode = { id: string; fullName: string; children?: TNode[] };
      const r = await http.get<TNode[] | { list: TNode[] }>(
        '/api/system/base/data/interface/ops',
        {},
        { silent: true },
      );
      const cats = Array.isArray(r) ? r : r.list;
      return cats.flatMap((c) =>
        (c.children ?? []).map((i) => ({ value: i.id, label: `${i.fullName} (${c.fullName})` })),
      );
    },
  });
}

/**
 * The report designer: name, code, category and source; columns, grouping, filters and charts in tabs; and a live
 * preview of the unsaved definition (the server runs it exactly as the report page will).
 */
export function ReportDesigner({
  open,
  id,
  onClose,
}: {
  open: boolean;
  id?: string;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(REPORT_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const info = useReportInfo(open ? id : undefined);
  const { save } = useReportMutations();
  const categories = useDictOptions(REPORT_CATEGORY_DICTIONARY);
  const dictionaries = useDictionaryOptions();
  const interfaces = useInterfaceOptions();
  const sourceType = Form.useWatch('sourceType', form);
  const sourceId = Form.useWatch('sourceId', form);
  const watchedColumns = Form.useWatch('columns', form);
  const sourceFields = useSourceFields(sourceType, sourceId);
  const [body, setBody] = useState<TReportRunBody>({ filters: {}, currentPage: 1, pageSize: 10 });
  const [preview, setPreview] = useState<{ result?: TReportRunResult; error?: string; def?: TReportEdit }>(
    {},
  );
  const [isRunning, setRunning] = useState(false);
  // Once the user has changed something, neither Escape nor a click beside the dialog throws the design away.
  const [isDirty, setDirty] = useState(false);
  const close = () => {
    setDirty(false);
    onClose();
  };

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (id && info.data) form.setFieldsValue(toValues(info.data));
    else if (!id) form.setFieldsValue(NEW_REPORT);
  }, [open, id, info.data, form]);

  const runPreview = async (next: TReportRunBody = body) => {
    const def = toDefinition(form.getFieldsValue(true) as Partial<TValues>);
    setBody(next);
    if (!def.sourceId || !def.columns.length) return setPreview({});
    setRunning(true);
    try {
      setPreview({ result: await previewReport(def, next), def });
    } catch (err) {
      setPreview({ error: err instanceof HttpError ? err.message : String(err), def });
    } finally {
      setRunning(false);
    }
  };

  const onSave = async () => {
    const values = await form.validateFields();
    const def = toDefinition({ ...(form.getFieldsValue(true) as TValues), ...values }, info.data?.version);
    await save.mutateAsync({ id, body: def });
    void message.success(t('saved'));
    close();
  };

  const columnFields = (watchedColumns ?? [])
    .filter((c) => c?.field)
    .map((c) => ({ value: c.field, label: c.title || c.field }));
  const layout = preview.def ?? toDefinition(NEW_REPORT);
  return (
    <Modal
      open={open}
      title={id ? t('editTitle') : t('createTitle')}
      onCancel={close}
      onOk={() => void onSave().catch(() => undefined)}
      okText={t('save')}
      confirmLoading={save.isPending}
      width="96vw"
      style={{ top: 16 }}
      destroyOnHidden
      keyboard={!isDirty}
      maskClosable={!isDirty}
      forceRender
    >
      <Form form={form} layout="vertical" size="small" onValuesChange={() => setDirty(true)}>
        <Row gutter={12}>
          <Col span={4}>
            <Form.Item
              name="fullName"
              label={t('fullName')}
              rules={[{ required: true, message: t('required', { label: t('fullName') }) }]}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item
              name="enCode"
              label={t('enCode')}
              rules={[{ required: true, message: t('required', { label: t('enCode') }) }]}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item
              name="category"
              label={t('category')}
              rules={[{ required: true, message: t('required', { label: t('category') }) }]}
            >
              <Select
                aria-label={t('category')}
                options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.fullName }))}
              />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name="sourceType" label={t('sourceType')}>
              <Radio.Group
                optionType="button"
                options={[1, 2].map((v) => ({ value: v, label: t(`sourceTypes.${v}`) }))}
                onChange={() => form.setFieldValue('sourceId', undefined)}
              />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item
              name="sourceId"
              label={t('sourceId')}
              tooltip={t('sourceIdHint')}
              rules={[{ required: true, message: t('required', { label: t('sourceId') }) }]}
            >
              {sourceType === ReportSourceType.interface && interfaces.data?.length ? (
                <Select
                  aria-label={t('sourceId')}
                  showSearch
                  optionFilterProp="label"
                  options={interfaces.data}
                  popupMatchSelectWidth={false}
                />
              ) : (
                <Input aria-label={t('sourceId')} />
              )}
            </Form.Item>
          </Col>
          <Col span={2}>
            <Form.Item name="state" label={t('status')} valuePropName="checked">
              <Switch size="small" />
            </Form.Item>
          </Col>
        </Row>
        <DesignerTabs
          fields={sourceFields.data ?? []}
          columnFields={columnFields}
          isInterface={sourceType !== ReportSourceType.model}
          dictionaries={dictionaries.data ?? []}
        />
      </Form>
      <div style={{ marginTop: 16 }} data-testid="report-preview">
        <Row justify="space-between" style={{ marginBottom: 8 }}>
          <strong>{t('preview')}</strong>
          <Button
            size="small"
            loading={isRunning}
            onClick={() => void runPreview({ ...body, currentPage: 1 })}
          >
            {t('refreshPreview')}
          </Button>
        </Row>
        {preview.def || preview.error ? (
          <ReportView
            layout={layout}
            result={preview.result}
            isLoading={isRunning}
            error={preview.error}
            body={body}
            onBodyChange={(b) => void runPreview(b)}
          />
        ) : (
          <div style={{ color: '#999' }}>{t('emptyPreview')}</div>
        )}
      </div>
    </Modal>
  );
}
