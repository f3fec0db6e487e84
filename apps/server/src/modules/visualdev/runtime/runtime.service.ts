import {
  flattenFields,
  type TColumnData,
  type TFormData,
  type TGrantedPermission,
  type TFieldDataSelectQuery,
  type TOnlineListQuery,
  type TValueField,
} from '@app/contracts';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TAppContext } from '../../../app-context.ts';
import type { TDbOrTx } from '../../../db/client.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { newId } from '../../../lib/ids.ts';
import { containsPattern, paged } from '../../../lib/paging.ts';
import type { TAuth } from '../../auth/auth.types.ts';
import { systemColumnScope } from '../../authorize/system-column-scope.ts';
import type { TTableLayout, TTableRef } from '../publish/layout.ts';
import { visualDevReleases, visualDevs } from '../visualdev.table.ts';
import { displayRecord } from './display-names.ts';
import { keywordCondition, listConditions } from './list-filter.ts';
import {
  bindFields,
  columnOf,
  isServerFilled,
  toColumnValue,
  withServerValues,
  assertValidRecord,
  type TBoundField,
} from './record-values.ts';
import {
  deleteChildRows,
  findChildRows,
  findRecord,
  findRecordPage,
  insertRow,
  updateRow,
} from './runtime.repo.ts';

/** A published model as the runtime reads it. */
interface TRuntimeModel {
  id: string;
  fullName: string;
  webType: number;
  formData: TFormData;
  columnData: TColumnData | null;
  layout: TTableLayout;
  fields: TValueField[];
  bound: TBoundField[];
}

type TValues = Record<string, unknown>;

/**
 * The online-dev runtime (contract §5.4): records of a published model in its own table, validated against the
 * published fields, system fields filled by the server, sub-table rows written with their record in one
 * transaction, reads inside the caller's data scope on the model's menus.
 */
export class RuntimeService {
  constructor(private readonly c: Pick<TAppContext, 'db' | 'now' | 'scopes' | 'orgs' | 'relationNames'>) {}

  /** The published model, else 404 (unknown, deleted or never published). */
  async model(id: string): Promise<TRuntimeModel> {
    const [m] = await this.c.db
      .select()
      .from(visualDevs)
      .where(and(eq(visualDevs.id, id), isNull(visualDevs.deleteTime), eq(visualDevs.state, 1)));
    if (!m?.tableLayout) throw notFound();
    const [release] = await this.c.db
      .select()
      .from(visualDevReleases)
      .where(eq(visualDevReleases.modelId, id))
      .orderBy(desc(visualDevReleases.version))
      .limit(1);
    if (!release) throw notFound();
    const formData = release.formData as TFormData;
    const fields = flattenFields(formData.fields);
    const bound = bindFields(m.tableLayout, fields);
    const columnData = release.columnData as TColumnData | null;
    return {
      id,
      fullName: m.fullName,
      webType: m.webType,
      formData,
      columnData,
      layout: m.tableLayout,
      fields,
      bound,
    };
  }

  /** Config for the runtime page (all strings, as JNPF's client reads them). */
  config(m: TRuntimeModel) {
    const text = (v: unknown) => (v ? JSON.stringify(v) : '');
    const [formData, columnData] = [text(m.formData), text(m.columnData)];
    return {
      formData,
      columnData,
      flowEnCode: '',
      flowId: '',
      flowTemplateJson: '',
      fullName: m.fullName,
      webType: m.webType,
    };
  }

  /** The caller's data-scope condition on the model's table, from their scopes on the model's menus. */
  async scope(auth: TAuth, m: TRuntimeModel, pages: readonly string[]): Promise<SQL | undefined> {
    const scope = await this.c.scopes.forUses(auth, pages as readonly TGrantedPermission[]);
    const t = m.layout.table;
    return systemColumnScope(scope, {
      id: columnOf(t, 'id'),
      companyId: columnOf(t, 'company_id'),
      organizeId: columnOf(t, 'organize_id'),
      creatorUserId: columnOf(t, 'creator_user_id'),
    });
  }

