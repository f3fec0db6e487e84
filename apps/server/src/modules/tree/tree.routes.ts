import { ZList, ZSelectorNode } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import { selectorAccess, type TSelectorUse } from '../authorize/selector-access.ts';
import type { TTreeKind } from './tree.service.ts';

/** Each tree and the pages whose screens call it (their grants admit the caller and scope the answer). */
const TREES = {
  user: 'userTree',
  company: 'companyTree',
  department: 'departmentTree',
  position: 'positionTree',
} as const satisfies Record<TTreeKind, TSelectorUse>;

/** `{noun}/ops` selectors answered by a tree, and the pages whose screens call them. */
const OPS: readonly (readonly [TTreeKind, string, TSelectorUse])[] = [
  ['position', 'position', 'positionOptions'],
  ['user', 'users', 'userOptions'],
];

/** Selector trees (issue 3): `/api/system/permission/tree/{user|company|department|position}`, cached per process. */
export function treeRoutes(app: FastifyInstance, c: TAppContext): void {
  const trees = c.services.trees;
  app.addHook('onClose', async () => trees.close());
  for (const [kind, use] of Object.entries(TREES) as [TTreeKind, TSelectorUse][]) {
    defineRoute(app, {
      method: 'GET',
      url: `/api/system/permission/tree/${kind}`,
      summary: `Organisation tree for selectors (${kind}), inside the data scope of the pages that call it`,
      tags: ['tree'],
      access: selectorAccess(use),
      response: ZList(ZSelectorNode),
      handler: async ({ auth }) => trees.get(kind, await c.scopes.forSelector(auth, use)),
    });
  }
  // The 3.1 client's Position/Selector and Users/Selector (contract §3.7, §3.8): the same trees, its pickers keep
  // only the position or user leaves.
  for (const [kind, noun, use] of OPS) {
    defineRoute(app, {
      method: 'GET',
      url: `/api/system/permission/${noun}/ops`,
      summary: `Organisation tree with enabled ${kind}s as leaves {type:'${kind}'} (contract selector)`,
      tags: [noun],
      access: selectorAccess(use),
      response: ZList(ZSelectorNode),
      handler: async ({ auth }) => trees.get(kind, await c.scopes.forSelector(auth, use)),
    });
  }
}
