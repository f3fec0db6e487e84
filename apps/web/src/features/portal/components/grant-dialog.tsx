import type { TRoleItem } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Modal, Select, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../shared/http.ts';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { usePortalGrants, usePortalMutations } from '../api.ts';
import { PORTAL_NS } from '../portal-i18n.ts';

type TPortalRef = { id: string; fullName: string };

/** The role pick, starting from the portal's current grants. */
function GrantForm(props: { portal: TPortalRef; granted: string[]; onClose: () => void }): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  const roles = useQuery({
    queryKey: ['portal', 'roles'],
    queryFn: async () => (await http.get<{ list: TRoleItem[] }>('/api/system/permission/role/ops')).list,
  });
  const { grant } = usePortalMutations();
  const [roleIds, setRoleIds] = useState<string[]>(props.granted);
  const save = async () => {
    await grant.mutateAsync({ id: props.portal.id, roleIds });
    toastSuccess(t('saved'));
    props.onClose();
  };
  return (
    <Modal
      open
      title={t('grantTitle', { name: props.portal.fullName })}
      onCancel={props.onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={grant.isPending}
    >
      <Form layout="vertical">
        <Form.Item label={t('grantRoles')}>
          <Select
            aria-label={t('grantRoles')}
            mode="multiple"
            loading={roles.isLoading}
            value={roleIds}
            onChange={setRoleIds}
            optionFilterProp="label"
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.fullName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Grants a portal to roles: their members may open it and choose it as their home page. */
export function GrantDialog(props: { portal: TPortalRef | null; onClose: () => void }): ReactNode {
  const grants = usePortalGrants(props.portal?.id);
  if (!props.portal) return null;
  if (!grants.data) return grants.isError ? null : <Spin fullscreen />;
  return (
    <GrantForm key={props.portal.id} portal={props.portal} granted={grants.data} onClose={props.onClose} />
  );
}
