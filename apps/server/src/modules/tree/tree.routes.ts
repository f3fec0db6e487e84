import { SELECTOR_USES, ZList, ZSelectorNode, type TAnyOf } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import type { TTreeKind } from './tree.service.ts';

/** Each tree and the pages whose screens call it (their grants admit the caller and scope the answer). */
const TREES = {
  user: SELECTOR_USES.userTree,
  company: SELECTOR_USES.companyTree,
  department: SELECTOR_USES.departmentTree,
  position: SELECTOR_USES.positionTree,
} as const satisfies Record<TTreeKind, TAnyOf>;

/** `{noun}/ops` selectors answered by a tree, and the pages whose screens call them. */
const OPS: readonly (readonly [TTreeKind, string, TAnyOf])[] = [
  ['position', 'position', SELECTOR_USES.positionOptions],
  ['user', 'users', SELECTOR_USES.userOptions],
];

/** Selector trees (issue 3): `/api/system/permission/tree/{user|company|department|position}`, cached per process. */
export function treeRoutes(app: FastifyInstance, c: TAppContext): void {
  const trees = c.services.trees;
  app.addHook('onClose', async () => trees.close());
  for (const [kind, uses] of Object.entries(TREES) as [TTreeKind, TAnyOf][]) {
    defineRoute(app, {
      method: 'GET',
      url: `/api/system/permission/tree/${kind}`,
      summary: `Organisation tree for selectors (${kind}), inside the data scope of the pages that call it`,
      tags: ['tree'],
      access: { permission: uses },
      response: ZList(ZSelectorNode),
      handler: async ({ auth }) => trees.get(kind, await c.scopes.forUses(auth, uses)),
    });
  }
  // The 3.1 client's Position/Selector and Users/Selector (contract §3.7, §3.8): the same trees, its pickers keep
  // only the position or user leaves.
  for (const [kind, noun, uses] of OPS) {
    defineRoute(app, {
      method: 'GET',
      url: `/api/system/permission/${noun}/ops`,
      summary: `Organisation tree with enabled ${kind}s as leaves {type:'${kind}'} (contract selector)`,
      tags: [noun],
      access: { permission: uses },
      response: ZList(ZSelectorNode),
      handler: async ({ auth }) => trees.get(kind, await c.scopes.forUses(auth, uses)),
    });
  }
}