  /** relationForm options (FieldDataSelect): records inside the scope showing `field`, keyword on it, paged. */
  async fieldOptions(auth: TAuth, m: TRuntimeModel, pages: readonly string[], q: TFieldDataSelectQuery) {
    const b = m.bound.find((x) => x.f.key === q.field);
    if (!b) throw badRequest('field: not a field of this model');
    const col = columnOf(m.layout.table, b.col.column);
    const keyword = q.keyword ? sql`${col}::text ilike ${containsPattern(q.keyword)}` : undefined;
    const { rows, total } = await findRecordPage(this.c.db, m.layout, [b], {
      where: [keyword, await this.scope(auth, m, pages)],
      order: sql`${col} asc nulls last, ${columnOf(m.layout.table, 'id')} asc`,
      limit: q.pageSize,
      offset: (q.currentPage - 1) * q.pageSize,
    });
    return paged(
      rows.map((r) => ({ id: String(r.id), fullName: r[b.f.key] ?? '' })),
      total,
      q,
    );
  }

  /** One page of records (contract §5.4 List): json conditions, keyword, sort by a model field only. */
  async list(auth: TAuth, m: TRuntimeModel, pages: readonly string[], q: TOnlineListQuery) {
    const t = m.layout.table;
    const searchTypes = new Map<string, number>();
    for (const s of m.columnData?.searchList ?? []) {
      if (typeof s.__vModel__ === 'string') searchTypes.set(s.__vModel__, Number(s.searchType ?? 2));
    }
    const where = [
      ...listConditions(t, m.bound, q.json, searchTypes),
      keywordCondition(t, m.bound, searchTypes, q.keyword),
      await this.scope(auth, m, pages),
    ];
    const dir = q.sort === 'asc' ? sql`asc` : sql`desc`;
    let order = sql`${columnOf(t, 'creator_time')} ${dir}, ${columnOf(t, 'id')} ${dir}`;
    if (q.sidx) {
      const b = m.bound.find((x) => x.f.key === q.sidx);
      if (!b) throw badRequest('sidx: not a field of this model');
      order = sql`${columnOf(t, b.col.column)} ${dir} nulls last, ${columnOf(t, 'id')} ${dir}`;
    }
    const all = q.dataType === '1';
    const page = { currentPage: all ? 1 : q.currentPage, pageSize: all ? 10_000 : q.pageSize };
    const { rows, total } = await findRecordPage(this.c.db, m.layout, m.bound, {
      where,
      order,
      limit: page.pageSize,
      offset: (page.currentPage - 1) * page.pageSize,
    });
    return paged(rows, total, page);
  }

  /** One record's raw values with its sub-table rows, inside the scope, else 404. */
  private async record(auth: TAuth, m: TRuntimeModel, pages: readonly string[], id: string) {
    const row = await findRecord(this.c.db, m.layout, m.bound, id, await this.scope(auth, m, pages));
    if (!row) throw notFound();
    for (const sub of m.fields.filter((f) => f.children)) {
      const child = m.layout.children[sub.key];
      if (child)
        row[sub.key] = await findChildRows(this.c.db, child, bindFields(child, sub.children ?? []), id);
    }
    const { id: _id, ...data } = row;
    return data;
  }

  /** The edit form's raw values (contract §5.4 info). */
  async info(auth: TAuth, m: TRuntimeModel, pages: readonly string[], id: string) {
    return { id, data: JSON.stringify(await this.record(auth, m, pages, id)) };
  }

  /** The detail view's display values (contract §5.4 DataChange): labels, names, texts, formatted dates. */
  async dataChange(auth: TAuth, m: TRuntimeModel, pages: readonly string[], id: string) {
    const shown = await displayRecord(this.c, m.fields, await this.record(auth, m, pages, id));
    return { id, data: JSON.stringify(shown) };
  }

