import type { TPortalCard, TPortalCardConfig } from '@app/contracts';
import { Alert, Button, Card, Empty, List, Spin, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../../../shared/utils/format-time.ts';
import { useCardData, useNotices, useReportChart, useTodoCounts, useTodoList } from '../api.ts';
import { PORTAL_NS } from '../portal-i18n.ts';
import { cellText } from './cell-text.ts';
import { PortalChart } from './portal-chart.tsx';

type TConfigOf<K extends TPortalCardConfig['kind']> = Extract<TPortalCardConfig, { kind: K }>;
type TDataProps<K extends 'chart' | 'list'> = { portalId: string; card: TPortalCard; config: TConfigOf<K> };

/** The failure of a card's source, inside the card. */
function Failed({ error }: { error: unknown }): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  const text = error instanceof Error && error.message ? error.message : t('loadFailed');
  return <Alert type="warning" showIcon message={text} />;
}

/** A chart of a data report's run. */
function ReportChartBody({ card, config }: { card: TPortalCard; config: TConfigOf<'chart'> }): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  const q = useReportChart(config.sourceId, config.chartIndex, card.refreshSeconds);
  if (q.isError) return <Failed error={q.error} />;
  if (!q.data) return <Spin />;
  if (!q.data.length) return <Empty description={t('noData')} />;
  const label = card.title || t(`kinds.${card.kind}`);
  return <PortalChart type={config.chartType} rows={q.data} xField="name" yField="value" label={label} />;
}

function ChartBody({ portalId, card, config }: TDataProps<'chart'>): ReactNode {
  if (config.source === 'report') return <ReportChartBody card={card} config={config} />;
  return <InterfaceChartBody portalId={portalId} card={card} config={config} />;
}

function InterfaceChartBody({ portalId, card, config }: TDataProps<'chart'>): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  const q = useCardData(portalId, card.i, card.refreshSeconds);
  if (q.isError) return <Failed error={q.error} />;
  if (!q.data) return <Spin />;
  if (!q.data.rows.length) return <Empty description={t('noData')} />;
  return (
    <PortalChart
      type={config.chartType}
      rows={q.data.rows}
      xField={config.xField}
      yField={config.yField}
      label={card.title || t(`kinds.${card.kind}`)}
    />
  );
}

function ListBody({ portalId, card, config }: TDataProps<'list'>): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  const q = useCardData(portalId, card.i, card.refreshSeconds);
  if (q.isError) return <Failed error={q.error} />;
  const rows = (q.data?.rows ?? []).slice(0, config.rows);
  const fields = config.columns.length ? config.columns : Object.keys(rows[0] ?? {});
  if (q.isLoading) return <Spin />;
  if (!rows.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />;
  // A plain table: antd's Table (sorting, filters, pagination) would double what the data screen loads.
  return (
    <table className="portal-list-table">
      <thead>
        <tr>
          {fields.map((f) => (
            <th key={f}>{f}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {fields.map((f) => (
              <td key={f} title={cellText(row[f])}>
                {cellText(row[f])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TodoBody({ card, config }: { card: TPortalCard; config: TConfigOf<'todo'> }): ReactNode {
  return config.show === 'count' ? <TodoCounts card={card} /> : <TodoList card={card} />;
}

function TodoCounts({ card }: { card: TPortalCard }): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  const q = useTodoCounts(card.refreshSeconds);
  if (q.isError) return <Failed error={q.error} />;
  return (
    <div className="portal-counts">
      <Statistic title={t('todo')} value={q.data?.toBeReviewed ?? 0} loading={q.isLoading} />
      <Statistic title={t('entrust')} value={q.data?.entrust ?? 0} loading={q.isLoading} />
      <Statistic title={t('done')} value={q.data?.flowDone ?? 0} loading={q.isLoading} />
    </div>
  );
}

function TodoList({ card }: { card: TPortalCard }): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  const q = useTodoList(card.refreshSeconds);
  if (q.isError) return <Failed error={q.error} />;
  return (
    <List
      size="small"
      loading={q.isLoading}
      dataSource={q.data ?? []}
      locale={{ emptyText: t('noTodo') }}
      renderItem={(r) => (
        <List.Item extra={<Typography.Text type="secondary">{formatTime(r.creatorTime)}</Typography.Text>}>
          <Typography.Text ellipsis>{r.fullName}</Typography.Text>
        </List.Item>
      )}
    />
  );
}

function NoticeBody({ card, config }: { card: TPortalCard; config: TConfigOf<'notice'> }): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  const q = useNotices(config.rows, card.refreshSeconds);
  if (q.isError) return <Failed error={q.error} />;
  return (
    <List
      size="small"
      loading={q.isLoading}
      dataSource={q.data ?? []}
      locale={{ emptyText: t('noNotice') }}
      renderItem={(n) => (
        <List.Item extra={<Typography.Text type="secondary">{formatTime(n.lastModifyTime)}</Typography.Text>}>
          <Typography.Text ellipsis={{ tooltip: n.title }}>{n.title}</Typography.Text>
        </List.Item>
      )}
    />
  );
}

function LinkBody({ config, isStandalone }: { config: TConfigOf<'link'>; isStandalone: boolean }): ReactNode {
  return (
    <div className="portal-links">
      {config.links.map((l) =>
        l.url.startsWith('/') && !isStandalone ? (
          <Link key={l.url + l.label} to={l.url}>
            <Button>{l.label}</Button>
          </Link>
        ) : (
          <Button key={l.url + l.label} href={l.url} target="_blank" rel="noopener noreferrer">
            {l.label}
          </Button>
        ),
      )}
    </div>
  );
}

/** What a card shows, by its kind. */
function CardBody(props: { portalId: string; card: TPortalCard; isStandalone: boolean }): ReactNode {
  const { card } = props;
  const config = card.config;
  switch (config.kind) {
    case 'chart':
      return <ChartBody portalId={props.portalId} card={card} config={config} />;
    case 'list':
      return <ListBody portalId={props.portalId} card={card} config={config} />;
    case 'todo':
      return <TodoBody card={card} config={config} />;
    case 'notice':
      return <NoticeBody card={card} config={config} />;
    case 'text':
      return <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{config.text}</Typography.Paragraph>;
    case 'link':
      return <LinkBody config={config} isStandalone={props.isStandalone} />;
  }
}

/** One card of a portal view: its title and what its kind shows (its data refreshes on its interval). */
export function PortalCard(props: {
  portalId: string;
  card: TPortalCard;
  isStandalone?: boolean;
}): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  const { card } = props;
  return (
    <Card
      size="small"
      title={card.title || t(`kinds.${card.kind}`)}
      className="portal-card"
      data-card={card.i}
      data-kind={card.kind}
      styles={{ body: { flex: 1, minHeight: 0, overflow: 'auto' } }}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardBody portalId={props.portalId} card={card} isStandalone={props.isStandalone ?? false} />
    </Card>
  );
}
