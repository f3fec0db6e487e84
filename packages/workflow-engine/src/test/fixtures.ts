import type { TFlowNode, TFlowNodeProps } from '@app/contracts';
import { compile } from '../compile/compile.ts';
import type { TCommand } from '../command.ts';
import type { TDecideCtx, TEntrust } from '../context.ts';
import { decide, type TDecision } from '../decide.ts';
import { directoryFromData } from '../directory.ts';
import type { TEffect } from '../effect.ts';
import type { TGraph } from '../graph.ts';
import type { TFormData, TOperator, TTaskState } from '../state.ts';
import { createTask, type TNewTask } from '../task.ts';

/** People of the test organisation: launcher → boss → bigBoss; dept D1 managed by deptMgr. */
export const U = {
  launcher: 'launcher',
  boss: 'boss',
  bigBoss: 'bigBoss',
  deptMgr: 'deptMgr',
  a: 'ua',
  b: 'ub',
  c: 'uc',
  d: 'ud',
  outsider: 'outsider',
  admin: 'admin',
} as const;

export const directory = directoryFromData({
  users: {
    launcher: { managerId: 'boss', organizeId: 'D1', positionIds: [], roleIds: [] },
    boss: { managerId: 'bigBoss', organizeId: 'D1', positionIds: ['P-lead'] },
    bigBoss: { managerId: null, organizeId: 'D0' },
    deptMgr: { organizeId: 'D1', roleIds: ['R-fin'] },
    ua: { organizeId: 'D1', positionIds: ['P-clerk'], roleIds: ['R-fin'] },
    ub: { organizeId: 'D1', positionIds: ['P-clerk'] },
    uc: { organizeId: 'D1', roleIds: ['R-audit'] },
    ud: { organizeId: 'D1' },
  },
  organizes: { D1: { managerId: 'deptMgr' }, D0: { managerId: 'bigBoss' } },
});

type TProps = Partial<TFlowNodeProps>;
type TKids = { child?: TFlowNode; branches?: TFlowNode[] };

/** A start node (nodeId "start"). */
export const start = (child?: TFlowNode, props: TProps = {}, branches?: TFlowNode[]): TFlowNode => ({
  type: 'start',
  nodeId: 'start',
  properties: { title: '发起', ...props },
  childNode: child ?? null,
  conditionNodes: branches,
});

/** An approver (default: or-sign among `approvers`). */
export const approver = (id: string, props: TProps = {}, kids: TKids = {}): TFlowNode => ({
  type: 'approver',
  nodeId: id,
  properties: { title: id, assigneeType: 6, approvers: [U.a], ...props },
  childNode: kids.child ?? null,
  conditionNodes: kids.branches,
});

/** A parallel branch head (an approver with isInterflow). */
export const parallel = (id: string, props: TProps = {}, kids: TKids = {}): TFlowNode => ({
  ...approver(id, props, kids),
  isInterflow: true,
});

/** A condition branch head. */
export const branch = (id: string, props: TProps, child?: TFlowNode): TFlowNode => ({
  type: 'condition',
  nodeId: id,
  properties: { title: id, ...props },
  childNode: child ?? null,
});

/** A timer of `minute` minutes. */
export const timer = (id: string, minute: number, child?: TFlowNode): TFlowNode => ({
  type: 'timer',
  nodeId: id,
  properties: { title: id, minute },
  childNode: child ?? null,
});

/** A sub-flow node (child flow "child-flow", launched by the launcher unless said otherwise). */
export const subFlow = (id: string, props: TProps = {}, child?: TFlowNode): TFlowNode => ({
  type: 'subFlow',
  nodeId: id,
  properties: { title: id, flowId: 'child-flow', initiateType: 4, ...props },
  childNode: child ?? null,
});

/** The graph of a flow that must compile. */
export function graphOf(flow: TFlowNode): TGraph {
  const r = compile(flow);
  if (!r.ok) throw new Error(`does not compile: ${JSON.stringify(r.errors)}`);
  return r.graph;
}

/** Freezes a value and everything in it (a decision must never write to its input). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Options of a test task. */
interface THarnessOptions extends Partial<Omit<TNewTask, 'formData'>> {
  formData?: TFormData;
  entrusts?: TEntrust[];
  labels?: TDecideCtx['labels'];
  serviceApprovers?: TDecideCtx['serviceApprovers'];
}

/** A task driven command by command, with a clock (`now`) and ids that replay the same. */
export function harness(flow: TFlowNode, o: THarnessOptions = {}) {
  const graph = graphOf(flow);
  let seq = 0;
  const h = {
    graph,
    now: 1_700_000_000_000,
    state: createTask({ taskId: 'T1', flowId: 'F1', launcherId: U.launcher, title: '请假', ...o }),
    effects: [] as TEffect[],
    ctx(): TDecideCtx {
      const ids = { newId: () => `id${++seq}` };
      return {
        now: h.now,
        ...ids,
        directory,
        entrusts: o.entrusts,
        labels: o.labels,
        serviceApprovers: o.serviceApprovers,
      };
    },
    try(cmd: TCommand): TDecision {
      const r = decide(graph, deepFreeze(h.state), cmd, h.ctx());
      if (r.ok) [h.state, h.effects] = [r.state, r.effects];
      return r;
    },
    do(cmd: TCommand): TEffect[] {
      const r = h.try(cmd);
      if (!r.ok) throw new Error(`${cmd.type} refused: ${r.error.code} ${r.error.reason}`);
      return r.effects;
    },
    submit(extra: Partial<TCommand & { type: 'submit' }> = {}): TEffect[] {
      return h.do({
        type: 'submit',
        by: U.launcher,
        ...(o.formData ? { formData: o.formData } : {}),
        ...extra,
      });
    },
    /** Pending operators of this run (optionally of one node). */
    pending(nodeId?: string): TOperator[] {
      return h.state.operators.filter(
        (x) =>
          x.run === h.state.run &&
          x.state === 0 &&
          x.completion === 0 &&
          (nodeId === undefined || x.nodeId === nodeId),
      );
    },
    /** The pending operator of a user. */
    op(user: string, nodeId?: string): TOperator {
      const found = h.pending(nodeId).find((x) => x.handleId === user);
      if (!found) throw new Error(`${user} has nothing pending${nodeId ? ` on ${nodeId}` : ''}`);
      return found;
    },
    approve(user: string, extra: Record<string, unknown> = {}, nodeId?: string): TEffect[] {
      return h.do({ type: 'approve', by: user, operatorId: h.op(user, nodeId).id, ...extra });
    },
    reject(user: string, extra: Record<string, unknown> = {}, nodeId?: string): TEffect[] {
      return h.do({ type: 'reject', by: user, operatorId: h.op(user, nodeId).id, ...extra });
    },
    phase(nodeId: string) {
      return h.state.nodes.find((n) => n.id === nodeId)?.phase;
    },
    holders(nodeId?: string): string[] {
      return h.pending(nodeId).map((x) => x.handleId);
    },
  };
  return h;
}

/** Effects of one type. */
export function effectsOf<K extends TEffect['type']>(
  effects: TEffect[],
  type: K,
): Extract<TEffect, { type: K }>[] {
  return effects.filter((e): e is Extract<TEffect, { type: K }> => e.type === type);
}

/** A task state from scratch (for direct decide calls). */
export const newTask = (o: Partial<TNewTask> = {}): TTaskState =>
  createTask({ taskId: 'T1', flowId: 'F1', launcherId: U.launcher, title: '请假', ...o });
