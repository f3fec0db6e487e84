import {
  flattenFields,
  type TColumnData,
  type TFormData,
  type TGrantedPermission,
  type TFieldDataSelectQuery,
  type TOnlineListQuery,
} from '@app/contracts';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TAppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { newId } from '../../../lib/ids.ts';
import { staleVersion } from '../../../lib/versioned.ts';
import { paged } from '../../../lib/paging.ts';
import type { TAuth } from '../../auth/auth.types.ts';
import type { TPublishedModelRow } from '../../authorize/assert-permission.ts';
import { systemColumnScope } from '../../authorize/system-column-scope.ts';
import { visualDevReleases, visualDevs } from '../visualdev.table.ts';
import { displayRecord, displayRows } from './display-names.ts';
import {
  fieldOptionPage,
  groupFieldOf,
  groupRows,
  listOrder,
  listWindow,
  searchTypesOf,
  type TQuerySource,
} from './runtime-list.ts';
import { keywordCondition, listConditions } from './list-filter.ts';
import {
  assertSortable,
  findHiddenModelColumns,
  listNames,
  singleUserFields,
  withUndesigned,
  withoutColumns,
} from './list-answer.ts';
import {
  bindFields,
  columnOf,
  isServerFilled,
  withServerValues,
  assertNoIssues,
  assertValidRecord,
} from './record-values.ts';
import { fieldValues, insertRecord, writeChildren } from './record-write.ts';
import { keepHiddenFields, withoutHiddenFields } from './form-fields.ts';
import type { PublishedModelCache } from './published-models.cache.ts';
import { canSee, type TRuntimeModel } from './runtime-model.ts';
import { ReferenceChecker, fileIdsIn, type TReferenceDeps, type TWriter } from './value-references.ts';
import { countLiveRecords, findChildRows, findRecord, findRecordPage, updateRow } from './runtime.repo.ts';

type TValues = Record<string, unknown>;

/**
 * The online-dev runtime (contract §5.4): records of a published model in its own table, validated against the
 * published fields, system fields filled by the server, sub-table rows written with their record in one
 * transaction, reads inside the caller's data scope on the model's menus.
 */
export class RuntimeService {
  private refs?: TReferenceDeps;

  constructor(
    private readonly c: Pick<TAppContext, 'db' | 'now' | 'scopes' | 'orgs' | 'relationNames'>,
    private readonly published: PublishedModelCache,
  ) {}

  /**
   * The published model, else 404 (unknown, deleted or never published). `live` is its published row when the
   * caller already read it (the runtime's access check reads it with the model's menus: `publishedModelOf`);
   * otherwise one small row is read. The release is read only when its version moved.
   */
  async model(id: string, live?: TPublishedModelRow | null): Promise<TRuntimeModel> {
    const row = live === undefined ? await this.readLive(id) : live;
    if (!row) throw notFound();
    const kept = this.published.get(id, row.version);
    if (kept) return { ...kept, fullName: row.fullName, webType: row.webType };
    const model = await this.readModel(id);
    this.published.set(id, row.version, model);
    return model;
  }

  /** The published row of a model (release version, name, web type), or undefined. */
  private async readLive(id: string): Promise<TPublishedModelRow | undefined> {
    const [live] = await this.c.db
      .select({
        version: visualDevs.releaseVersion,
        fullName: visualDevs.fullName,
        webType: visualDevs.webType,
      })
      .from(visualDevs)
      .where(and(eq(visualDevs.id, id), isNull(visualDevs.deleteTime), eq(visualDevs.state, 1)));
    return live;
  }

