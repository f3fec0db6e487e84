import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TTaskState } from '@app/workflow-engine';
import { auditColumns, millis } from '../../db/columns.ts';
import { uniqueRefusal } from '../../lib/unique.ts';

/** Flow definitions (FLOW_ENGINE, contract §4.1): the editable design; tasks run a snapshot (flow_engine_version). */
export const flowEngines = pgTable(
  'flow_engine',
  {
    id: text().primaryKey(),
    enCode: text().notNull(),
    fullName: text().notNull(),
    /** 0 launchable flow, 1 function flow. */
    type: integer().notNull().default(0),
    /** WorkFlowCategory dictionary enCode. */
    category: text().notNull(),
    /** 1 system form, 2 designer form. */
    formType: integer().notNull().default(2),
    /** The form design (formTemplateJson, answered as formData). */
    formTemplateJson: text(),
    flowTemplateJson: text().notNull(),
    /** 0 everyone, 1 restricted to flow_engine_visible. */
    visibleType: integer().notNull().default(0),
    icon: text(),
    iconBackground: text(),
    /** Row version (lib/crud.ts bumps it on each update). */
    version: integer().notNull().default(0),
    /** Snapshots taken so far (the contract's flow version); the latest is versionId. */
    snapshotNo: integer().notNull().default(0),
    versionId: text(),
    tables: text().notNull().default('[]'),
    dbLinkId: text(),
    appFormUrl: text(),
    formUrl: text(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex(uniqueRefusal('flow_engine_en_code_uq', 'workflow.codeExists'))
      .on(t.enCode)
      .where(sql`${t.deleteTime} is null`),
    uniqueIndex(uniqueRefusal('flow_engine_full_name_uq', 'workflow.nameExists'))
      .on(t.fullName)
      .where(sql`${t.deleteTime} is null`),
  ],
);

/** Who may launch a restricted flow (FLOW_ENGINEVISIBLE), rebuilt from the start node on each save. */
export const flowEngineVisibles = pgTable(
  'flow_engine_visible',
  {
    id: text().primaryKey(),
    flowId: text().notNull(),
    /** 'user' | 'Position' | 'Role'. */
    operatorType: text().notNull(),
    operatorId: text().notNull(),
    sortCode: integer().notNull().default(0),
  },
  (t) => [
    index('flow_engine_visible_flow_idx').on(t.flowId),
    index('flow_engine_visible_op_idx').on(t.operatorId),
  ],
);

/** An immutable snapshot of a definition (taken when its design changes): a task keeps running its own. */
export const flowEngineVersions = pgTable(
  'flow_engine_version',
  {
    id: text().primaryKey(),
    flowId: text().notNull(),
    version: integer().notNull(),
    fullName: text().notNull(),
    enCode: text().notNull(),
    type: integer().notNull(),
    category: text().notNull(),
    formType: integer().notNull(),
    formTemplateJson: text(),
    flowTemplateJson: text().notNull(),
    creatorTime: millis().notNull(),
    creatorUserId: text(),
  },
  (t) => [uniqueIndex('flow_engine_version_uq').on(t.flowId, t.version)],
);

/** A flow instance (FLOW_TASK): the engine's state as JSON plus the columns the lists read. */
export const flowTasks = pgTable(
  'flow_task',
  {
    id: text().primaryKey(),
    /** "0", or the parent task of a sub-flow. */
    parentId: text().notNull().default('0'),
    processId: text().notNull(),
    /** The bill number. */
    enCode: text(),
    fullName: text().notNull(),
    /** 1 normal, 2 important, 3 urgent. */
    flowUrgent: integer().notNull().default(1),
    flowId: text().notNull(),
    /** The definition snapshot this task runs. */
    flowVersionId: text().notNull(),
    flowCode: text().notNull(),
    flowName: text().notNull(),
    flowType: integer().notNull(),
    flowCategory: text().notNull(),
    formType: integer().notNull(),
    /** The form data (until the low-code model exists). */
    formData: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The engine's state (TTaskState). */
    state: jsonb().$type<TTaskState>().notNull(),
    /** 0 draft, 1 running, 2 approved, 3 rejected, 4 withdrawn, 5 terminated. */
    status: integer().notNull().default(0),
    completion: integer().notNull().default(0),
    thisStep: text(),
    thisStepId: text(),
    startTime: millis(),
    endTime: millis(),
    /** Row version: each command writes version + 1 where version is what it read. */
    version: integer().notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('flow_task_creator_idx').on(t.creatorUserId, t.status),
    index('flow_task_flow_idx').on(t.flowId),
    index('flow_task_parent_idx').on(t.parentId),
  ],
);

/** The run's nodes (FLOW_TASKNODE), projected from the state after each command. */
export const flowTaskNodes = pgTable(
  'flow_task_node',
  {
    id: text().primaryKey(),
    taskId: text().notNull(),
    nodeCode: text().notNull(),
    nodeName: text().notNull(),
    /** start | approver | subFlow | endround. */
    nodeType: text().notNull(),
    nodeNext: text().notNull(),
    /** 0 / 1. */
    completion: integer().notNull().default(0),
    sortCode: integer().notNull().default(0),
    /** "0" on the run's path, "-2" pruned. */
    state: text().notNull(),
    /** idle | waiting | running | done. */
    phase: text().notNull(),
    creatorTime: millis().notNull(),
  },
  (t) => [index('flow_task_node_task_idx').on(t.taskId)],
);

/** Work items (FLOW_TASKOPERATOR): the to-do rows. */
export const flowTaskOperators = pgTable(
  'flow_task_operator',
  {
    id: text().primaryKey(),
    taskId: text().notNull(),
    run: integer().notNull(),
    nodeCode: text().notNull(),
    nodeName: text().notNull(),
    handleType: text().notNull(),
    handleId: text().notNull(),
    /** null pending, 1 approved, 0 rejected. */
    handleStatus: integer(),
    handleTime: millis(),
    /** 0 pending, 1 done. */
    completion: integer().notNull().default(0),
    /** Hidden from the to-do list until then (timer). */
    dueAt: millis(),
    /** 0 active, 1 suspended by an add-sign, -1 invalid. */
    state: integer().notNull().default(0),
    parentId: text(),
    creatorTime: millis().notNull(),
    /** Row version (bumped on each change). */
    version: integer().notNull().default(0),
    /**
     * The to-do keyword's text while the task runs (its title, chr(1), its bill number), null once it does not:
     * written with the row by each command and, when a command changes the title or ends the run, on the task's
     * open rows in the same statement (flow-task.repo.ts), so the to-do page searches this table alone.
     */
    searchText: text(),
  },
  (t) => [
    index('flow_task_operator_task_idx').on(t.taskId),
    index('flow_task_operator_todo_idx')
      .on(t.handleId, t.creatorTime)
      .where(sql`${t.completion} = 0 and ${t.state} = 0`),
    // The to-do keyword: the open rows whose text holds it (pg_trgm). The handler is not a key of it: the planner
    // walks the to-do index above for a user with few open rows and this one, filtering the handler, for a user
    // with very many, where a handler key made every search decode that user's whole posting list (0.3–0.5 ms of
    // a page at 100,000 open rows, bench/README "Workflow"). No pending list (fastupdate off): every search read
    // all of it, up to 4 MB (412 pages against the index's 39 for a 3-digit keyword among 100,000 open rows); each
    // new open row updates the index itself.
    index('flow_task_operator_todo_search_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false })
      .where(sql`${t.completion} = 0 and ${t.state} = 0 and ${t.searchText} is not null`),
  ],
);

/** The history (FLOW_TASKOPERATORRECORD): appended; invalidation sets status -1. */
export const flowTaskRecords = pgTable(
  'flow_task_record',
  {
    id: text().primaryKey(),
    taskId: text().notNull(),
    run: integer().notNull(),
    nodeCode: text().notNull(),
    nodeName: text().notNull(),
    taskOperatorId: text(),
    handleId: text().notNull(),
    /** 0 reject, 1 approve, 2 submit, 3 recall, 4 terminate, 5 assign, 6 add-sign, 7 transfer. */
    handleStatus: integer().notNull(),
    handleTime: millis().notNull(),
    handleOpinion: text().notNull().default(''),
    signImg: text(),
    /** Target user of transfer, assign and add-sign. */
    operatorId: text(),
    /** 0 normal, 1 by an added approver, -1 invalidated. */
    status: integer().notNull().default(0),
    delegatorId: text(),
  },
  (t) => [
    index('flow_task_record_task_idx').on(t.taskId),
    index('flow_task_record_handler_idx').on(t.handleId, t.handleTime),
  ],
);

/** CC rows (FLOW_TASKCIRCULATE). */
export const flowTaskCirculates = pgTable(
  'flow_task_circulate',
  {
    id: text().primaryKey(),
    taskId: text().notNull(),
    nodeCode: text().notNull(),
    nodeName: text().notNull(),
    objectType: text().notNull().default('user'),
    /** The user copied. */
    objectId: text().notNull(),
    creatorTime: millis().notNull(),
  },
  (t) => [
    index('flow_task_circulate_task_idx').on(t.taskId),
    index('flow_task_circulate_user_idx').on(t.objectId, t.creatorTime),
  ],
);

/** Entrusts (FLOW_DELEGATE): the delegator (creatorUserId) hands one flow to toUserId for a window. */
export const flowDelegates = pgTable(
  'flow_delegate',
  {
    id: text().primaryKey(),
    toUserId: text().notNull(),
    toUserName: text(),
    flowId: text().notNull(),
    flowName: text(),
    flowCategory: text(),
    startTime: millis().notNull(),
    endTime: millis().notNull(),
    ...auditColumns(),
  },
  (t) => [
    index('flow_delegate_creator_idx').on(t.creatorUserId),
    index('flow_delegate_to_idx').on(t.toUserId, t.flowId),
  ],
);
