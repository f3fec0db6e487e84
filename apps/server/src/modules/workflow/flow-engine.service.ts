import {
  Code,
  ZFormData,
  flattenFields,
  hasAnyPermission,
  seededEntryLabel,
  type TFlowEngineEdit,
  type TLanguage,
} from '@app/contracts';
import { compile, type TGStart, type TGraph } from '@app/workflow-engine';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import type { TDbOrTx } from '../../db/client.ts';
import { saveAudited, softDelete, updateAudited } from '../../lib/crud.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { findData, findType } from '../dictionary/dictionary.repo.ts';
import {
  findEngine,
  findEngineClash,
  findEngines,
  findFlowTaskOptions,
  insertVersion,
  replaceVisibles,
  type TEngineFilter,
  type TFlowEngineRow,
} from './flow-engine.repo.ts';
import { flowEngines } from './workflow.table.ts';

/** The dictionary type whose entries group the flows. */
const CATEGORY_TYPE = 'WorkFlowCategory';

type TCtx = Pick<TAppContext, 'db' | 'now'>;

/** Compiles a FlowCard tree; a flow that cannot run is a 400 naming its first bad node. */
function compileOrRefuse(template: unknown): TGraph {
  const r = compile(template);
  if (r.ok) return r.graph;
  const e = r.errors[0];
  const key = `workflow.compile.${e.code}` as const;
  throw new AppError(
    Code.badRequest,
    key,
    { node: e.nodeId ?? '', detail: e.message },
    ` (flowTemplateJson)`,
  );
}

/** The value fields of a stored form design: a designer form's (no sub-tables) or a system form's array. */
function readFormFields(text: string | null): { vmodel: string; label: string }[] {
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : null;
  } catch {
    return [];
  }
  if (Array.isArray(raw)) {
    const system = z
      .array(z.looseObject({ filedId: z.string(), filedName: z.string().nullish() }))
      .safeParse(raw);
    return system.success
      ? system.data.map((f) => ({ vmodel: f.filedId, label: f.filedName ?? f.filedId }))
      : [];
  }
  const form = ZFormData.safeParse(raw);
  if (!form.success) return [];
  return flattenFields(form.data.fields)
    .filter((f) => f.jnpfKey !== 'table' && f.key)
    .map((f) => ({ vmodel: f.key, label: String(f.field.__config__.label ?? f.key) }));
}

/** Visibility rows from the start node's initiators (none: everyone may launch). */
function visibilityOf(graph: TGraph) {
  const start = graph.nodes[graph.startId] as TGStart;
  const s = start.initiators;
  return [
    ...s.users.map((id) => ({ operatorType: 'user', operatorId: id })),
    ...s.positions.map((id) => ({ operatorType: 'Position', operatorId: id })),
    ...s.roles.map((id) => ({ operatorType: 'Role', operatorId: id })),
  ].map((r) => ({ id: newId(), ...r }));
}

/** The form design as stored text. */
function formText(formData: TFlowEngineEdit['formData']): string | null {
  if (formData === undefined || formData === null) return null;
  return typeof formData === 'string' ? formData : JSON.stringify(formData);
}

/** Flow definitions (contract §4.7): trees by category, edit with compile checks, copy, release, stop, delete. */
export class FlowEngineService {
  constructor(private readonly c: TCtx) {}

  /** The flows matching `f` grouped under the WorkFlowCategory entries (those with no entry get their own group). */
  async tree(f: TEngineFilter, lang: TLanguage) {
    const type = await findType(this.c.db, CATEGORY_TYPE);
    const [entries, flows] = await Promise.all([
      type ? findData(this.c.db, { typeId: type.id }) : Promise.resolve([]),
      findEngines(this.c.db, f),
    ]);
    const groups = entries.map((e) => ({
      id: e.id,
      enCode: e.enCode,
      fullName: seededEntryLabel(CATEGORY_TYPE, e.enCode, e.fullName, lang),
    }));
    for (const code of new Set(flows.map((x) => x.category)))
      if (!groups.some((g) => g.enCode === code)) groups.push({ id: code, enCode: code, fullName: code });
    return groups
      .map((g) => {
        const children = flows
          .filter((x) => x.category === g.enCode)
          .map(({ flowTemplateJson: _t, formData: _f, versionId: _v, creatorUserId: _c, ...x }) => ({
            ...x,
            parentId: g.id,
          }));
        const n = children.length;
        return { ...g, parentId: '0' as const, num: n, hasChildren: n > 0, isLeaf: n === 0, children };
      })
      .filter((g) => g.num > 0 || !f.keyword);
  }

  /** One live flow, else 404. */
  async info(id: string) {
    const row = await findEngine(this.c.db, id);
    if (!row) throw notFound();
    return this.answer(row);
  }

  /** The answer shape of a row. */
  answer(row: TFlowEngineRow) {
    const { versionId: _v, creatorUserId: _c, ...rest } = row;
    return { ...rest, parentId: row.category };
  }

