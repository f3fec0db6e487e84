import type { TLogChange, TLogDetail } from '@app/contracts';
import { Alert, Descriptions, Skeleton, Table, Tag, Typography, type DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/utils/format-time.ts';
import { useLogDetail } from '../api.ts';
import { LOG_NS } from '../log-i18n.ts';

type TItems = NonNullable<DescriptionsProps['items']>;
const mono = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;
const preStyle = { maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap', margin: 0, ...mono } as const;

/** A Descriptions item, left out when it has nothing to show. */
const item = (key: string, label: string, value: ReactNode, span?: number): TItems =>
  value === null || value === undefined || value === '' ? [] : [{ key, label, children: value, span }];

/** The request part: method, path, query, status, duration, user agent and error id. */
function requestItems(r: TLogDetail['request'], t: TFunction): TItems {
  if (!r) return [];
  const query = r.query.length ? (
    <span style={mono}>
      {r.query.map((p, i) => (
        <div key={i}>{`${p.key}=${p.value}`}</div>
      ))}
    </span>
  ) : null;
  const status =
    r.statusCode === null ? null : <Tag color={r.statusCode < 400 ? 'green' : 'red'}>{r.statusCode}</Tag>;
  return [
    ...item('method', t('method'), r.method),
    ...item('status', t('statusCode'), status),
    ...item('path', t('path'), r.path && <span style={mono}>{r.path}</span>, 2),
    ...item('query', t('query'), query, 2),
    ...item('duration', t('duration'), r.duration),
    ...item('errorId', t('errorId'), r.errorId),
    ...item('ua', t('userAgent'), r.userAgent && <span style={mono}>{r.userAgent}</span>, 2),
  ];
}

/** The sign-in part: result and reason, method, platform, browser and user agent. */
function loginItems(l: TLogDetail['login'], t: TFunction): TItems {
  if (!l) return [];
  return [
    ...item('result', t('result'), <Tag color={l.isSuccess ? 'green' : 'red'}>{l.result}</Tag>),
    ...item('reason', t('reason'), l.reason),
    ...item('method', t('signInMethod'), l.method),
    ...item('platform', t('platform'), l.platform),
    ...item('browser', t('browser'), l.browser),
    ...item('ua', t('userAgent'), l.userAgent && <span style={mono}>{l.userAgent}</span>, 2),
  ];
}

/** One side of a change: a value as text, a list's removed (red) or added (green) entries as tags. */
function side(c: TLogChange, values: string[], isAfter: boolean): ReactNode {
  if (!values.length) return <Typography.Text type="secondary">—</Typography.Text>;
  if (c.kind === 'value') return values.join('');
  return values.map((v, i) => (
    <Tag key={i} color={isAfter ? 'green' : 'red'}>{`${isAfter ? '+' : '−'} ${v}`}</Tag>
  ));
}

/** The changed fields of an operation, before and after. */
function ChangeTable({ detail, t }: { detail: TLogDetail; t: TFunction }): ReactNode {
  const changes = detail.changes ?? [];
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('changes')}
      </Typography.Title>
      {detail.isTruncated && (
        <Alert type="info" showIcon title={t('truncated')} style={{ marginBottom: 8 }} />
      )}
      <Table<TLogChange>
        size="small"
        rowKey="field"
        pagination={false}
        dataSource={changes}
        locale={{ emptyText: t('noChanges') }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('field'), dataIndex: 'label', width: 140 },
          { title: t('before'), key: 'before', render: (_: unknown, c) => side(c, c.before, false) },
          { title: t('after'), key: 'after', render: (_: unknown, c) => side(c, c.after, true) },
        ]}
      />
    </>
  );
}

/** One log row in full (the server renders it in the interface language). */
export function LogDetailView({ id }: { id: string }): ReactNode {
  const { t, i18n } = useTranslation(LOG_NS);
  const { data: d, isPending } = useLogDetail(id, i18n.language);
  if (isPending) return <Skeleton active />;
  if (!d) return null;
  const items: TItems = [
    ...item('time', t('time'), <span style={{ whiteSpace: 'nowrap' }}>{formatTime(d.creatorTime)}</span>),
    ...item('user', t('user'), d.userName),
    ...item('ip', t('ip'), d.ipAddress),
    ...item('place', t('place'), d.place),
    ...item('module', t('module'), d.module),
    ...item('summary', t('abstracts'), d.summary, 2),
    ...requestItems(d.request, t),
    ...loginItems(d.login, t),
    ...item('errorId', t('errorId'), d.error?.errorId),
  ];
  return (
    <div data-testid="log-detail">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={items}
        styles={{ label: { whiteSpace: 'nowrap' }, content: { minWidth: 96 } }}
      />
      {d.changes && <ChangeTable detail={d} t={t} />}
      {d.error && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('stack')}
          </Typography.Title>
          <pre style={preStyle}>{d.error.stack}</pre>
        </>
      )}
      {d.raw && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('raw')}
          </Typography.Title>
          <pre style={preStyle}>{d.raw}</pre>
        </>
      )}
    </div>
  );
}
