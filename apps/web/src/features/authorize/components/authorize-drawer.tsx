import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGrantObjectType } from '../api.ts';
import { AUTHORIZE_NS } from '../authorize-i18n.ts';
import { AuthorizePanel } from './authorize-panel.tsx';

/** The object whose permissions are open in the drawer. */
export interface TGrantTarget {
  type: TGrantObjectType;
  id: string;
  name: string;
}

/** The authorise screen for one role, position or user, opened from its list. */
export function AuthorizeDrawer(props: { target: TGrantTarget | null; onClose: () => void }): ReactNode {
  const { t } = useTranslation(AUTHORIZE_NS);
  const target = props.target;
  return (
    <Drawer
      open={Boolean(target)}
      onClose={props.onClose}
      size={560}
      destroyOnHidden
      title={target ? t('title', { name: target.name }) : ''}
    >
      {target && <AuthorizePanel type={target.type} id={target.id} />}
    </Drawer>
  );
}
