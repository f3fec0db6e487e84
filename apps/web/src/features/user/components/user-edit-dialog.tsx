import type { TUserEdit } from '@app/contracts';
import { md5 } from 'js-md5';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUploadedFile } from '../../../shared/ui/form/upload-rules.ts';
import { EditDialog } from '../../../shared/ui/edit-dialog.tsx';
import { useUserInfo, useUserMutations, type TUserRecord } from '../api.ts';
import { USER_NS } from '../user-i18n.ts';
import { UserFormFields } from './user-form-fields.tsx';

type TValues = Omit<TUserEdit, 'enabledMark' | 'password' | 'headIcon'> & {
  enabledMark: boolean;
  password?: string;
  headIcon?: TUploadedFile[];
};

function avatarOf(name: string): TUploadedFile[] {
  return name
    ? [{ name, fileId: name, url: `/api/file/preview/userAvatar/${encodeURIComponent(name)}` }]
    : [];
}

function toValues(u: TUserRecord): Partial<TValues> {
  return { ...u, enabledMark: u.enabledMark === 1, headIcon: avatarOf(u.headIcon ?? '') };
}

/** The body of a save: the password as MD5, the avatar as its stored name. */
export function toUserBody(v: TValues, id: string | undefined): Partial<TUserEdit> {
  const { password, headIcon, enabledMark, ...rest } = v;
  return {
    ...rest,
    id,
    enabledMark: enabledMark ? 1 : 0,
    headIcon: headIcon?.[0]?.fileId ?? '',
    positionIds: rest.positionIds ?? [],
    roleIds: rest.roleIds ?? [],
    ...(password ? { password: md5(password) } : {}),
  };
}

/** Create (in `organizeId` when given) or edit a user; a generated initial password goes to `onCreated`. */
export function UserEditDialog(props: {
  open: boolean;
  id?: string;
  organizeId?: string;
  onClose: () => void;
  onCreated: (account: string, password: string) => void;
}): ReactNode {
  const { t } = useTranslation(USER_NS);
  const { id, organizeId, onCreated } = props;
  const info = useUserInfo(props.open ? id : undefined);
  const { save } = useUserMutations();
  const initial = useMemo<Partial<TValues> | undefined>(() => {
    if (!id) return { enabledMark: true, sortCode: 0, organizeId, positionIds: [], roleIds: [] };
    return info.data && toValues(info.data);
  }, [id, organizeId, info.data]);
  const onSubmit = async (v: TValues): Promise<void> => {
    const r = await save.mutateAsync(toUserBody(v, id));
    if (r.generatedPassword) onCreated(v.account, r.generatedPassword);
  };
  return (
    <EditDialog<TValues>
      open={props.open}
      width={760}
      title={t(id ? 'editTitle' : 'createTitle')}
      initialValues={initial}
      isLoading={Boolean(id) && info.isLoading}
      onClose={props.onClose}
      onSubmit={onSubmit}
    >
      {() => <UserFormFields isNew={!id} />}
    </EditDialog>
  );
}
