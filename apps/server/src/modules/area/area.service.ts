import { Code, type TAreaEdit } from '@app/contracts';
import type { TAppContext } from '../../app-context.ts';
import { saveAudited, softDelete, toggleEnabled } from '../../lib/crud.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { pinyinInitials } from '../../lib/pinyin.ts';
import { divisionLevel } from './area-level.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { areaClashes, areas, countAreaChildren, findAncestorIds, findArea, findAreas } from './area.repo.ts';

/** Areas (contract §3.2): a lazy tree with search, selectors for the address cascader, edit, delete, enable. */
export class AreaService {
  constructor(private readonly c: Pick<TAppContext, 'db' | 'now'>) {}

  /** Children of a node, or keyword matches at any level. */
  async list(nodeId: string, keyword?: string) {
    const rows = await findAreas(this.c.db, keyword ? { keyword } : { parentId: nodeId });
    return rows.map((r) => ({ ...r, isLeaf: !r.hasChildren }));
  }

  /** Enabled children of a node for the cascader. */
  async options(nodeId: string) {
    const rows = await findAreas(this.c.db, { parentId: nodeId, enabledOnly: true });
    return rows.map((r) => ({
      id: r.id,
      fullName: r.fullName,
      sortCode: r.sortCode,
      isLeaf: !r.hasChildren,
    }));
  }

  /** One area, else 404. */
  async info(id: string) {
    const row = await findArea(this.c.db, id);
    if (!row) throw notFound();
    return row;
  }

  /** Creates or updates an area: the parent exists and is not inside it; the code is unique. */
  async save(auth: TAuth, input: TAreaEdit) {
    const before = input.id ? await this.info(input.id) : null;
    let depth = 1;
    if (input.parentId !== '-1') {
      const parent = await findArea(this.c.db, input.parentId);
      if (!parent) throw badRequest('body.parentId: no such area');
      if (input.id && (await findAncestorIds(this.c.db, input.parentId)).includes(input.id)) {
        throw badRequest('body.parentId: an area cannot sit inside itself');
      }
      depth = parent.type + 1;
    }
    // The division's own level when its code states one (a municipality's districts are county level).
    const type = divisionLevel(input.enCode) ?? depth;
    if (await areaClashes(this.c.db, input)) throw new AppError(Code.conflict, 'area.exists');
    const values = {
      parentId: input.parentId,
      enCode: input.enCode,
      fullName: input.fullName,
      quickQuery: pinyinInitials(input.fullName),
      type,
      enabledMark: input.enabledMark,
      sortCode: input.sortCode,
      description: input.description ?? null,
    };
    return saveAudited(this.c, areas, auth, before, values);
  }

  /** Soft-deletes an area without sub-areas. */
  async remove(auth: TAuth, id: string) {
    const before = await this.info(id);
    if (await countAreaChildren(this.c.db, id)) throw new AppError(Code.conflict, 'area.hasChildren');
    await softDelete(this.c, areas, auth, id);
    return before;
  }

  /** Flips enabledMark. */
  async toggle(auth: TAuth, id: string) {
    const before = await this.info(id);
    return toggleEnabled(this.c, areas, auth, before);
  }
}
