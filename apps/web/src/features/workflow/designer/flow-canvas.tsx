import { CloseOutlined, LeftOutlined, PlusOutlined, RightOutlined, WarningOutlined } from '@ant-design/icons';
import type { TFlowNode } from '@app/contracts';
import { Button, Dropdown, Tooltip } from 'antd';
import { memo, useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKFLOW_NS } from '../workflow-i18n.ts';
import { FLOW_ISSUE, type TNodeIssue } from './flow-check.ts';
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

/** How a task's run went through a node, for the read-only chart of the task detail. */
export interface TNodeView {
  /** finish done, process current, wait not reached, skip not on this run's path, none not a step of its own. */
  state: 'finish' | 'process' | 'wait' | 'skip' | 'none';
  /** The state in words and who handled the node or is awaited there. */
  lines: string[];
}

interface TCanvasProps {
  root: TFlowNode;
  issues: Readonly<Record<string, TNodeIssue>>;
  selectedId: string | null;
  zoom: number;
  actions: TCanvasActions;
  /** Read-only: the tree as a task ran it (no "+", no tools, no drawer), each node's state by id. */
  view?: Readonly<Record<string, TNodeView>>;
}

type TT = (key: string, o?: Record<string, unknown>) => string;

interface TCtx extends Omit<TCanvasProps, 'root' | 'zoom'> {
  t: TT;
}

/** The line between two read-only cards (where the designer has its "+"). */
const LINK = <div className="fd-add fd-link" aria-hidden="true" />;

// The cards and "+" buttons are memoised on what they show: adding a node to a 60-node flow re-renders the new
// card and the few whose place or issue changed, not every antd Dropdown and Tooltip of the flow.

const AddButton = memo(function AddButton({
  afterId,
  actions,
  t,
}: {
  afterId: string;
  actions: TCanvasActions;
  t: TT;
}): ReactNode {
  const items = ADD_KINDS.map((k) => ({ key: k, label: t(`kinds.${k}`) }));
  return (
    <div className="fd-add">
      <Dropdown
        trigger={['click']}
        menu={{ items, onClick: ({ key }) => actions.insert(afterId, key as TAddKind) }}
      >
        <Button
          shape="circle"
          size="small"
          type="primary"
          icon={<PlusOutlined />}
          aria-label={t('addNode')}
          data-testid={`add-after-${afterId}`}
        />
      </Dropdown>
    </div>
  );
});

interface TCardProps {
  node: TFlowNode;
  issue: TNodeIssue | undefined;
  isSelected: boolean;
  /** Index and count of the branches when the node heads one. */
  index?: number;
  count?: number;
  actions: TCanvasActions;
  t: TT;
  /** Read-only: the node's state in the task (no tools, not selectable). */
  view?: TNodeView;
}

