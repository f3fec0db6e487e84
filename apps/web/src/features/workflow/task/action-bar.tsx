import {
  CheckOutlined,
  CloseOutlined,
  PrinterOutlined,
  RollbackOutlined,
  SendOutlined,
  StopOutlined,
  SwapOutlined,
  UserAddOutlined,
  BellOutlined,
  UserSwitchOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_NS } from './task-i18n.ts';
import type { TTaskAction } from './task-logic.ts';

const ICONS: Readonly<Record<TTaskAction, ReactNode>> = {
  approve: <CheckOutlined />,
  reject: <CloseOutlined />,
  transfer: <SwapOutlined />,
  addSign: <UserAddOutlined />,
  recall: <UndoOutlined />,
  withdraw: <RollbackOutlined />,
  press: <BellOutlined />,
  cancel: <StopOutlined />,
  assign: <UserSwitchOutlined />,
  resubmit: <SendOutlined />,
  print: <PrinterOutlined />,
};

const PRIMARY: readonly TTaskAction[] = ['approve', 'resubmit'];
const DANGER: readonly TTaskAction[] = ['reject', 'cancel'];

/** The buttons of the actions the viewer may take now, each named for screen readers. */
export function ActionBar(props: {
  actions: readonly TTaskAction[];
  isBusy: boolean;
  onAction: (a: TTaskAction) => void;
}): ReactNode {
  const { t } = useTranslation(TASK_NS);
  return (
    <Space wrap className="wft-bar" role="toolbar" aria-label={t('title')}>
      {props.actions.map((a) => (
        <Button
          key={a}
          type={PRIMARY.includes(a) ? 'primary' : 'default'}
          danger={DANGER.includes(a)}
          icon={ICONS[a]}
          aria-label={t(`actions.${a}`)}
          disabled={props.isBusy}
          data-action={a}
          onClick={() => props.onAction(a)}
        >
          {t(`actions.${a}`)}
        </Button>
      ))}
    </Space>
  );
}
