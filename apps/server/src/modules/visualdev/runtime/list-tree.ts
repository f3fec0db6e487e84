import { ZList, ZListTreeNode, ZOnlineModelParams, type TListTreeNode } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../../app-context.ts';
import { defineRoute } from '../../../lib/route.ts';
import type { TAuth } from '../../auth/auth.types.ts';
import { modelMenuAccess } from '../../authorize/assert-permission.ts';
import type { TRuntimeModel } from './runtime-model.ts';

type TTreeDeps = Pick<TAppContext['services'], 'dictionary' | 'dataInterfaces'>;

const MAX_DEPTH = 20;

/** Raw rows (a list, or its `list` / `data`) as tree nodes through the value, label and children keys. */
export function toTreeNodes(
  rows: unknown,
  keys: { value: string; label: string; children: string },
  depth = 0,
): TListTreeNode[] {
  const list = Array.isArray(rows)
    ? rows
    : rows && typeof rows === 'object'
      ? ((rows as { list?: unknown; data?: unknown }).list ?? (rows as { data?: unknown }).data)
      : undefined;
  if (!Array.isArray(list) || depth > MAX_DEPTH) return [];
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  return list.flatMap((r: unknown) => {
    if (!r || typeof r !== 'object') return [];
    const row = r as Record<string, unknown>;
    const id = text(row[keys.value]);
    if (!id) return [];
    const kids = toTreeNodes(row[keys.children], keys, depth + 1);
    return [{ id, fullName: text(row[keys.label]) || id, ...(kids.length ? { children: kids } : {}) }];
  });
}

/**
 * The left tree of a tree list (columnData type 2, contract §5.3): the entries of its dictionary (`treeDictionary`,
 * without the synthetic root of tree types) or the rows of its data interface (`treePropsUrl`, run under the
 * interface's own check as the caller). Other list types have none.
 */
async function listTree(
  deps: TTreeDeps,
  m: TRuntimeModel,
  caller: { auth: TAuth; ip: string },
): Promise<TListTreeNode[]> {
  const d = m.columnData;
  if (d?.type !== 2) return [];
  if (d.treeDataSource === 'api' && d.treePropsUrl) {
    const result = await deps.dataInterfaces.run(d.treePropsUrl, caller, {});
    return toTreeNodes(result.data, {
      value: d.treePropsValue || 'id',
      label: d.treePropsLabel || 'fullName',
      children: d.treePropsChildren || 'children',
    });
  }
  if (!d.treeDictionary) return [];
  const nodes = toTreeNodes(await deps.dictionary.dataOptions(d.treeDictionary), {
    value: 'id',
    label: 'fullName',
    children: 'children',
  });
  return nodes.length === 1 && nodes[0].id === '0' ? (nodes[0].children ?? []) : nodes;
}

/** `GET OnlineDev/{modelId}/TreeData`: the left tree of the model's tree list, for holders of its menus. */
export function listTreeRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.runtime;
  defineRoute(app, {
    method: 'GET',
    url: '/api/visualdev/OnlineDev/:modelId/TreeData',
    summary: "The left tree of the model's tree list (its dictionary or data interface)",
    tags: ['visualdev-runtime'],
    access: {
      resolve: async (req, deps) =>
        (await modelMenuAccess('btn_add')(req, deps)).map((code) => code.split(':')[0]),
    },
    params: ZOnlineModelParams,
    response: ZList(ZListTreeNode),
    handler: async ({ req, auth, params }) => ({
      list: await listTree(c.services, await svc.model(params.modelId), { auth, ip: req.ip }),
    }),
  });
}
