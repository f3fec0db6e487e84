import type { TFlowNodeProps } from '@app/contracts';
import { Checkbox, Form, InputNumber, Select, Space, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKFLOW_NS } from '../workflow-i18n.ts';

const MESSAGE_TYPES = ['1', '2', '3', '4', '5'] as const;
const UNITS = ['day', 'hour', 'minute'] as const;

interface TExtrasProps {
  p: TFlowNodeProps;
  onChange: (patch: Partial<TFlowNodeProps>) => void;
}

/** The approver's notifications (message types) and its timeout (after how long, approve or reject). */
export function ApproverExtras({ p, onChange }: TExtrasProps): ReactNode {
  const { t } = useTranslation(WORKFLOW_NS);
  const timeout = p.timeoutConfig ?? {};
  const isOn = timeout.on === true || timeout.on === 1 || timeout.on === '1';
  const setTimeoutConfig = (patch: Partial<NonNullable<TFlowNodeProps['timeoutConfig']>>) =>
    onChange({ timeoutConfig: { quantity: 1, type: 'day', handler: 1, ...timeout, ...patch } });
  return (
    <>
      <Form.Item label={t('p.messageType')}>
        <Checkbox.Group
          value={(p.messageType ?? []).map(String)}
          options={MESSAGE_TYPES.map((v) => ({ value: v, label: t(`p.messageTypes.${v}`) }))}
          onChange={(v) => onChange({ messageType: v })}
        />
      </Form.Item>
      <Form.Item label={t('p.timeout')}>
        <Switch aria-label={t('p.timeout')} checked={isOn} onChange={(on) => setTimeoutConfig({ on })} />
      </Form.Item>
      {isOn ? (
        <Space wrap>
          <Form.Item label={t('p.timeoutAfter')}>
            <Space.Compact>
              <InputNumber
                aria-label={t('p.timeoutAfter')}
                min={1}
                max={999}
                value={Number(timeout.quantity ?? 1)}
                onChange={(v) => setTimeoutConfig({ quantity: v ?? 1 })}
              />
              <Select
                style={{ width: 100 }}
                value={timeout.type ?? 'day'}
                options={UNITS.map((u) => ({ value: u, label: t(`p.timeoutUnits.${u}`) }))}
                onChange={(v: (typeof UNITS)[number]) => setTimeoutConfig({ type: v })}
              />
            </Space.Compact>
          </Form.Item>
          <Form.Item label={t('p.timeoutHandler')}>
            <Select
              style={{ width: 160 }}
              value={Number(timeout.handler ?? 1)}
              options={[1, 2].map((h) => ({ value: h, label: t(`p.timeoutHandlers.${h}`) }))}
              onChange={(v: number) => setTimeoutConfig({ handler: v })}
            />
          </Form.Item>
        </Space>
      ) : null}
    </>
  );
}