function tool(label: string, icon: ReactNode, fn: () => void): ReactNode {
  return (
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
}

/** A read-only card of the task's chart: title, summary, state and people. */
function ViewCard({ node, view, t }: { node: TFlowNode; view: TNodeView; t: TT }): ReactNode {
  const kind = node.type === 'approver' && node.isInterflow ? 'parallel' : node.type;
  const title = node.properties?.title || t(`kinds.${node.type}`);
  return (
    <div
      className={`fd-card fd-view fd-${kind} fd-state-${view.state}`}
      data-testid={`chart-node-${node.nodeId}`}
      data-state={view.state}
    >
      <div className="fd-card-head">
        <span className="fd-card-title">{title}</span>
      </div>
      <div className="fd-card-body">
        <div>{summarize(node, t)}</div>
        {view.lines.map((line) => (
          <div key={line} className="fd-view-line">
            {line}
          </div>
        ))}
      </div>
    </div>
  );
}

const NodeCard = memo(function NodeCard({ node, issue, isSelected, index, count, actions, t }: TCardProps) {
  const isDefault = Boolean(node.properties?.isDefault);
  const isStart = node.type === 'start';
  const kind = node.type === 'approver' && node.isInterflow ? 'parallel' : node.type;
  const classes = ['fd-card', `fd-${kind}`];
  if (issue) classes.push('fd-error');
  if (isSelected) classes.push('fd-selected');
  const isBranch = index !== undefined && count !== undefined;
  const canMove = isBranch && !isDefault && node.type === 'condition';
  const title = node.properties?.title || t(`kinds.${node.type}`);
  return (
    // The whole card opens the drawer for a mouse; the title button does it for the keyboard.
    <div
      className={classes.join(' ')}
      data-testid={`node-${node.nodeId}`}
      onClick={() => actions.select(node.nodeId)}
    >
      <div className="fd-card-head">
        {canMove && index > 0
          ? tool(t('moveLeft'), <LeftOutlined />, () => actions.move(node.nodeId, -1))
          : null}
        <button type="button" className="fd-card-title" onClick={() => actions.select(node.nodeId)}>
          {title}
        </button>
        {node.type === 'condition' ? (
          <span className="fd-priority">{t('priority', { n: (index ?? 0) + 1 })}</span>
        ) : null}
        {canMove && index < count - 2
          ? tool(t('moveRight'), <RightOutlined />, () => actions.move(node.nodeId, 1))
          : null}
        {!isStart && !isDefault
          ? tool(`${t('removeNode')} ${title}`, <CloseOutlined />, () => actions.remove(node.nodeId))
          : null}
      </div>
      <div className="fd-card-body">{summarize(node, t)}</div>
      {issue ? (
        <Tooltip title={t(`issue.${issue}`)}>
          <div className="fd-issue" role="alert">
            <WarningOutlined /> {t(`issue.${issue}`)}
          </div>
        </Tooltip>
      ) : null}
    </div>
  );
});

interface TBranchPlace {
  index: number;
  count: number;
}

function Branches({ owner, ctx }: { owner: TFlowNode; ctx: TCtx }): ReactNode {
  const heads = owner.conditionNodes ?? [];
  const isParallel = heads.some((h) => h.isInterflow);
  const issue = ctx.issues[owner.nodeId];
  return (
    <div className={`fd-group${issue ? ' fd-group-error' : ''}`}>
      {ctx.view ? (
        <div className="fd-group-label">{ctx.t(isParallel ? 'kinds.parallel' : 'kinds.condition')}</div>
      ) : (
        <Button
          className="fd-add-branch"
          size="small"
          onClick={() => ctx.actions.addBranch(owner.nodeId)}
          data-testid={`add-branch-${owner.nodeId}`}
        >
          {ctx.t(isParallel ? 'addParallel' : 'addBranch')}
        </Button>
      )}
      {issue ? (
        <div className="fd-issue fd-group-issue" role="alert">
          <WarningOutlined /> {ctx.t(`issue.${issue}`)}
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
      {node.type === 'empty' ? null : ctx.view ? (
        <ViewCard node={node} view={ctx.view[node.nodeId] ?? { state: 'none', lines: [] }} t={ctx.t} />
      ) : (
        <NodeCard
          node={node}
          issue={ctx.issues[node.nodeId]}
          isSelected={ctx.selectedId === node.nodeId}
          index={place?.index}
          count={place?.count}
          actions={ctx.actions}
          t={ctx.t}
        />
      )}
      {node.conditionNodes?.length ? <Branches owner={node} ctx={ctx} /> : null}
      {ctx.view ? LINK : <AddButton afterId={node.nodeId} actions={ctx.actions} t={ctx.t} />}
      {node.childNode ? <Chain node={node.childNode} ctx={ctx} /> : null}
    </>
  );
}

/**
 * The DingTalk-style tree from 发起人 to 流程结束, with "+" between nodes and branch controls; with `view`, the same
 * tree read-only, each node showing how the task ran through it (the task detail's chart).
 */
export function FlowCanvas({ root, zoom, ...rest }: TCanvasProps): ReactNode {
  const { t } = useTranslation(WORKFLOW_NS);
  // One translate function per language, so the memoised cards keep it.
  const tt = useCallback<TT>((k, o) => t(k, o ?? {}), [t]);
  const ctx: TCtx = { ...rest, t: tt };
  return (
    <div className="fd-canvas">
      {rest.issues[FLOW_ISSUE] ? (
        <div className="fd-issue" role="alert">
          <WarningOutlined /> {t(`issue.${rest.issues[FLOW_ISSUE]}`)}
        </div>
      ) : null}
      <div className="fd-zoom" style={{ transform: `scale(${zoom})` }}>
        <Chain node={root} ctx={ctx} />
        <div
          className={`fd-end${rest.view?.end ? ` fd-state-${rest.view.end.state}` : ''}`}
          data-testid={rest.view ? 'chart-node-end' : undefined}
          data-state={rest.view?.end?.state}
        >
          {t('end')}
        </div>
      </div>
    </div>
  );
}
