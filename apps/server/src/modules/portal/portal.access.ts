import type { TRowRule } from '../../lib/route.ts';
import { findGrantedPortalIds } from './portal.repo.ts';

/**
 * The row rule of the portal viewer's routes: the portal of the `id` path param is granted to the caller (to one
 * of its roles, positions or itself, or through a granted data-screen menu of it); the super administrator holds
 * every portal.
 */
export const portalGrantedRule: TRowRule = {
  name: 'portal granted to the caller',
  refusal: 'perm.denied',
  async allows(req, auth, deps) {
    if (auth.isAdmin) return true;
    const { id } = req.params as { id?: unknown };
    return typeof id === 'string' && (await findGrantedPortalIds(deps.db, auth)).has(id);
  },
};
