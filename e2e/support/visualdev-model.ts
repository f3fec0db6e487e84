import type { APIRequestContext } from '@playwright/test';
import { apiData, type THeaders } from './api-data.ts';

type TField = Record<string, unknown>;

/** A value field of JNPF's formData (contract §5.2). */
function field(jnpfKey: string, key: string, label: string, more: TField = {}, config: TField = {}): TField {
  return {
    __config__: { jnpfKey, label, showLabel: true, required: false, span: 12, regList: [], ...config },
    __vModel__: key,
    ...more,
  };
}

const options = (...names: string[]) => names.map((fullName, i) => ({ id: String(i + 1), fullName }));

/**
 * The e2e model's form: 18 field kinds, among them a sub-table with its 合计 row, a calculated field, a relation to
 * the model's own records, an address, an upload and a bill number (rule `billRule`).
 */
export function runtimeFormData(modelId: string, billRule: string): TField {
  const items = {
    __config__: {
      jnpfKey: 'table',
      label: '明细',
      showLabel: true,
      span: 24,
      children: [
        field('comInput', 'item', '品名', {}, { required: true }),
        field('numInput', 'amount', '金额', { precision: 2 }),
      ],
    },
    __vModel__: 'items',
    summary: true,
  };
  const fields = [
    field('comInput', 'name', '客户名称', { maxlength: 50 }, { required: true }),
    field('numInput', 'qty', '数量', { min: 0, max: 10000 }),
    field('JNPFAmount', 'price', '单价', { precision: 2 }),
    field('calculate', 'total', '总价', { expression: ['qty', '*', 'price'] }),
    field(
      'select',
      'kind',
      '类别',
      { __slot__: { options: options('零售', '批发') } },
      { dataType: 'static' },
    ),
    field(
      'radio',
      'level',
      '等级',
      { __slot__: { options: options('普通', '重要') } },
      { dataType: 'static' },
    ),
    field(
      'checkbox',
      'tags',
      '标签',
      { __slot__: { options: options('新客', '老客') } },
      { dataType: 'static' },
    ),
    field('switch', 'active', '有效', {
      activeTxt: '是',
      inactiveTxt: '否',
      activeValue: 1,
      inactiveValue: 0,
    }),
    field('date', 'day', '日期', { format: 'yyyy-MM-dd', type: 'date' }),
    field('textarea', 'memo', '备注', { maxlength: 200 }),
    field('rate', 'score', '评分', { max: 5 }),
    field('colorPicker', 'color', '颜色'),
    field('address', 'addr', '地址', { level: 2 }),
    field('uploadFz', 'files', '附件', { fileSize: 10, sizeUnit: 'MB', limit: 3 }),
    field('billRule', 'billNo', '单号', { readonly: true }, { rule: billRule }),
    field('relationForm', 'rel', '关联客户', { modelId, relationField: 'name' }),
    field('createUser', 'creator', '创建人', {}, { readonly: true }),
    field('createTime', 'created', '创建时间', {}, { readonly: true }),
    items,
  ];
  return {
    labelPosition: 'right',
    labelWidth: 100,
    popupType: 'general',
    generalWidth: '900px',
    gutter: 15,
    fields,
  };
}

/** The list design: search by name (fuzzy), kind (exact) and date (range); every head and row button. */
export function runtimeColumnData(): TField {
  const search = (jnpfKey: string, key: string, label: string, searchType: number, more: TField = {}) => ({
    ...field(jnpfKey, key, label, more),
    searchType,
  });
  const column = (prop: string, label: string, jnpfKey: string) => ({
    prop,
    label,
    jnpfKey,
    align: 'left',
    sortable: true,
  });
  return {
    searchList: [
      search('comInput', 'name', '客户名称', 2),
      search('select', 'kind', '类别', 1, { __slot__: { options: options('零售', '批发') } }),
      search('date', 'day', '日期', 3, { format: 'yyyy-MM-dd' }),
    ],
    columnList: [
      column('billNo', '单号', 'billRule'),
      column('name', '客户名称', 'comInput'),
      column('kind', '类别', 'select'),
      column('qty', '数量', 'numInput'),
      column('price', '单价', 'JNPFAmount'),
      column('total', '总价', 'calculate'),
      column('active', '有效', 'switch'),
      column('day', '日期', 'date'),
      column('files', '附件', 'uploadFz'),
    ],
    type: 1,
    defaultSidx: '',
    sort: 'desc',
    hasPage: true,
    pageSize: 20,
    btnsList: ['add', 'download', 'upload', 'batchRemove'].map((value) => ({ value, label: value })),
    columnBtnsList: ['edit', 'detail', 'remove'].map((value) => ({ value, label: value })),
    useColumnPermission: false,
    useFormPermission: false,
    useBtnPermission: true,
    useDataPermission: false,
  };
}

/** Creates a bill rule, a web-design model with the form above, and publishes it: the model id. */
export async function createPublishedModel(
  request: APIRequestContext,
  headers: THeaders,
  o: { name: string; code: string },
): Promise<string> {
  const rule = `vdrule${o.code}`;
  await apiData(request, headers, '/api/system/base/bill/rule/edit', {
    fullName: `单号${o.code}`,
    enCode: rule,
    prefix: 'KH',
    dateFormat: 'yyyyMMdd',
    digit: 4,
    startNumber: '1',
  });
  const categories = await apiData<{ list: { id: string }[] }>(
    request,
    headers,
    '/api/system/base/dictionary/data/data/ops/webDesign',
  );
  const base = { fullName: o.name, enCode: o.code, category: categories.list[0].id, type: 1 };
  const { id } = await apiData<{ id: string }>(request, headers, '/api/visualdev/Base', base);
  const draft = {
    ...base,
    formData: JSON.stringify(runtimeFormData(id, rule)),
    columnData: JSON.stringify(runtimeColumnData()),
  };
  const put = await request.put(`/api/visualdev/Base/${id}`, { headers, data: draft });
  if (((await put.json()) as { code: number }).code !== 200)
    throw new Error(`save model: ${await put.text()}`);
  await apiData(request, headers, `/api/visualdev/Base/${id}/Actions/Release`, {});
  return id;
}
