import { Avatar, Empty, Input, Modal, Spin, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../../app/layouts/menu-icons.tsx';
import type { TFlowRow } from '../api.ts';
import { useLaunchableFlows } from '../lists/api.ts';
import { DAILY_NS } from '../lists/daily-i18n.ts';
import { filterGroups } from './launch-logic.ts';
import './launch.css';

/** The default colour of a flow's icon when the designer left none. */
const DEFAULT_BACKGROUND = '#1890ff';

/** One flow as a card: its icon on its colour and its name; the whole card is the button. */
function FlowCard({ flow, onPick }: { flow: TFlowRow; onPick: () => void }): ReactNode {
  return (
    <button type="button" className="launch-flow-card" onClick={onPick} aria-label={flow.fullName}>
      <Avatar
        shape="square"
        size={40}
        style={{ background: flow.iconBackground || DEFAULT_BACKGROUND, flex: 'none' }}
        icon={flow.icon ? <MenuIcon name={flow.icon} /> : undefined}
      >
        {flow.icon ? null : flow.fullName.slice(0, 1)}
      </Avatar>
      <span className="launch-flow-name">{flow.fullName}</span>
    </button>
  );
}

/** The flows the caller may start, by category with icon and colour; picking one starts its launch form. */
export function FlowPicker(props: {
  open: boolean;
  onClose: () => void;
  onPick: (flow: TFlowRow) => void;
}): ReactNode {
  const { t } = useTranslation(DAILY_NS);
  const [keyword, setKeyword] = useState('');
  const flows = useLaunchableFlows(props.open);
  const groups = filterGroups(flows.data ?? [], keyword);
  return (
    <Modal
      open={props.open}
      title={t('chooseFlow')}
      width={760}
      footer={null}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        placeholder={t('flowSearch')}
        aria-label={t('flowSearch')}
        onChange={(e) => setKeyword(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      <Spin spinning={flows.isLoading}>
        {groups.length === 0 && !flows.isLoading ? <Empty description={t('noFlows')} /> : null}
        {groups.map((g) => (
          <section key={g.id} className="launch-group" aria-label={g.fullName}>
            <Typography.Title level={5}>{g.fullName}</Typography.Title>
            <div className="launch-grid">
              {g.children.map((f) => (
                <FlowCard key={f.id} flow={f} onPick={() => props.onPick(f)} />
              ))}
            </div>
          </section>
        ))}
      </Spin>
    </Modal>
  );
}