  /**
   * Creates a record: values validated against the published fields, system fields filled, each bill-rule field
   * numbered by `drawNumber(rule enCode)` (the client's value is ignored).
   */
  async create(auth: TAuth, m: TRuntimeModel, input: TValues, drawNumber: (rule: string) => Promise<string>) {
    const data = withServerValues(m.fields, input);
    assertValidRecord(m.fields, data);
    const numbers = new Map<string, string>();
    for (const b of m.bound.filter((x) => x.f.jnpfKey === 'billRule')) {
      const rule = b.f.field.__config__.rule;
      if (!rule) throw badRequest(`data.${b.f.key}: the field names no bill rule`);
      numbers.set(b.f.key, await drawNumber(rule));
    }
    const id = newId();
    const now = this.c.now();
    const company = auth.organizeId ? await this.c.orgs.companyOf(auth.organizeId) : null;
    const system: Record<string, unknown> = {
      createUser: auth.userId,
      createTime: now,
      currOrganize: company,
      currDept: auth.organizeId,
      currPosition: auth.positionIds[0] ?? null,
    };
    const values = this.fieldValues(m.bound, data, system, numbers);
    values.set('id', sql`${id}`);
    values.set('creator_user_id', sql`${auth.userId}`);
    values.set('creator_time', sql`${now}::bigint`);
    values.set('company_id', company ? sql`${company}` : null);
    values.set('organize_id', auth.organizeId ? sql`${auth.organizeId}` : null);
    values.set('position_id', auth.positionIds[0] ? sql`${auth.positionIds[0]}` : null);
    await this.c.db.transaction(async (tx) => {
      await insertRow(tx, m.layout.table, values);
      await this.writeChildren(tx, m, id, data);
    });
    return { id };
  }

  /** Updates a record inside the scope (else 404): creator fields kept, modifier fields refreshed. */
  async update(auth: TAuth, m: TRuntimeModel, pages: readonly string[], id: string, input: TValues) {
    const data = withServerValues(m.fields, input);
    assertValidRecord(m.fields, data);
    await this.info(auth, m, pages, id);
    const now = this.c.now();
    const editable = m.bound.filter((b) => !isServerFilled(b) || b.f.jnpfKey.startsWith('modify'));
    const values = this.fieldValues(editable, data, { modifyUser: auth.userId, modifyTime: now });
    values.set('last_modify_user_id', sql`${auth.userId}`);
    values.set('last_modify_time', sql`${now}::bigint`);
    values.set('version', sql`${sql.identifier('version')} + 1`);
    await this.c.db.transaction(async (tx) => {
      if (!(await updateRow(tx, m.layout.table, id, values))) throw notFound();
      await this.writeChildren(tx, m, id, data);
    });
  }

  /** Soft-deletes records inside the scope; an id outside it (or unknown) is a 404 and nothing changes. */
  async remove(auth: TAuth, m: TRuntimeModel, pages: readonly string[], ids: readonly string[]) {
    for (const id of ids) await this.info(auth, m, pages, id);
    const set = new Map<string, SQL | null>([
      ['delete_time', sql`${this.c.now()}::bigint`],
      ['delete_user_id', sql`${auth.userId}`],
    ]);
    await this.c.db.transaction(async (tx) => {
      for (const id of ids) await updateRow(tx, m.layout.table, id, set);
    });
  }

  /** Column values of bound fields: bill numbers, server-filled kinds from `system`, the rest from the data. */
  private fieldValues(
    bound: readonly TBoundField[],
    data: TValues,
    system: Record<string, unknown>,
    numbers: ReadonlyMap<string, string> = new Map(),
  ) {
    const values = new Map<string, SQL | null>();
    for (const b of bound) {
      if (numbers.has(b.f.key)) {
        values.set(b.col.column, toColumnValue(b, numbers.get(b.f.key)));
      } else if (isServerFilled(b)) {
        if (b.f.jnpfKey in system) values.set(b.col.column, toColumnValue(b, system[b.f.jnpfKey]));
      } else {
        values.set(b.col.column, toColumnValue(b, data[b.f.key]));
      }
    }
    return values;
  }

  /** Replaces the sub-table rows of record `id` with those in `data` (their order kept). */
  private async writeChildren(tx: TDbOrTx, m: TRuntimeModel, id: string, data: TValues) {
    for (const sub of m.fields.filter((f) => f.children)) {
      const child: TTableRef | undefined = m.layout.children[sub.key];
      if (!child) continue;
      await deleteChildRows(tx, child.table, id);
      const bound = bindFields(child, sub.children ?? []);
      const rows = (data[sub.key] as TValues[] | undefined) ?? [];
      for (const [i, row] of rows.entries()) {
        const values = this.fieldValues(bound, row, {});
        values.set('id', sql`${newId()}`);
        values.set('parent_id', sql`${id}`);
        values.set('sort_code', sql`${i}::int`);
        await insertRow(tx, child.table, values);
      }
    }
  }
}