  /** The published model with its latest release, else 404. */
  private async readModel(id: string): Promise<TRuntimeModel> {
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

  /** Wires the modules the value checks read (dictionary, data interfaces, files): the composition's services. */
  useReferences(deps: TReferenceDeps): void {
    this.refs = deps;
  }

  /** 400 naming `body.data.<field>` for option values outside their dictionary or data interface, foreign files. */
  private async assertReferences(
    writer: TWriter,
    m: TRuntimeModel,
    data: TValues,
    kept?: ReadonlySet<string>,
  ) {
    if (!this.refs) return;
    const canSeeRecord = (modelId: string, id: string) => canSee(this, this.c, writer.auth, modelId, id);
    const checker = new ReferenceChecker(this.refs, { ...writer, canSeeRecord });
    assertNoIssues(await checker.issues(m.fields, data, kept));
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
    return fieldOptionPage(this.c.db, m, await this.scope(auth, m, pages), q);
  }

  /**
   * One page of records (contract §5.4 List): json conditions, keyword, sort by a model field only (a bad one is a
   * 400 naming `<at>.sidx` / `<at>.json.<key>`); raw values, flat (export reads this too).
   */
  async list(
    auth: TAuth,
    m: TRuntimeModel,
    pages: readonly string[],
    q: TOnlineListQuery,
    at: TQuerySource = 'body',
  ) {
    const t = m.layout.table;
    const searchTypes = searchTypesOf(m.columnData);
    const where = [
      ...listConditions(t, m.bound, q.json, searchTypes, at),
      keywordCondition(t, m.bound, searchTypes, q.keyword),
      await this.scope(auth, m, pages),
    ];
    const order = listOrder(m, q, at);
    const page = listWindow(q);
    const { rows, total, isTotalCapped, userNames } = await findRecordPage(this.c.db, m.layout, m.bound, {
      where,
      order,
      limit: page.pageSize,
      offset: (page.currentPage - 1) * page.pageSize,
      named: singleUserFields(m.bound),
    });
    const answer = paged(rows, total, page);
    return { ...answer, pagination: { ...answer.pagination, isTotalCapped }, userNames };
  }

  /**
   * The List page as the runtime page shows it: without the columns the caller may not see (nor sorted by one), the
   * names its ids stand for (`names`), grouped by the group field for a grouped list (type 3).
   */
  async listPage(
    auth: TAuth,
    m: TRuntimeModel,
    pages: readonly string[],
    q: TOnlineListQuery,
    at: TQuerySource,
  ) {
    const hidden = withUndesigned(
      await findHiddenModelColumns(this.c.db, auth, pages),
      m.columnData,
      m.fields,
    );
    assertSortable(hidden, q.sidx, at);
    const { userNames, ...page } = await this.list(auth, m, pages, q, at);
    const rows = withoutColumns(page.list, hidden);
    const names = await listNames(this.c, m.fields, rows, userNames);
    const b = groupFieldOf(m);
    if (!b) return { ...page, list: rows, names };
    const shown = (await displayRows(this.c, [b.f], page.list)).map((r) => r[b.f.key]);
    return { ...page, list: withoutColumns(groupRows(m, b, page.list, shown), hidden), names };
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

  /** The form fields the form permissions of the caller's model menus hide (none for the administrator). */
  hiddenFormFields(auth: TAuth, pages: readonly string[]) {
    return findHiddenModelColumns(this.c.db, auth, pages, 'form');
  }

  /** One record's raw values without the form fields the caller may not see. */
  private async shownRecord(auth: TAuth, m: TRuntimeModel, pages: readonly string[], id: string) {
    const hidden = await this.hiddenFormFields(auth, pages);
    return withoutHiddenFields(m.fields, await this.record(auth, m, pages, id), hidden);
  }

  /** The edit form's raw values (contract §5.4 info), without the form fields the caller may not see. */
  async info(auth: TAuth, m: TRuntimeModel, pages: readonly string[], id: string) {
    return { id, data: JSON.stringify(await this.shownRecord(auth, m, pages, id)) };
  }

  /** The detail view's display values (contract §5.4 DataChange): labels, names, texts, formatted dates. */
  async dataChange(auth: TAuth, m: TRuntimeModel, pages: readonly string[], id: string) {
    const hidden = await this.hiddenFormFields(auth, pages);
    const raw = withoutHiddenFields(m.fields, await this.record(auth, m, pages, id), hidden);
    // The display pass answers every field of the form: the hidden ones leave again after it.
    const shown = withoutHiddenFields(m.fields, await displayRecord(this.c, m.fields, raw), hidden);
    return { id, data: JSON.stringify(shown) };
  }

  /**
   * Creates a record: values validated against the published fields, system fields filled, each bill-rule field
   * numbered by `drawNumber(rule enCode)` (the client's value is ignored). A form field the caller's menus
   * (`pages`) hide takes its default; a body setting it to something else is a 400.
   */
  async create(
    auth: TAuth,
    m: TRuntimeModel,
    pages: readonly string[],
    input: TValues,
    drawNumber: (rule: string) => Promise<string>,
    ip = '',
  ) {
    const hidden = await this.hiddenFormFields(auth, pages);
    const data = withServerValues(m.fields, keepHiddenFields(m.fields, input, hidden));
    assertValidRecord(m.fields, data);
    await this.assertReferences({ auth, ip }, m, data);
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
    const values = fieldValues(m.bound, data, system, numbers);
    values.set('id', sql`${id}`);
    values.set('creator_user_id', sql`${auth.userId}`);
    values.set('creator_time', sql`${now}::bigint`);
    values.set('company_id', company ? sql`${company}` : null);
    values.set('organize_id', auth.organizeId ? sql`${auth.organizeId}` : null);
    values.set('position_id', auth.positionIds[0] ? sql`${auth.positionIds[0]}` : null);
    await insertRecord(this.c.db, m.layout, m.fields, id, values, data);
    return { id };
  }

  /**
   * Updates a record inside the scope (else 404): creator fields kept, modifier fields refreshed. A form field the
   * caller's menus hide keeps its stored value; a body changing it is a 400 and nothing changes.
   */
  async update(
    auth: TAuth,
    m: TRuntimeModel,
    pages: readonly string[],
    id: string,
    input: TValues,
    ip = '',
    expectedVersion?: number,
  ) {
    const hidden = await this.hiddenFormFields(auth, pages);
    const stored = hidden.size ? await this.record(auth, m, pages, id) : undefined;
    const data = withServerValues(m.fields, keepHiddenFields(m.fields, input, hidden, stored));
    assertValidRecord(m.fields, data);
    const before = stored ?? (await this.record(auth, m, pages, id));
    if (expectedVersion !== undefined && before.version !== expectedVersion) {
      throw staleVersion(before.version as number);
    }
    await this.assertReferences({ auth, ip }, m, data, fileIdsIn(before));
    const now = this.c.now();
    const editable = m.bound.filter((b) => !isServerFilled(b) || b.f.jnpfKey.startsWith('modify'));
    const values = fieldValues(editable, data, { modifyUser: auth.userId, modifyTime: now });
    values.set('last_modify_user_id', sql`${auth.userId}`);
    values.set('last_modify_time', sql`${now}::bigint`);
    values.set('version', sql`${sql.identifier('version')} + 1`);
    await this.c.db.transaction(async (tx) => {
      if (!(await updateRow(tx, m.layout.table, id, values, expectedVersion))) {
        throw expectedVersion === undefined ? notFound() : staleVersion(expectedVersion + 1);
      }
      await writeChildren(tx, m.layout, m.fields, id, data);
    });
  }

  /** Soft-deletes records inside the scope; an id outside it (or unknown) is a 404 and nothing changes. */
  async remove(auth: TAuth, m: TRuntimeModel, pages: readonly string[], ids: readonly string[]) {
    const wanted = [...new Set(ids)];
    const found = await countLiveRecords(this.c.db, m.layout.table, wanted, await this.scope(auth, m, pages));
    if (found !== wanted.length) throw notFound();
    const set = new Map<string, SQL | null>([
      ['delete_time', sql`${this.c.now()}::bigint`],
      ['delete_user_id', sql`${auth.userId}`],
    ]);
    await this.c.db.transaction(async (tx) => {
      for (const id of ids) await updateRow(tx, m.layout.table, id, set);
    });
  }
}