  /** Creates (no `id`) or updates a flow: compiled first, names and codes unique, visibility rebuilt, snapshot taken. */
  async save(auth: TAuth, input: TFlowEngineEdit, id?: string) {
    const graph = compileOrRefuse(input.flowTemplateJson);
    const before = id ? await findEngine(this.c.db, id) : null;
    if (id && !before) throw notFound();
    const clash = await findEngineClash(this.c.db, { id, enCode: input.enCode, fullName: input.fullName });
    if (clash.code) throw new AppError(Code.conflict, 'workflow.codeExists');
    if (clash.name) throw new AppError(Code.conflict, 'workflow.nameExists');
    const visibles = visibilityOf(graph);
    const versionId = newId();
    const snapshotNo = (before?.version ?? 0) + 1;
    const values = {
      fullName: input.fullName,
      enCode: input.enCode,
      category: input.category,
      type: input.type,
      formType: input.formType,
      icon: input.icon ?? null,
      iconBackground: input.iconBackground ?? null,
      sortCode: input.sortCode,
      enabledMark: input.enabledMark,
      description: input.description ?? null,
      formTemplateJson: formText(input.formData),
      flowTemplateJson: JSON.stringify(input.flowTemplateJson),
      visibleType: visibles.length ? 1 : 0,
      tables: input.tables ?? '[]',
      dbLinkId: input.dbLinkId ?? null,
      appFormUrl: input.appFormUrl ?? null,
      formUrl: input.formUrl ?? null,
      snapshotNo,
      versionId,
    };
    return this.c.db.transaction(async (tx) => {
      const saved = await saveAudited({ ...this.c, db: tx }, flowEngines, auth, before, values);
      const flowId = saved.after.id;
      await replaceVisibles(tx, flowId, visibles);
      await this.snapshot(tx, auth, flowId, values);
      return saved;
    });
  }

  private async snapshot(tx: TDbOrTx, auth: TAuth, flowId: string, v: TSnapshotValues) {
    await insertVersion(tx, {
      id: v.versionId,
      flowId,
      version: v.snapshotNo,
      fullName: v.fullName,
      enCode: v.enCode,
      type: v.type,
      category: v.category,
      formType: v.formType,
      formTemplateJson: v.formTemplateJson,
      flowTemplateJson: v.flowTemplateJson,
      creatorTime: this.c.now(),
      creatorUserId: auth.userId,
    });
  }

  /** Copies a flow under a new name and code suffixed with the time; the copy starts stopped. */
  async copy(auth: TAuth, id: string) {
    const src = await findEngine(this.c.db, id);
    if (!src) throw notFound();
    const stamp = String(this.c.now());
    const input: TFlowEngineEdit = {
      ...src,
      fullName: `${src.fullName.slice(0, 50 - stamp.length - 2)}副本${stamp}`,
      enCode: `${src.enCode.slice(0, 50 - stamp.length)}${stamp}`,
      type: src.type === 1 ? 1 : 0,
      formType: src.formType === 1 ? 1 : 2,
      enabledMark: 0,
      flowTemplateJson: JSON.parse(src.flowTemplateJson) as Record<string, unknown>,
    };
    return { after: (await this.save(auth, input)).after };
  }

  /** The form's value fields (sub-tables left out), or a system form's field array (contract §4.7 FormDataFields). */
  async formFields(id: string) {
    const flow = await findEngine(this.c.db, id);
    if (!flow) throw notFound();
    return { list: readFormFields(flow.formData) };
  }

  /** Tasks of a flow for a related-flow select: the caller's own, or all for a monitor (FieldDataSelect). */
  async taskOptions(auth: TAuth, id: string) {
    if (!(await findEngine(this.c.db, id))) throw notFound();
    const all = hasAnyPermission(auth.codes, ['workFlow.flowMonitor']);
    const rows = await findFlowTaskOptions(this.c.db, id, all ? null : auth.userId);
    return { list: rows.map((r) => ({ id: r.id, fullName: `${r.fullName}/${r.enCode ?? ''}` })) };
  }

  /** Sets enabledMark (Release 1, Stop 0); running tasks keep their own snapshot. */
  async setEnabled(auth: TAuth, id: string, enabledMark: 0 | 1) {
    const before = await this.info(id);
    await updateAudited(this.c, flowEngines, auth, id, { enabledMark });
    return { before, after: { ...before, enabledMark } };
  }

  /** Soft-deletes a flow and drops its visibility rows; running tasks keep their snapshot. */
  async remove(auth: TAuth, id: string) {
    const before = await this.info(id);
    await this.c.db.transaction(async (tx) => {
      await softDelete({ ...this.c, db: tx }, flowEngines, auth, id);
      await replaceVisibles(tx, id, []);
    });
    return before;
  }
}

type TSnapshotValues = {
  versionId: string;
  snapshotNo: number;
  fullName: string;
  enCode: string;
  type: number;
  category: string;
  formType: number;
  formTemplateJson: string | null;
  flowTemplateJson: string;
};
