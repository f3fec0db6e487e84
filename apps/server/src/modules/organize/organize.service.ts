import {
  Code,
  ORG_ICONS,
  ZCompanyProperties,
  type TCompanyEdit,
  type TDepartmentEdit,
  type TOrganizeInfo,
} from '@app/contracts';
import type { TAppContext } from '../../app-context.ts';
import { insertAuditedReturning, softDelete, toggleEnabled, updateAudited } from '../../lib/crud.ts';
import { refusingDuplicates } from '../../lib/unique.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { buildTree, withAncestors } from '../../lib/tree.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { keywordMatches } from '../authorize/column-permission.ts';
import { scopeAllows, systemScope } from '../authorize/data-scope.ts';
import {
  countOrgDependants,
  findOrg,
  findOrgClash,
  findOrgRows,
  organizes,
  userExists,
  type TOrgRow,
} from './organize.repo.ts';

/** Which half of the organisation tree a service manages. */
export type TOrgKind = 'company' | 'department';
const PAGES = { company: 'permission.organize', department: 'permission.department' } as const;
type TEdit = (TCompanyEdit & { managerId?: undefined }) | (TDepartmentEdit & { propertyJson?: undefined });
type TDeps = Pick<TAppContext, 'db' | 'scopes' | 'orgs' | 'now'>;

const iconOf = (category: string) => (category === 'company' ? ORG_ICONS.company : ORG_ICONS.department);
/** The keyword test on name and code, leaving out the columns the caller may not see. */
const matches = (keyword: string | undefined, hidden?: ReadonlySet<string>) =>
  keywordMatches(keyword, { fullName: (r: TNamed) => r.fullName, enCode: (r: TNamed) => r.enCode }, hidden);
type TNamed = { fullName: string; enCode: string };

/** The company extras of a row as JSON text, `"{}"` when none (a broken value reads as none). */
function propertiesText(text: string | null): string {
  if (!text) return '{}';
  try {
    const parsed = ZCompanyProperties.partial().safeParse(JSON.parse(text));
    return parsed.success ? JSON.stringify(parsed.data) : '{}';
  } catch {
    return '{}';
  }
}

/** Companies and departments (contract §3.6) inside the caller's data scope on the page of each. */
export class OrganizeService {
  constructor(
    private readonly c: TDeps,
    private readonly kind: TOrgKind,
  ) {}

  private scope(auth: TAuth) {
    return this.c.scopes.forPage(auth, PAGES[this.kind]);
  }

  /** Companies as a tree; a keyword keeps matches and their ancestors. */
  async companies(auth: TAuth, keyword?: string, hiddenColumns?: ReadonlySet<string>) {
    const rows = await findOrgRows(this.c.db, { scope: await this.scope(auth), category: 'company' });
    return buildTree(
      withAncestors(rows, matches(keyword, hiddenColumns)).map(({ manager: _m, managerId: _id, ...r }) => ({
        ...r,
        icon: ORG_ICONS.company,
      })),
    );
  }

  /** Departments of one company (or of all) as a tree, with the manager as "RealName/Account". */
  async departments(
    auth: TAuth,
    q: { organizeId?: string; keyword?: string; hiddenColumns?: ReadonlySet<string> },
  ) {
    let rows = await findOrgRows(this.c.db, { scope: await this.scope(auth), category: 'department' });
    const target = q.organizeId;
    if (target && (await this.c.orgs.companyOf(target)) === target) {
      const owners = await Promise.all(rows.map((r) => this.c.orgs.companyOf(r.id)));
      rows = rows.filter((_r, i) => owners[i] === target);
    } else if (target) {
      const below = new Set(await this.c.orgs.subtree(target)); // a department: its own subtree
      rows = rows.filter((r) => below.has(r.id));
    }
    return buildTree(
      withAncestors(rows, matches(q.keyword, q.hiddenColumns)).map((r) => ({
        ...r,
        icon: ORG_ICONS.department,
      })),
    );
  }

  /** Selector tree (companies only, or every organisation), leaving out `excludeId` and everything below it. */
  async options(auth: TAuth, excludeId: string | undefined) {
    const use = this.kind === 'company' ? 'companyOptions' : 'departmentOptions';
    const rows = await findOrgRows(this.c.db, {
      category: this.kind === 'company' ? 'company' : undefined,
      scope: await this.c.scopes.forSelector(auth, use),
    });
    const excluded = new Set(excludeId ? await this.c.orgs.subtree(excludeId) : []);
    return buildTree(
      rows
        .filter((r) => !excluded.has(r.id))
        .map((r) => ({
          id: r.id,
          parentId: r.parentId,
          fullName: r.fullName,
          enCode: r.enCode,
          enabledMark: r.enabledMark,
          type: r.category,
          icon: iconOf(r.category),
          sortCode: r.sortCode,
        })),
    );
  }

