import { Empty, Image, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_NS } from './task-i18n.ts';
import { nodeLabel, type TTaskDetail } from './task-logic.ts';

const COLOR_OF: Readonly<Record<number, string>> = {
  0: 'red',
  1: 'green',
  2: 'blue',
  3: 'orange',
  4: 'gray',
};

/** The task's history: who did what at which node, with opinions, targets and signatures. */
export function TaskTimeline({ detail }: { detail: TTaskDetail }): ReactNode {
  const { t } = useTranslation(TASK_NS);
  const records = detail.flowTaskOperatorRecordList;
  if (!records.length) return <Empty description={t('noRecords')} />;
  const items = records.map((r) => ({
    key: r.id,
    color: r.status === -1 ? 'gray' : (COLOR_OF[r.handleStatus] ?? 'blue'),
    content: (
      <div data-testid="task-record">
        <Typography.Text strong>{nodeLabel(detail, r.nodeCode, r.nodeName, t('startNode'))}</Typography.Text>{' '}
        <Tag color={COLOR_OF[r.handleStatus]}>{t(`handle.${r.handleStatus}`)}</Tag>
        <Typography.Text>{r.userName}</Typography.Text>
        {r.operatorId ? <Typography.Text> {t('to', { name: r.operatorId })}</Typography.Text> : null}
        <div>
          <Typography.Text type="secondary">
            {dayjs(r.handleTime).format('YYYY-MM-DD HH:mm:ss')}
          </Typography.Text>
        </div>
        {r.handleOpinion ? <p className="wft-opinion">{r.handleOpinion}</p> : null}
        {r.signImg ? (
          <Image
            className="wft-sign-img"
            src={r.signImg}
            alt={`${t('signImage')} ${r.userName}`}
            width={160}
          />
        ) : null}
      </div>
    ),
  }));
  return <Timeline items={items} />;
}
