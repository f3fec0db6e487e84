import type { TFlowListItem, TReceiveItem } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, List, Row, Statistic, Tag, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { http } from '../../../shared/http.ts';
import { onRealtime } from '../../../shared/realtime/events.ts';
import { formatTime } from '../../../shared/utils/format-time.ts';
import { fetchMessagePage, messageKeys } from '../../notification/api.ts';
import { dailyKeys } from '../../workflow/lists/api.ts';
import { DAILY_NS } from '../../workflow/lists/daily-i18n.ts';
import { urgencyLabel } from '../../workflow/lists/flow-labels.ts';
import { useOpenTask } from '../../workflow/task/index.ts';
import { HOME_NOTICES, homeNoticeQuery } from './home-logic.ts';

const dashboard = '/api/visualdev/Dashboard';

/** The to-do, entrusted and done counts and the newest to-do rows, refetched whenever a push arrives. */
function useHomeWork() {
  const client = useQueryClient();
  useEffect(
    () =>
      onRealtime('messagePush', () => {
        void client.invalidateQueries({ queryKey: dailyKeys.counts });
        void client.invalidateQueries({ queryKey: dailyKeys.homeTodo });
        void client.invalidateQueries({ queryKey: [...messageKeys.all, 'home'] });
      }),
    [client],
  );
  const counts = useQuery({
    queryKey: dailyKeys.counts,
    queryFn: () =>
      http.get<{ toBeReviewed: number; entrust: number; flowDone: number }>(`${dashboard}/FlowTodoCount`),
  });
  const todo = useQuery({
    queryKey: dailyKeys.homeTodo,
    queryFn: async () => (await http.get<{ list: TFlowListItem[] }>(`${dashboard}/MyFlowTodo`)).list,
  });
  const notices = useQuery({
    queryKey: [...messageKeys.all, 'home'],
    queryFn: async () => (await fetchMessagePage(homeNoticeQuery())).list,
  });
  return { counts, todo, notices };
}

/** One count as a card; the card is a button that opens its list. */
function CountCard(props: { label: string; value: number | undefined; onOpen: () => void }): ReactNode {
  return (
    <Card size="small" hoverable className="home-count">
      <Button
        type="text"
        block
        onClick={props.onOpen}
        aria-label={`${props.label} ${props.value ?? 0}`}
        style={{ height: 'auto', textAlign: 'left', display: 'block' }}
      >
        <Statistic title={props.label} value={props.value ?? 0} />
      </Button>
    </Card>
  );
}

/** The home page's work: to-do counts, my to-do list and the latest notices as cards. */
export function FlowWidgets(): ReactNode {
  const { t } = useTranslation(DAILY_NS);
  const navigate = useNavigate();
  const openTask = useOpenTask();
  const { counts, todo, notices } = useHomeWork();
  const goTodo = () => void navigate('/workFlow/flowTodo');
  const open = (r: TFlowListItem) =>
    openTask({ taskId: r.processId, from: 'todo', operatorId: r.id, nodeCode: r.thisStepId });
  return (
    <Row gutter={[16, 16]} className="home-widgets">
      <Col xs={24} sm={8}>
        <CountCard label={t('home.todo')} value={counts.data?.toBeReviewed} onOpen={goTodo} />
      </Col>
      <Col xs={24} sm={8}>
        <CountCard label={t('home.entrust')} value={counts.data?.entrust} onOpen={goTodo} />
      </Col>
      <Col xs={24} sm={8}>
        <CountCard
          label={t('home.done')}
          value={counts.data?.flowDone}
          onOpen={() => void navigate('/workFlow/flowDone')}
        />
      </Col>
      <Col xs={24} lg={14}>
        <Card
          size="small"
          title={t('home.myTodo')}
          extra={
            <Button
              type="link"
              size="small"
              onClick={goTodo}
              aria-label={`${t('home.more')} ${t('home.myTodo')}`}
            >
              {t('home.more')}
            </Button>
          }
        >
          <List<TFlowListItem>
            loading={todo.isLoading}
            dataSource={(todo.data ?? []).slice(0, 8)}
            locale={{ emptyText: <Empty description={t('home.noTodo')} /> }}
            renderItem={(r) => {
              const u = urgencyLabel(r.flowUrgent);
              return (
                <List.Item
                  extra={<Typography.Text type="secondary">{formatTime(r.creatorTime)}</Typography.Text>}
                >
                  <Button
                    type="link"
                    size="small"
                    onClick={() => open(r)}
                    style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left' }}
                  >
                    {r.fullName}
                  </Button>
                  <Tag color={u.color} style={{ marginLeft: 8 }}>
                    {t(u.key)}
                  </Tag>
                </List.Item>
              );
            }}
          />
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <NoticeCards items={notices.data ?? []} isLoading={notices.isLoading} />
      </Col>
    </Row>
  );
}

/** The latest notices, each as a small card; the message centre shows the rest. */
function NoticeCards({ items, isLoading }: { items: TReceiveItem[]; isLoading: boolean }): ReactNode {
  const { t } = useTranslation(DAILY_NS);
  const navigate = useNavigate();
  const more = () => void navigate('/messageRecord');
  return (
    <Card
      size="small"
      title={t('home.notices')}
      loading={isLoading}
      extra={
        <Button type="link" size="small" onClick={more} aria-label={`${t('home.more')} ${t('home.notices')}`}>
          {t('home.more')}
        </Button>
      }
    >
      {items.length === 0 ? <Empty description={t('home.noNotice')} /> : null}
      <div className="home-notices">
        {items.slice(0, HOME_NOTICES).map((n) => (
          <Card key={n.id} size="small" type="inner" hoverable onClick={more} className="home-notice">
            <Typography.Text strong ellipsis={{ tooltip: n.title }}>
              {n.title}
            </Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {n.creatorUser} · {formatTime(n.lastModifyTime)}
              </Typography.Text>
            </div>
          </Card>
        ))}
      </div>
    </Card>
  );
}
