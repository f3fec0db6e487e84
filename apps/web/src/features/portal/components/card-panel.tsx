import { PORTAL_CHART_TYPES, type TPortalCard, type TPortalCardConfig } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Form, Input, InputNumber, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../shared/http.ts';
import { PORTAL_NS } from '../portal-i18n.ts';
import { FittedTreeSelect } from '../../../shared/ui/form/fitted-tree-select.tsx';

/** A node of the data-interface selector: a category ('0') or an interface ('1'). */
type TDataInterfaceOption = {
  id: string;
  fullName: string;
  categoryId: string;
  children?: TDataInterfaceOption[] | null;
};
type TProps = { card: TPortalCard | undefined; onChange: (card: TPortalCard) => void; onRemove: () => void };

/** The enabled data interfaces by category, for chart and list cards. */
function useInterfaceOptions() {
  return useQuery({
    queryKey: ['portal', 'interfaces'],
    queryFn: async () =>
      (await http.get<{ list: TDataInterfaceOption[] }>('/api/system/base/data/interface/ops')).list,
    staleTime: 60_000,
  });
}

function toTree(nodes: readonly TDataInterfaceOption[]): object[] {
  return nodes.map((n) => ({
    value: n.id,
    title: n.fullName,
    selectable: n.categoryId === '1',
    children: toTree(n.children ?? []),
  }));
}

/** The data reports, for chart cards (empty when the caller may not list reports). */
function useReportOptions() {
  return useQuery({
    queryKey: ['portal', 'reports'],
    queryFn: async () =>
      (
        await http.get<{ list: { id: string; fullName: string }[] }>(
          '/api/visualdev/DataReport',
          { currentPage: 1, pageSize: 500 },
          { silent: true },
        )
      ).list,
    staleTime: 60_000,
    retry: false,
  });
}

type TChartConfig = Extract<TPortalCardConfig, { kind: 'chart' }>;

/** A chart card's source: a data interface with its two fields, or one of a data report's charts. */
function ChartSourceFields({ config, set }: { config: TChartConfig; set: (c: object) => void }): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  const reports = useReportOptions();
  return (
    <>
      <Form.Item label={t('source')}>
        <Select
          aria-label={t('source')}
          value={config.source}
          options={(['dataInterface', 'report'] as const).map((v) => ({
            value: v,
            label: t(`sources.${v}`),
          }))}
          onChange={(v) => set({ source: v, sourceId: '' })}
        />
      </Form.Item>
      {config.source === 'report' ? (
        <>
          <Form.Item label={t('sources.report')}>
            <Select
              aria-label={t('sources.report')}
              placeholder={t('pickReport')}
              value={config.sourceId || undefined}
              loading={reports.isLoading}
              options={(reports.data ?? []).map((r) => ({ value: r.id, label: r.fullName }))}
              onChange={(v: string) => set({ sourceId: v })}
            />
          </Form.Item>
          <Form.Item label={t('chartIndex')}>
            <InputNumber
              aria-label={t('chartIndex')}
              min={1}
              max={21}
              value={config.chartIndex + 1}
              onChange={(v) => set({ chartIndex: Math.max(0, (v ?? 1) - 1) })}
            />
          </Form.Item>
        </>
      ) : (
        <>
          <InterfaceField sourceId={config.sourceId} set={set} />
          <Form.Item label={t('xField')}>
            <Input
              aria-label={t('xField')}
              value={config.xField}
              onChange={(e) => set({ xField: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('yField')}>
            <Input
              aria-label={t('yField')}
              value={config.yField}
              onChange={(e) => set({ yField: e.target.value })}
            />
          </Form.Item>
        </>
      )}
      <Form.Item label={t('chartType')}>
        <Select
          aria-label={t('chartType')}
          value={config.chartType}
          options={PORTAL_CHART_TYPES.map((v) => ({ value: v, label: t(`chartTypes.${v}`) }))}
          onChange={(v) => set({ chartType: v })}
        />
      </Form.Item>
    </>
  );
}

/** The data interface of a chart or list card. */
function InterfaceField({ sourceId, set }: { sourceId: string; set: (c: object) => void }): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  const options = useInterfaceOptions();
  return (
    <Form.Item label={t('dataInterface')}>
      <FittedTreeSelect
        aria-label={t('dataInterface')}
        placeholder={t('pickInterface')}
        value={sourceId || undefined}
        treeData={toTree(options.data ?? [])}
        treeDefaultExpandAll
        onChange={(v: string) => set({ sourceId: v })}
      />
    </Form.Item>
  );
}

