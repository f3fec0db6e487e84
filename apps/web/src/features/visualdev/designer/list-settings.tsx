import { LIST_HEAD_BUTTONS, LIST_ROW_BUTTONS, PERMISSION_SWITCHES, type TValueField } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Input, Radio, Select, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../shared/http.ts';
import { LIST_DESIGNER_NS } from './list-designer-i18n.ts';
import { toggleButton, type TListDesign } from './list-design.ts';
import { FittedTreeSelect } from '../../../shared/ui/form/fitted-tree-select.tsx';

type TNode = { id: string; fullName: string; children?: TNode[] } & Record<string, unknown>;

/** A tree of dictionary types or data interfaces for the tree list's source. */
function useSourceTree(url: string, isNeeded: boolean) {
  return useQuery({
    queryKey: ['visualdev', 'listTreeSource', url],
    queryFn: async () => (await http.get<{ list: TNode[] }>(url, undefined, { silent: true })).list,
    enabled: isNeeded,
    retry: false,
  });
}

const FIELD_NAMES = { label: 'fullName', value: 'id', children: 'children' };
const PAGE_SIZES = [10, 20, 50, 100, 500];

/** List type (plain, tree, grouped) with their settings, sort, paging, buttons and permission switches. */
export function ListSettings(props: {
  design: TListDesign;
  fields: readonly TValueField[];
  onChange: (next: TListDesign) => void;
}): ReactNode {
  const { t } = useTranslation(LIST_DESIGNER_NS);
  const { design: d, onChange } = props;
  const set = (patch: Partial<TListDesign>) => onChange({ ...d, ...patch });
  const isTree = d.type === 2;
  const isApi = d.treeDataSource === 'api';
  const dictionaries = useSourceTree('/api/system/base/dictionary/type/list', isTree && !isApi);
  const interfaces = useSourceTree('/api/system/base/data/interface/ops', isTree && isApi);
  const fieldOptions = props.fields.map((f) => ({
    value: f.key,
    label: String(f.field.__config__.label ?? f.key),
  }));
  const buttons = (list: 'btnsList' | 'columnBtnsList', order: readonly string[]) => (
    <Checkbox.Group<string>
      value={d[list].map((b) => b.value)}
      options={order.map((v) => ({ value: v, label: t(`buttons.${v}`) }))}
      onChange={(values) => {
        let next = d;
        for (const v of order)
          next = toggleButton(next, list, v, values.includes(v), order, t(`buttons.${v}`));
        onChange(next);
      }}
    />
  );
  return (
    <Form layout="vertical" size="small" className="list-designer-settings">
      <Form.Item label={t('listType')}>
        <Radio.Group
          value={d.type ?? 1}
          onChange={(e) => set({ type: e.target.value as number })}
          options={[1, 2, 3].map((v) => ({ value: v, label: t(`types.${v}`) }))}
        />
      </Form.Item>
      {isTree ? (
        <>
          <Form.Item label={t('treeTitle')}>
            <Input value={d.treeTitle} onChange={(e) => set({ treeTitle: e.target.value })} />
          </Form.Item>
          <Form.Item label={t('treeSource')}>
            <Radio.Group
              value={isApi ? 'api' : 'dictionary'}
              onChange={(e) => set({ treeDataSource: e.target.value as string })}
              options={[
                { value: 'dictionary', label: t('sourceDictionary') },
                { value: 'api', label: t('sourceApi') },
              ]}
            />
          </Form.Item>
          {isApi ? (
            <>
              <Form.Item label={t('treeApi')}>
                <FittedTreeSelect
                  aria-label={t('treeApi')}
                  showSearch={{ treeNodeFilterProp: 'fullName' }}
                  value={d.treePropsUrl || undefined}
                  treeData={interfaces.data ?? []}
                  fieldNames={FIELD_NAMES}
                  onChange={(v: string) => set({ treePropsUrl: v })}
                />
              </Form.Item>
              {(['treePropsValue', 'treePropsLabel', 'treePropsChildren'] as const).map((k, i) => (
                <Form.Item key={k} label={t(['treeValue', 'treeLabel', 'treeChildren'][i])}>
                  <Input
                    value={d[k]}
                    placeholder={['id', 'fullName', 'children'][i]}
                    onChange={(e) => set({ [k]: e.target.value })}
                  />
                </Form.Item>
              ))}
            </>
          ) : (
            <Form.Item label={t('treeDictionary')}>
              <FittedTreeSelect
                aria-label={t('treeDictionary')}
                showSearch={{ treeNodeFilterProp: 'fullName' }}
                value={d.treeDictionary || undefined}
                treeData={dictionaries.data ?? []}
                fieldNames={FIELD_NAMES}
                treeDefaultExpandAll
                onChange={(v: string) => set({ treeDictionary: v })}
              />
            </Form.Item>
          )}
          <Form.Item label={t('treeRelation')}>
            <Select
              aria-label={t('treeRelation')}
              value={d.treeDbTableFieldRelation || undefined}
              options={fieldOptions}
              onChange={(v: string) => set({ treeDbTableFieldRelation: v })}
            />
          </Form.Item>
        </>
      ) : null}
      {d.type === 3 ? (
        <Form.Item label={t('groupField')}>
          <Select
            aria-label={t('groupField')}
            value={d.groupField || undefined}
            options={fieldOptions}
            onChange={(v: string) => set({ groupField: v })}
          />
        </Form.Item>
      ) : null}
      <Form.Item label={t('defaultSidx')}>
        <Select
          aria-label={t('defaultSidx')}
          value={d.defaultSidx ?? ''}
          options={[{ value: '', label: t('newest') }, ...fieldOptions]}
          onChange={(v: string) => set({ defaultSidx: v })}
        />
      </Form.Item>
      <Form.Item label={t('sort')}>
        <Radio.Group
          value={d.sort ?? 'desc'}
          onChange={(e) => set({ sort: e.target.value as 'asc' | 'desc' })}
          options={[
            { value: 'asc', label: t('asc') },
            { value: 'desc', label: t('desc') },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('hasPage')}>
        <Switch checked={d.hasPage !== false} onChange={(hasPage) => set({ hasPage })} />
      </Form.Item>
      <Form.Item label={t('pageSize')}>
        <Select
          aria-label={t('pageSize')}
          value={d.pageSize ?? 20}
          options={PAGE_SIZES.map((v) => ({ value: v, label: String(v) }))}
          onChange={(pageSize: number) => set({ pageSize })}
        />
      </Form.Item>
      <Form.Item label={t('headButtons')}>{buttons('btnsList', LIST_HEAD_BUTTONS)}</Form.Item>
      <Form.Item label={t('rowButtons')}>{buttons('columnBtnsList', LIST_ROW_BUTTONS)}</Form.Item>
      <Form.Item
        label={t('permissions')}
        extra={<Typography.Text type="secondary">{t('permissionHelp')}</Typography.Text>}
      >
        {PERMISSION_SWITCHES.map((k) => (
          <div key={k} className="list-designer-switch">
            <Switch
              size="small"
              aria-label={t(k)}
              checked={d[k] === true}
              onChange={(on) => set({ [k]: on })}
            />
            <span>{t(k)}</span>
          </div>
        ))}
      </Form.Item>
    </Form>
  );
}
