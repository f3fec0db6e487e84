import { CloseOutlined, LeftOutlined, PlusOutlined, RightOutlined, WarningOutlined } from '@ant-design/icons';
import type { TFlowNode } from '@app/contracts';
import { Button, Dropdown, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKFLOW_NS } from '../workflow-i18n.ts';
import type { TNodeIssue } from './flow-check.ts';
import type { TAddKind } from './flow-tree.ts';
import { summarize } from './node-summary.ts';
import './flow-designer.css';

const ADD_KINDS: readonly TAddKind[] = ['approver', 'copy', 'condition', 'parallel', 'timer', 'subFlow'];

/** What the canvas asks its owner to do. */
export interface TCanvasActions {
  select: (id: string) => void;
  insert: (afterId: string, kind: TAddKind) => void;
  addBranch: (ownerId: string) => void;
  move: (branchId: string, step: -1 | 1) => void;
  remove: (id: string) => void;
}

interface TCanvasProps {
  root: TFlowNode;
  issues: Readonly<Record<string, TNodeIssue>>;
  selectedId: string | null;
  zoom: number;
  actions: TCanvasActions;
}

interface TCtx extends Omit<TCanvasProps, 'root' | 'zoom'> {
  t: (key: string, o?: Record<string, unknown>) => string;
}

function AddButton({ afterId, ctx }: { afterId: string; ctx: TCtx }): ReactNode {
  const items = ADD_KINDS.map((k) => ({ key: k, label: ctx.t(`kinds.${k}`) }));
  return (
    <div className="fd-add">
      <Dropdown
        trigger={['click']}
        menu={{ items, onClick: ({ key }) => ctx.actions.insert(afterId, key as TAddKind) }}
      >
        <Button
          shape="circle"
          size="small"
          type="primary"
          icon={<PlusOutlined />}
          aria-label={ctx.t('addNode')}
          data-testid={`add-after-${afterId}`}
        />
      </Dropdown>
    </div>
  );
}

interface TBranchPlace {
  index: number;
  count: number;
}

function NodeCard({ node, ctx, place }: { node: TFlowNode; ctx: TCtx; place?: TBranchPlace }): ReactNode {
  const issue = ctx.issues[node.nodeId];
  const isDefault = Boolean(node.properties?.isDefault);
  const isStart = node.type === 'start';
  const kind = node.type === 'approver' && node.isInterflow ? 'parallel' : node.type;
  const classes = ['fd-card', `fd-${kind}`];
  if (issue) classes.push('fd-error');
  if (ctx.selectedId === node.nodeId) classes.push('fd-selected');
  const canMove = place && !isDefault && node.type === 'condition';
  const title = node.properties?.title || ctx.t(`kinds.${node.type}`);
  const tool = (label: string, icon: ReactNode, fn: () => void) => (
    <button
      type="button"
      className="fd-tool"
      aria-label={label}
      title={label}
      onClick={(e) => {
        e.stopPropagation();
        fn();
      }}
    >
      {icon}
    </button>
  );
  return (
    // The whole card opens the drawer for a mouse; the title button does it for the keyboard.
    <div
      className={classes.join(' ')}
      data-testid={`node-${node.nodeId}`}
      onClick={() => ctx.actions.select(node.nodeId)}
    >
      <div className="fd-card-head">
        {canMove && place.index > 0
          ? tool(ctx.t('moveLeft'), <LeftOutlined />, () => ctx.actions.move(node.nodeId, -1))
          : null}
        <button type="button" className="fd-card-title" onClick={() => ctx.actions.select(node.nodeId)}>
          {title}
        </button>
        {node.type === 'condition' ? (
          <span className="fd-priority">{ctx.t('priority', { n: place ? place.index + 1 : 1 })}</span>
        ) : null}
        {canMove && place.index < place.count - 2
          ? tool(ctx.t('moveRight'), <RightOutlined />, () => ctx.actions.move(node.nodeId, 1))
          : null}
        {!isStart && !isDefault
          ? tool(`${ctx.t('removeNode')} ${title}`, <CloseOutlined />, () => ctx.actions.remove(node.nodeId))
          : null}
      </div>
      <div className="fd-card-body">{summarize(node, ctx.t)}</div>
      {issue ? (
        <Tooltip title={ctx.t(`issue.${issue}`)}>
          <div className="fd-issue" role="alert">
            <WarningOutlined /> {ctx.t(`issue.${issue}`)}
          </div>
        </Tooltip>
      ) : null}
    </div>
  );
}

function Branches({ owner, ctx }: { owner: TFlowNode; ctx: TCtx }): ReactNode {
  const heads = owner.conditionNodes ?? [];
  const isParallel = heads.some((h) => h.isInterflow);
  return (
    <div className={`fd-group${ctx.issues[owner.nodeId] ? ' fd-group-error' : ''}`}>
      <Button
        className="fd-add-branch"
        size="small"
        onClick={() => ctx.actions.addBranch(owner.nodeId)}
        data-testid={`add-branch-${owner.nodeId}`}
      >
        {ctx.t(isParallel ? 'addParallel' : 'addBranch')}
      </Button>
      {ctx.issues[owner.nodeId] ? (
        <div className="fd-issue fd-group-issue" role="alert">
          <WarningOutlined /> {ctx.t(`issue.${ctx.issues[owner.nodeId]}`)}
        </div>
      ) : null}
      <div className="fd-branches">
        {heads.map((h, i) => (
          <div className="fd-col" key={h.nodeId}>
            <Chain node={h} ctx={ctx} place={{ index: i, count: heads.length }} />
          </div>
        ))}
      </div>
    </div>
  );
}

function Chain({ node, ctx, place }: { node: TFlowNode; ctx: TCtx; place?: TBranchPlace }): ReactNode {
  return (
    <>
      {node.type === 'empty' ? null : <NodeCard node={node} ctx={ctx} place={place} />}
      {node.conditionNodes?.length ? <Branches owner={node} ctx={ctx} /> : null}
      <AddButton afterId={node.nodeId} ctx={ctx} />
      {node.childNode ? <Chain node={node.childNode} ctx={ctx} /> : null}
    </>
  );
}

/** The DingTalk-style tree from 发起人 to 流程结束, with "+" between nodes and branch controls. */
export function FlowCanvas({ root, zoom, ...rest }: TCanvasProps): ReactNode {
  const { t } = useTranslation(WORKFLOW_NS);
  const ctx: TCtx = { ...rest, t: (k, o) => t(k, o ?? {}) };
  return (
    <div className="fd-canvas">
      <div className="fd-zoom" style={{ transform: `scale(${zoom})` }}>
        <Chain node={root} ctx={ctx} />
        <div className="fd-end">{t('end')}</div>
      </div>
    </div>
  );
}
