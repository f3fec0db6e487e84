import type { TFlowNode, TFlowNodeProps } from '@app/contracts';
import { Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowSelector } from '../api.ts';
import { WORKFLOW_NS } from '../workflow-i18n.ts';
import { ApproverProps } from './approver-props.tsx';
import { ConditionProps, type TFormField } from './condition-props.tsx';
import { FormOperates } from './form-operates.tsx';
import { PeoplePicks } from './people-picks.tsx';

type TPatch = (patch: Partial<TFlowNodeProps>) => void;

const TIMER_KEYS = ['day', 'hour', 'minute', 'second'] as const;

function TimerProps({ p, onChange }: { p: TFlowNodeProps; onChange: TPatch }): ReactNode {
  const { t } = useTranslation(WORKFLOW_NS);
  return (
    <Space wrap>
      {TIMER_KEYS.map((k) => (
        <Form.Item key={k} label={t(`p.${k}`)}>
          <InputNumber
            aria-label={t(`p.${k}`)}
            min={0}
            max={k === 'day' ? 365 : 59}
            value={Number(p[k] ?? 0)}
            onChange={(v) => onChange({ [k]: v ?? 0 })}
          />
        </Form.Item>
      ))}
    </Space>
  );
}

function SubFlowProps({
  node,
  p,
  onChange,
}: {
  node: TFlowNode;
  p: TFlowNodeProps;
  onChange: TPatch;
}): ReactNode {
  const { t } = useTranslation(WORKFLOW_NS);
  const flows = useFlowSelector();
  const options = (flows.data ?? []).map((g) => ({
    label: g.fullName,
    options: g.children.map((f) => ({ value: f.id, label: f.fullName })),
  }));
  const type = Number(p.initiateType ?? 4);
  return (
    <>
      <Form.Item label={t('p.flowId')}>
        <Select
          aria-label={t('p.flowId')}
          value={p.flowId ?? undefined}
          options={options}
          loading={flows.isLoading}
          onChange={(v: string) => onChange({ flowId: v })}
        />
      </Form.Item>
      <Form.Item label={t('p.initiateType')}>
        <Select
          value={type}
          options={[1, 2, 3, 4].map((v) => ({ value: v, label: t(`p.initiateTypes.${v}`) }))}
          onChange={(v: number) => onChange({ initiateType: v })}
        />
      </Form.Item>
      {type === 1 ? (
        <PeoplePicks
          key={node.nodeId}
          props={p}
          keys={{ users: 'initiator', positions: 'initiatePos', roles: 'initiateRole' }}
          labels={{ users: t('p.initiator'), positions: t('p.initiatePos'), roles: t('p.initiateRole') }}
          onChange={onChange}
        />
      ) : null}
    </>
  );
}

function Body(props: TNodeDrawerProps): ReactNode {
  const { t } = useTranslation(WORKFLOW_NS);
  const { node, onChange } = props;
  const p = node.properties ?? {};
  const isStart = node.type === 'start';
  const rights = (
    <FormOperates
      fields={props.fields}
      value={p.formOperates}
      isWritableByDefault={isStart}
      onChange={(formOperates) => onChange({ formOperates })}
    />
  );
  if (isStart)
    return (
      <>
        <PeoplePicks
          props={p}
          keys={{ users: 'initiator', positions: 'initiatePos', roles: 'initiateRole' }}
          labels={{ users: t('p.initiator'), positions: t('p.initiatePos'), roles: t('p.initiateRole') }}
          onChange={onChange}
        />
        {rights}
      </>
    );
  if (node.type === 'approver')
    return (
      <>
        <ApproverProps node={node} earlier={props.earlier} onChange={onChange} />
        {rights}
      </>
    );
  if (node.type === 'copy')
    return (
      <PeoplePicks
        props={p}
        keys={{ users: 'circulateUser', positions: 'circulatePosition', roles: 'circulateRole' }}
        labels={{
          users: t('p.circulateUser'),
          positions: t('p.circulatePosition'),
          roles: t('p.circulateRole'),
        }}
        onChange={onChange}
      />
    );
  if (node.type === 'condition')
    return <ConditionProps node={node} fields={props.fields} onChange={onChange} />;
  if (node.type === 'timer') return <TimerProps p={p} onChange={onChange} />;
  if (node.type === 'subFlow') return <SubFlowProps node={node} p={p} onChange={onChange} />;
  return null;
}

interface TNodeDrawerProps {
  node: TFlowNode;
  earlier: TFlowNode[];
  fields: TFormField[];
  onChange: TPatch;
  onClose: () => void;
}

/** The property drawer of one node (contract §4.2): its title and the settings of its type. */
export function NodeDrawer(props: TNodeDrawerProps): ReactNode {
  const { t } = useTranslation(WORKFLOW_NS);
  const { node, onChange, onClose } = props;
  return (
    <Drawer
      open
      width={480}
      title={node.properties?.title || t(`kinds.${node.type}`)}
      onClose={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" key={node.nodeId}>
        <Form.Item label={t('p.title')}>
          <Input
            aria-label={t('p.title')}
            maxLength={50}
            value={node.properties?.title ?? ''}
            onChange={(e) => onChange({ title: e.target.value })}
          />
        </Form.Item>
        <Body {...props} />
      </Form>
    </Drawer>
  );
}
