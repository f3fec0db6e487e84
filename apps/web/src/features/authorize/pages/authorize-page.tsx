import { Card, Empty, Radio, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TGrantObjectType } from '../api.ts';
import { AUTHORIZE_NS } from '../authorize-i18n.ts';
import { AuthorizePanel } from '../components/authorize-panel.tsx';
import { ObjectPicker } from '../components/object-picker.tsx';

const TYPES: readonly TGrantObjectType[] = ['Role', 'Position', 'User'];

function typeOf(value: string | null): TGrantObjectType {
  return TYPES.find((t) => t === value) ?? 'Role';
}

/** The authorise screen (`permission/authorize`): choose a role, position or user, then its menus, buttons, columns, forms and data. */
export function AuthorizePage(): ReactNode {
  const { t } = useTranslation(AUTHORIZE_NS);
  const [params] = useSearchParams();
  const [type, setType] = useState<TGrantObjectType>(() => typeOf(params.get('objectType')));
  const [id, setId] = useState<string | undefined>(() => params.get('objectId') ?? undefined);
  return (
    <Card size="small">
      <Space wrap style={{ marginBottom: 12 }}>
        <Radio.Group
          aria-label={t('objectType')}
          optionType="button"
          value={type}
          onChange={(e) => {
            setType(typeOf(String(e.target.value)));
            setId(undefined);
          }}
          options={TYPES.map((v) => ({ value: v, label: t(v) }))}
        />
        <ObjectPicker type={type} value={id} onChange={(v) => setId(v)} />
      </Space>
      {id ? <AuthorizePanel type={type} id={id} /> : <Empty description={t('pickObject')} />}
    </Card>
  );
}