/** The fields of a chart or list card: its source and how it shows the rows. */
function SourceFields({ config, set }: { config: TPortalCardConfig; set: (c: object) => void }): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  if (config.kind === 'chart') return <ChartSourceFields config={config} set={set} />;
  if (config.kind !== 'list') return null;
  return (
    <>
      <InterfaceField sourceId={config.sourceId} set={set} />
      <Form.Item label={t('columns')}>
        <Select
          aria-label={t('columns')}
          mode="tags"
          value={config.columns}
          onChange={(v: string[]) => set({ columns: v })}
        />
      </Form.Item>
      <Form.Item label={t('rows')}>
        <InputNumber
          aria-label={t('rows')}
          min={1}
          max={50}
          value={config.rows}
          onChange={(v) => set({ rows: v ?? 10 })}
        />
      </Form.Item>
    </>
  );
}

/** The fields of the other kinds. */
function KindFields({ config, set }: { config: TPortalCardConfig; set: (c: object) => void }): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  switch (config.kind) {
    case 'todo':
      return (
        <Form.Item label={t('todoShow')}>
          <Select
            aria-label={t('todoShow')}
            value={config.show}
            options={(['count', 'list'] as const).map((v) => ({ value: v, label: t(`todoShows.${v}`) }))}
            onChange={(v) => set({ show: v })}
          />
        </Form.Item>
      );
    case 'notice':
      return (
        <Form.Item label={t('rows')}>
          <InputNumber
            aria-label={t('rows')}
            min={1}
            max={20}
            value={config.rows}
            onChange={(v) => set({ rows: v ?? 5 })}
          />
        </Form.Item>
      );
    case 'text':
      return (
        <Form.Item label={t('text')}>
          <Input.TextArea
            aria-label={t('text')}
            rows={5}
            maxLength={2000}
            value={config.text}
            onChange={(e) => set({ text: e.target.value })}
          />
        </Form.Item>
      );
    case 'link':
      return (
        <Form.Item label={t('links')}>
          <Space direction="vertical" style={{ width: '100%' }}>
            {config.links.map((l, i) => (
              <Space.Compact key={i} style={{ width: '100%' }}>
                <Input
                  aria-label={t('linkLabel')}
                  placeholder={t('linkLabel')}
                  value={l.label}
                  onChange={(e) =>
                    set({
                      links: config.links.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)),
                    })
                  }
                />
                <Input
                  aria-label={t('linkUrl')}
                  placeholder={t('linkUrl')}
                  value={l.url}
                  onChange={(e) =>
                    set({ links: config.links.map((x, j) => (j === i ? { ...x, url: e.target.value } : x)) })
                  }
                />
                <Button onClick={() => set({ links: config.links.filter((_, j) => j !== i) })}>×</Button>
              </Space.Compact>
            ))}
            <Button onClick={() => set({ links: [...config.links, { label: '', url: '/' }] })}>
              {t('addLink')}
            </Button>
          </Space>
        </Form.Item>
      );
    default:
      return <SourceFields config={config} set={set} />;
  }
}

/** The property panel of the selected card: title, refresh interval and the settings of its kind. */
export function CardPanel({ card, onChange, onRemove }: TProps): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  if (!card) return <Empty description={t('pickCard')} />;
  const set = (c: object) => onChange({ ...card, config: { ...card.config, ...c } });
  return (
    <Form layout="vertical" size="small" className="portal-card-panel">
      <Form.Item label={t('kind')}>{t(`kinds.${card.kind}`)}</Form.Item>
      <Form.Item label={t('cardTitle')}>
        <Input
          aria-label={t('cardTitle')}
          maxLength={60}
          value={card.title}
          onChange={(e) => onChange({ ...card, title: e.target.value })}
        />
      </Form.Item>
      {card.kind === 'text' || card.kind === 'link' ? null : (
        <Form.Item label={t('refreshSeconds')}>
          <InputNumber
            aria-label={t('refreshSeconds')}
            min={0}
            max={86400}
            value={card.refreshSeconds}
            onChange={(v) => onChange({ ...card, refreshSeconds: v ?? 0 })}
          />
        </Form.Item>
      )}
      <KindFields config={card.config} set={set} />
      <Button danger onClick={onRemove}>
        {t('removeCard')}
      </Button>
    </Form>
  );
}
