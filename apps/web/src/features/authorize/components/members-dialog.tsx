import { Modal, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageGrants } from '../../../shared/auth/permission.tsx';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { OrgPicker } from '../../../shared/ui/form/org-picker.tsx';
import { ORG_COMMON_NS } from '../../../shared/ui/org-i18n.ts';
import { useMembers, useSaveMembers, type TMemberObjectType } from '../api.ts';

/** The role or position whose members are open. */
export interface TMembersTarget {
  type: TMemberObjectType;
  id: string;
  name: string;
}

function MembersEditor(props: { target: TMembersTarget; ids: string[]; onClose: () => void }): ReactNode {
  const { t } = useTranslation(ORG_COMMON_NS);
  const canEdit = usePageGrants().hasButton('btn_edit');
  const save = useSaveMembers(props.target.type, props.target.id);
  const [ids, setIds] = useState<string[]>(props.ids);
  return (
    <Modal
      open
      title={t('membersTitle', { name: props.target.name })}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: !canEdit, loading: save.isPending }}
      onCancel={props.onClose}
      onOk={async () => {
        await save.mutateAsync(ids);
        toastSuccess(t('membersSaved'));
        props.onClose();
      }}
    >
      <OrgPicker kind="user" value={ids} onChange={setIds} />
    </Modal>
  );
}

/** The members view of a role or position: the users who hold it, chosen with the user picker. */
export function MembersDialog(props: { target: TMembersTarget | null; onClose: () => void }): ReactNode {
  const members = useMembers(props.target?.type ?? 'Role', props.target?.id);
  if (!props.target) return null;
  if (members.isError) return null;
  if (!members.data) return <Spin spinning fullscreen />;
  return (
    <MembersEditor
      key={members.dataUpdatedAt}
      target={props.target}
      ids={members.data}
      onClose={props.onClose}
    />
  );
}