  private async row(auth: TAuth, id: string): Promise<TOrgRow> {
    const row = await findOrg(this.c.db, id, await this.scope(auth));
    if (!row || row.category !== this.kind) throw notFound();
    return row;
  }

  /** One organisation of this kind the caller may see, else 404. */
  async info(auth: TAuth, id: string): Promise<TOrganizeInfo> {
    const r = await this.row(auth, id);
    return {
      id: r.id,
      parentId: r.parentId,
      category: r.category,
      fullName: r.fullName,
      enCode: r.enCode,
      managerId: r.managerId,
      propertyJson: this.kind === 'company' ? propertiesText(r.propertyJson) : '{}',
      description: r.description,
      enabledMark: r.enabledMark,
      sortCode: r.sortCode,
      creatorTime: r.creatorTime,
      version: r.version,
    };
  }

  /** Checks the parent: in scope when it changes, of the right kind, and not the record or below it. */
  private async checkParent(auth: TAuth, input: TEdit, before: TOrgRow | null) {
    const scope = await this.scope(auth);
    if (before?.parentId !== input.parentId) {
      const target = { id: input.parentId, organizeId: input.parentId, creatorUserId: auth.userId };
      if (!scopeAllows(scope, target)) throw new AppError(Code.forbidden, 'org.outOfScope');
    }
    if (input.parentId !== '-1') {
      // Its existence and kind: whether the caller may place a record there is scopeAllows' answer above.
      const parent = await findOrg(
        this.c.db,
        input.parentId,
        systemScope('a write checks its parent exists'),
      );
      if (!parent || (this.kind === 'company' && parent.category !== 'company')) {
        throw badRequest(`body.parentId: no such ${this.kind === 'company' ? 'company' : 'organisation'}`);
      }
    } else if (this.kind === 'department') {
      throw badRequest('body.parentId: a department needs a parent');
    }
    if (before && (input.parentId === before.id || (await this.c.orgs.isWithin(input.parentId, before.id)))) {
      throw new AppError(Code.badRequest, 'org.parentCycle');
    }
  }

  /** Creates or updates; codes are unique everywhere, names among siblings. */
  async save(auth: TAuth, input: TEdit): Promise<{ before: TOrgRow | null; after: TOrgRow }> {
    const before = input.id ? await this.row(auth, input.id) : null;
    await this.checkParent(auth, input, before);
    if (input.managerId && !(await userExists(this.c.db, input.managerId))) {
      throw badRequest('body.managerId: no such user');
    }
    const clash = await findOrgClash(this.c.db, input);
    if (clash.code) throw new AppError(Code.conflict, 'org.codeExists');
    if (clash.name) {
      throw new AppError(Code.conflict, this.kind === 'company' ? 'org.nameExists' : 'org.deptNameExists');
    }
    const values = {
      parentId: input.parentId,
      fullName: input.fullName,
      enCode: input.enCode,
      enabledMark: input.enabledMark,
      sortCode: input.sortCode,
      description: input.description ?? null,
      version: input.version,
      ...(this.kind === 'company'
        ? { propertyJson: input.propertyJson ? JSON.stringify(input.propertyJson) : null }
        : { managerId: input.managerId ?? null }),
    };
    // A concurrent write of the code that passed the check above answers org.codeExists too.
    const after: TOrgRow = await refusingDuplicates(async () =>
      before
        ? { ...before, ...(await updateAudited(this.c, organizes, auth, before.id, values)) }
        : await insertAuditedReturning(this.c, organizes, auth, { category: this.kind, ...values }),
    );
    await this.c.orgs.changed();
    return { before, after };
  }

  /** Soft-deletes an organisation with nothing below it: no organisations, positions or users. */
  async remove(auth: TAuth, id: string): Promise<TOrgRow> {
    const before = await this.row(auth, id);
    const n = await countOrgDependants(this.c.db, id);
    if (n.children) throw new AppError(Code.conflict, 'org.hasChildren');
    if (n.positions) throw new AppError(Code.conflict, 'org.hasPositions');
    if (n.users) throw new AppError(Code.conflict, 'org.hasUsers');
    await softDelete(this.c, organizes, auth, id);
    await this.c.orgs.changed();
    return before;
  }

  /** Flips enabledMark. */
  async toggle(auth: TAuth, id: string) {
    const before = await this.row(auth, id);
    const toggled = await toggleEnabled(this.c, organizes, auth, before);
    await this.c.orgs.changed();
    return toggled;
  }
}
