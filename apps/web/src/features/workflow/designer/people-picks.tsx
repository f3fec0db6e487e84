import type { TFlowNodeProps } from '@app/contracts';
import { Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { OrgPicker } from '../../../shared/ui/form/org-picker.tsx';
import { useRoleOptions } from '../api.ts';

/** The property names of one users/positions/roles triple. */
export interface TPickKeys {
  users: keyof TFlowNodeProps;
  positions: keyof TFlowNodeProps;
  roles: keyof TFlowNodeProps;
}

interface TPeoplePicksProps {
  props: TFlowNodeProps;
  keys: TPickKeys;
  labels: { users: string; positions: string; roles: string };
  onChange: (patch: Partial<TFlowNodeProps>) => void;
}

const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** Users, positions and roles pickers writing one FlowCard triple (initiator…, approvers…, circulate…). */
export function PeoplePicks({ props, keys, labels, onChange }: TPeoplePicksProps): ReactNode {
  const roles = useRoleOptions();
  return (
    <>
      <Form.Item label={labels.users}>
        <OrgPicker
          kind="user"
          value={list(props[keys.users])}
          onChange={(v) => onChange({ [keys.users]: v })}
        />
      </Form.Item>
      <Form.Item label={labels.positions}>
        <OrgPicker
          kind="position"
          value={list(props[keys.positions])}
          onChange={(v) => onChange({ [keys.positions]: v })}
        />
      </Form.Item>
      <Form.Item label={labels.roles}>
        <Select
          mode="multiple"
          aria-label={labels.roles}
          allowClear
          loading={roles.isLoading}
          value={list(props[keys.roles])}
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.fullName }))}
          onChange={(v: string[]) => onChange({ [keys.roles]: v })}
        />
      </Form.Item>
    </>
  );
}
