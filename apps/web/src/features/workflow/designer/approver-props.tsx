import { REJECT_STEP_CHOOSE, type TFlowNode, type TFlowNodeProps } from '@app/contracts';
import { Checkbox, Form, Input, InputNumber, Radio, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKFLOW_NS } from '../workflow-i18n.ts';
import { ApproverExtras } from './approver-extras.tsx';
import { PeoplePicks } from './people-picks.tsx';

const TYPES = [6, 8, 1, 2, 3, 4, 5, 7] as const;

/** A FlowCard flag (true, 1 or "1"). */
const isOn = (v: unknown): boolean => v === true || v === 1 || v === '1';

interface TApproverProps {
  node: TFlowNode;
  /** Approver nodes before this one (reject and link targets). */
  earlier: TFlowNode[];
  onChange: (patch: Partial<TFlowNodeProps>) => void;
}

/** The approver drawer: who approves (types 1–8), or-sign / countersign, reject target, CC, buttons. */
export function ApproverProps({ node, earlier, onChange }: TApproverProps): ReactNode {
  const { t } = useTranslation(WORKFLOW_NS);
  const p = node.properties ?? {};
  const type = Number(p.assigneeType ?? 6);
  const isCounter = Number(p.counterSign ?? (type === 8 ? 1 : 0)) === 1;
  const nodeOptions = earlier.map((n) => ({ value: n.nodeId, label: n.properties?.title || n.nodeId }));
  return (
    <>
      <Form.Item label={t('p.assigneeType')}>
        <Select
          aria-label={t('p.assigneeType')}
          value={type}
          options={TYPES.map((v) => ({ value: v, label: t(`p.types.${v}`) }))}
          onChange={(v: number) => onChange({ assigneeType: v, ...(v === 8 ? { counterSign: 1 } : {}) })}
        />
      </Form.Item>
      {type === 6 || type === 8 ? (
        <PeoplePicks
          props={p}
          keys={{ users: 'approvers', positions: 'approverPos', roles: 'approverRole' }}
          labels={{ users: t('p.approvers'), positions: t('p.approverPos'), roles: t('p.approverRole') }}
          onChange={onChange}
        />
      ) : null}
      {type === 1 ? (
        <Form.Item label={t('p.managerLevel')}>
          <InputNumber
            min={1}
            max={10}
            value={Number(p.managerLevel ?? 1)}
            onChange={(v) => onChange({ managerLevel: v ?? 1 })}
          />
        </Form.Item>
      ) : null}
      {type === 4 ? (
        <Form.Item label={t('p.formField')}>
          <Input value={p.formField ?? ''} onChange={(e) => onChange({ formField: e.target.value })} />
        </Form.Item>
      ) : null}
      {type === 5 ? (
        <Form.Item label={t('p.linkNode')}>
          <Select
            value={p.nodeId ?? undefined}
            options={nodeOptions}
            onChange={(v: string) => onChange({ nodeId: v })}
          />
        </Form.Item>
      ) : null}
      <Form.Item label={t('p.counterSign')}>
        <Radio.Group
          value={isCounter ? 1 : 0}
          onChange={(e) => onChange({ counterSign: Number(e.target.value) })}
        >
          <Radio value={0}>{t('p.orSign')}</Radio>
          <Radio value={1}>{t('p.countersign')}</Radio>
        </Radio.Group>
      </Form.Item>
      {isCounter ? (
        <Form.Item label={t('p.ratio')}>
          <InputNumber
            min={1}
            max={100}
            value={Number(p.countersignRatio ?? 100)}
            onChange={(v) => onChange({ countersignRatio: v ?? 100 })}
          />
        </Form.Item>
      ) : null}
      <Form.Item label={t('p.rejectStep')}>
        <Select
          aria-label={t('p.rejectStep')}
          value={String(p.rejectStep ?? '0')}
          options={[
            { value: '0', label: t('p.rejectStart') },
            { value: '1', label: t('p.rejectPrev') },
            { value: REJECT_STEP_CHOOSE, label: t('p.rejectChoose') },
            ...nodeOptions,
          ]}
          onChange={(v: string) => onChange({ rejectStep: v })}
        />
      </Form.Item>
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
      <Form.Item label={t('p.circulateLauncher')}>
        <Checkbox
          checked={isOn(p.circulateSupervisor)}
          onChange={(e) => onChange({ circulateSupervisor: e.target.checked })}
        >
          {t('p.circulateSupervisor')}
        </Checkbox>
        <Checkbox
          checked={isOn(p.circulateDeptManager)}
          onChange={(e) => onChange({ circulateDeptManager: e.target.checked })}
        >
          {t('p.circulateDeptManager')}
        </Checkbox>
      </Form.Item>
      <ApproverExtras p={p} onChange={onChange} />
      <Form.Item label={t('p.progress')}>
        <InputNumber
          min={0}
          max={100}
          step={10}
          value={Number(p.progress ?? 50)}
          onChange={(v) => onChange({ progress: v ?? 50 })}
        />
      </Form.Item>
      <Form.Item>
        <Checkbox
          checked={Boolean(p.hasFreeApprover)}
          onChange={(e) => onChange({ hasFreeApprover: e.target.checked })}
        >
          {t('p.hasFreeApprover')}
        </Checkbox>
        <Checkbox checked={Boolean(p.hasSign)} onChange={(e) => onChange({ hasSign: e.target.checked })}>
          {t('p.hasSign')}
        </Checkbox>
      </Form.Item>
      <Form.Item label={t('p.auditBtnText')}>
        <Input
          value={typeof p.auditBtnText === 'string' ? p.auditBtnText : ''}
          maxLength={20}
          onChange={(e) => onChange({ auditBtnText: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('p.rejectBtnText')}>
        <Input
          value={typeof p.rejectBtnText === 'string' ? p.rejectBtnText : ''}
          maxLength={20}
          onChange={(e) => onChange({ rejectBtnText: e.target.value })}
        />
      </Form.Item>
    </>
  );
}
