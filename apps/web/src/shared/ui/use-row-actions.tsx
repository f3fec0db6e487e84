import { BUTTON_LABELS, type TButtonCode } from '@app/contracts';
import { DownOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Space, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageGrants } from '../auth/permission.tsx';
import { toastSuccess } from './feedback.ts';
import { currentLanguage } from '../utils/route-label.ts';
import { ORG_COMMON_NS } from './org-i18n.ts';

/** The label of a standard button in the current language (新增, 编辑, 删除…). */
export function buttonLabel(code: TButtonCode): string {
  return BUTTON_LABELS[code][currentLanguage()];
}

/** A link-style action of a table row; `permission` is the button enCode it needs. */
export interface TRowAction {
  key: string;
  label: string;
  permission?: TButtonCode;
  isDanger?: boolean;
  onClick: () => void;
}

/** Actions shown inline; with more than this, the rest go under a "More" menu so the column keeps one line. */
const INLINE_ACTIONS = 3;

/** The row actions the page's grants allow, as small link buttons named by their label. */
export function RowActions({ actions }: { actions: readonly TRowAction[] }): ReactNode {
  const grants = usePageGrants();
  const { t } = useTranslation(ORG_COMMON_NS);
  const visible = actions.filter((a) => !a.permission || grants.hasButton(a.permission));
  const inline = visible.length > INLINE_ACTIONS ? visible.slice(0, INLINE_ACTIONS - 1) : visible;
  const rest = visible.slice(inline.length);
  return (
    <Space size={0}>
      {inline.map((a) => (
        <Button key={a.key} type="link" size="small" danger={a.isDanger} onClick={a.onClick}>
          {a.label}
        </Button>
      ))}
      {rest.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: rest.map((a) => ({ key: a.key, label: a.label, danger: a.isDanger })),
            onClick: ({ key }) => rest.find((a) => a.key === key)?.onClick(),
          }}
        >
          <Button type="link" size="small" icon={<DownOutlined />} iconPlacement="end">
            {t('more')}
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}

/** The delete confirmation of spec §5/§8: runs `remove` after the user agrees, then toasts. */
export function useDeleteConfirm(): (remove: () => Promise<unknown>) => void {
  const { modal } = App.useApp();
  const { t } = useTranslation(ORG_COMMON_NS);
  const { t: tr } = useTranslation();
  return (remove) => {
    modal.confirm({
      title: tr('common.tip'),
      content: tr('ui.deleteConfirm'),
      okText: t('confirm'),
      cancelText: t('cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await remove();
        toastSuccess(t('removed'));
      },
    });
  };
}

/** The enable toggle of a row (PUT enabled/{id}); read-only without the page's btn_edit. */
export function EnabledSwitch(props: {
  isOn: boolean;
  name: string;
  onToggle: () => Promise<unknown>;
}): ReactNode {
  const { t } = useTranslation(ORG_COMMON_NS);
  const canEdit = usePageGrants().hasButton('btn_edit');
  return (
    <Switch
      size="small"
      checked={props.isOn}
      disabled={!canEdit}
      aria-label={`${props.name} ${t('enabled')}`}
      checkedChildren={t('enabled')}
      unCheckedChildren={t('disabled')}
      onChange={() => void props.onToggle().then(() => toastSuccess(t('toggled')))}
    />
  );
}
