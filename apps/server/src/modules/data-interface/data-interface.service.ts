import { Code, type TDataInterfaceEdit, type TPageQuery } from '@app/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { TAppContext } from '../../app-context.ts';
import { saveAudited, softDelete, toggleEnabled } from '../../lib/crud.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { orderBy, pageWindow, paged } from '../../lib/paging.ts';
import { buildTree } from '../../lib/tree.ts';
import type { TAuth } from '../auth/auth.types.ts';
import type { TColumnQuery } from '../authorize/column-permission.ts';
import { dictionaryData } from '../dictionary/dictionary.table.ts';
import {
  INTERFACE_CATEGORY_TYPE,
  INTERFACE_DEFAULT_ORDER,
  INTERFACE_SORT,
  dataInterfaces,
  findCallLogPage,
  findCategories,
  findInterface,
  findInterfaceOptions,
  findInterfacePage,
  interfaceClashes,
  interfaceFilter,
} from './data-interface.repo.ts';
import { InterfaceRunner, readParams, type TCaller } from './data-interface.runner.ts';
import { prepareSelect } from './sql-guard.ts';

type TRow = typeof dataInterfaces.$inferSelect;

/** An interface as the client reads it. */
function present(r: { row: TRow; creatorUser: string }) {
  const {
    deleteTime: _d,
    deleteUserId: _u,
    creatorUserId: _c,
    lastModifyTime: _m,
    lastModifyUserId: _l,
    ...rest
  } = r.row;
  return { ...rest, requestParameters: readParams(r.row.requestParameters), creatorUser: r.creatorUser };
}

/** Data interfaces (contract §3.3): design (CRUD, preview, log) and runs with the interface's own access check. */
export class DataInterfaceService {
  readonly runner: InterfaceRunner;

  constructor(private readonly c: Pick<TAppContext, 'db' | 'database' | 'config' | 'now'>) {
    this.runner = new InterfaceRunner(c);
  }

  /** One page of interfaces. */
  async page(q: TColumnQuery<TPageQuery & { categoryId?: string }>) {
    const { limit, offset } = pageWindow(q);
    const order = orderBy(q, INTERFACE_SORT, INTERFACE_DEFAULT_ORDER);
    const { rows, total } = await findInterfacePage(this.c.db, interfaceFilter(q), order, limit, offset);
    return paged(rows.map(present), total, q);
  }

  /** Categories (categoryId '0') holding their enabled interfaces (categoryId '1'). */
  async options() {
    const [cats, items] = await Promise.all([findCategories(this.c.db), findInterfaceOptions(this.c.db)]);
    return buildTree([
      ...cats.map((c) => ({ id: c.id, parentId: '-1', fullName: c.fullName, categoryId: '0' })),
      ...items.map((i) => ({ id: i.id, parentId: i.categoryId, fullName: i.fullName, categoryId: '1' })),
    ]).filter((n) => n.categoryId === '0');
  }

  /** One interface, else 404. */
  async info(id: string) {
    const row = await findInterface(this.c.db, id);
    if (!row) throw notFound();
    return present(row);
  }

  /** Creates or updates; the category exists; name and code unique; SQL is checked before it is stored. */
  async save(auth: TAuth, input: TDataInterfaceEdit) {
    const before = input.id ? await this.info(input.id) : null;
    const [cat] = await this.c.db
      .select({ id: dictionaryData.id })
      .from(dictionaryData)
      .where(
        and(
          eq(dictionaryData.id, input.categoryId),
          eq(dictionaryData.dictionaryTypeId, INTERFACE_CATEGORY_TYPE),
          isNull(dictionaryData.deleteTime),
        ),
      );
    if (!cat) throw badRequest('body.categoryId: no such data interface category');
    if (input.dataType === 1)
      await prepareSelect(input.query, [...this.runner.values(input, { auth, ip: '' }, {}).keys()]);
    if (await interfaceClashes(this.c.db, input)) throw new AppError(Code.conflict, 'dataInterface.exists');
    const { id: _id, requestParameters, ...rest } = input;
    const values = {
      ...rest,
      requestParameters: JSON.stringify(requestParameters),
      description: input.description ?? null,
    };
    return saveAudited(this.c, dataInterfaces, auth, before, values);
  }

  /** Soft-deletes an interface. */
  async remove(auth: TAuth, id: string) {
    const before = await this.info(id);
    await softDelete(this.c, dataInterfaces, auth, id);
    return before;
  }

  /** Flips enabledMark. */
  async toggle(auth: TAuth, id: string) {
    const before = await this.info(id);
    return toggleEnabled(this.c, dataInterfaces, auth, before);
  }

  /** Runs an unsaved definition for the edit dialog's preview (not logged). */
  preview(auth: TAuth, def: TDataInterfaceEdit, given: Record<string, string>) {
    return this.runner.execute(def, this.runner.values(def, { auth, ip: '' }, given));
  }

  /**
   * Runs an enabled interface under its own check: 0 anyone, 1 a valid session (the route's optional session; else
   * the session codes),
   * 2 a caller address on its allow-list.
   */
  async run(id: string, caller: TCaller, given: Record<string, string>) {
    const found = await findInterface(this.c.db, id);
    if (!found) throw notFound();
    const def = found.row;
    if (def.enabledMark !== 1) throw new AppError(Code.badRequest, 'dataInterface.disabled');
    const auth = caller.auth;
    if (def.checkType === 1 && !auth) throw new AppError(Code.sessionExpired, 'session.missing');
    if (def.checkType === 2) {
      const ip = caller.ip.replace(/^::ffff:/, '');
      if (
        !def.requestHeaders
          .split(',')
          .map((s) => s.trim())
          .includes(ip)
      ) {
        throw new AppError(Code.forbidden, 'dataInterface.ipRefused');
      }
    }
    const full = { ...def, requestParameters: readParams(def.requestParameters) };
    return this.runner.run(full, caller, given);
  }

  /** One page of an interface's call log. */
  async logs(id: string, q: TPageQuery) {
    await this.info(id);
    const { limit, offset } = pageWindow(q);
    const { rows, total } = await findCallLogPage(this.c.db, id, limit, offset);
    return paged(rows, total, q);
  }
}
