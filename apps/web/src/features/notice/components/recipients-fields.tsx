import type { TMessageRecipients } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Radio, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrgPicker } from '../../../shared/ui/form/org-picker.tsx';
import { fetchRoleRows, roleKeys } from '../../role/api.ts';
import { NOTICE_NS } from '../notice-i18n.ts';

/** The recipients part of the notice form. */
export interface TRecipientValues {
  scope: 'all' | 'chosen';
  userIds?: string[];
  organizeIds?: string[];
  roleIds?: string[];
}

/** Form values from stored recipients (null or all lists empty: everybody). */
export function toRecipientValues(r: TMessageRecipients | null | undefined): TRecipientValues {
  const isAll = !r || (r.userIds.length === 0 && r.organizeIds.length === 0 && r.roleIds.length === 0);
  return isAll ? { scope: 'all' } : { scope: 'chosen', ...r };
}

/** Stored recipients from form values (undefined: everybody). */
export function toRecipients(v: TRecipientValues): TMessageRecipients | undefined {
  if (v.scope === 'all') return undefined;
  return { userIds: v.userIds ?? [], organizeIds: v.organizeIds ?? [], roleIds: v.roleIds ?? [] };
}

function RoleSelect(props: { value?: string[]; onChange?: (ids: string[]) => void }): ReactNode {
  const { t } = useTranslation(NOTICE_NS);
  const roles = useQuery({
    queryKey: [...roleKeys.list, 'options'],
    queryFn: () => fetchRoleRows({}),
    staleTime: 60_000,
  });
  return (
    <Select
      mode="multiple"
      aria-label={t('pickRoles')}
      placeholder={t('pickRoles')}
      value={props.value}
      onChange={props.onChange}
      loading={roles.isLoading}
      optionFilterProp="label"
      options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.fullName }))}
    />
  );
}

/** Everybody, or the chosen users, departments (with everything below) and roles. */
export function RecipientsFields(): ReactNode {
  const { t } = useTranslation(NOTICE_NS);
  const someone = ({ getFieldValue }: { getFieldValue: (n: string) => unknown }) => ({
    validator: () => {
      const count = ['userIds', 'organizeIds', 'roleIds'].reduce(
        (n, k) => n + ((getFieldValue(k) as string[] | undefined)?.length ?? 0),
        0,
      );
      return count > 0 ? Promise.resolve() : Promise.reject(new Error(t('chooseSomeone')));
    },
  });
  return (
    <>
      <Form.Item name="scope" label={t('recipients')}>
        <Radio.Group
          aria-label={t('recipients')}
          options={[
            { value: 'all', label: t('everybody') },
            { value: 'chosen', label: t('chosen') },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['scope']}>
        {({ getFieldValue }) =>
          getFieldValue('scope') === 'chosen' && (
            <>
              <Form.Item
                name="userIds"
                label={t('users')}
                rules={[someone]}
                dependencies={['organizeIds', 'roleIds']}
              >
                <OrgPicker kind="user" />
              </Form.Item>
              <Form.Item name="organizeIds" label={t('organizes')}>
                <OrgPicker kind="department" />
              </Form.Item>
              <Form.Item name="roleIds" label={t('roles')}>
                <RoleSelect />
              </Form.Item>
            </>
          )
        }
      </Form.Item>
    </>
  );
}
