import type { TColumnData, TValueField } from './form-data.ts';

/**
 * The list design a model gets at publish while it has none (contract §5.3 defaults; the list designer is a later
 * issue): every value field outside sub-tables as a column, no search fields, add/export head buttons, edit/remove/
 * detail row buttons, plain paged table.
 */
export function defaultColumnData(fields: readonly TValueField[]): TColumnData {
  const columns = fields.filter((f) => !f.children);
  return {
    searchList: [],
    columnList: columns.map((f) => ({
      prop: f.key,
      label: String(f.field.__config__.label ?? f.key),
      align: 'left',
      width: null,
      jnpfKey: f.jnpfKey,
      sortable: true,
    })),
    type: 1,
    defaultSidx: '',
    sort: 'desc',
    hasPage: true,
    pageSize: 20,
    btnsList: [
      { value: 'add', icon: 'el-icon-plus', label: '新增' },
      { value: 'download', icon: 'el-icon-download', label: '导出' },
    ],
    columnBtnsList: [
      { value: 'edit', icon: 'el-icon-edit', label: '编辑' },
      { value: 'remove', icon: 'el-icon-delete', label: '删除' },
      { value: 'detail', icon: 'el-icon-tickets', label: '详情' },
    ],
    useColumnPermission: false,
    useFormPermission: false,
    useBtnPermission: false,
    useDataPermission: false,
  };
}

/** True when a columnData has a list design (columns to show). */
export function hasListDesign(columnData: unknown): boolean {
  const list = (columnData as TColumnData | null)?.columnList;
  return Array.isArray(list) && list.length > 0;
}
