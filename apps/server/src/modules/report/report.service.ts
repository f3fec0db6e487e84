import { randomInt } from 'node:crypto';
import {
  Code,
  ReportSourceType,
  type TReportEdit,
  type TReportInfo,
  type TReportPageQuery,
} from '@app/contracts';
import type { TAppContext } from '../../app-context.ts';
import { insertAudited, softDelete, updateAudited } from '../../lib/crud.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { pageWindow, paged } from '../../lib/paging.ts';
import { refusingDuplicates } from '../../lib/unique.ts';
import type { TAuth } from '../auth/auth.types.ts';
import type { RuntimeService } from '../visualdev/runtime/runtime.service.ts';
import { ensureGroupIndex } from './report-index.ts';
import { modelFields } from './report-model.ts';
import type { TRunDef } from './report-run.ts';
import {
  findReport,
  findReportOptions,
  findReportPage,
  isLiveInterface,
  isPublishedModel,
  isReportCategory,
  reportClash,
  reportFilter,
} from './report.repo.ts';
import { dataReports } from './report.table.ts';

type TRow = typeof dataReports.$inferSelect;

/** A stored report as the client reads it. */
export function presentReport(r: TRow, creatorUser?: string): TReportInfo {
  return {
    id: r.id,
    version: r.version,
    fullName: r.fullName,
    enCode: r.enCode,
    category: r.category,
    sourceType: r.sourceType,
    sourceId: r.sourceId,
    columns: r.columns,
    groupBy: r.groupBy ?? null,
    filters: r.filters,
    charts: r.charts,
    state: r.enabledMark,
    sortCode: r.sortCode,
    description: r.description,
    creatorTime: r.creatorTime,
    ...(creatorUser === undefined ? {} : { creatorUser }),
    lastModifyTime: r.lastModifyTime,
  };
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Data report definitions (menu type 5): list, info, create, update, delete, copy. */
export class ReportService {
  constructor(
    private readonly c: Pick<TAppContext, 'db' | 'now'>,
    private readonly runtime: Pick<RuntimeService, 'model'>,
  ) {}

  /** One page of reports (keyword on name and code, category). */
  async page(q: TReportPageQuery) {
    const { limit, offset } = pageWindow(q);
    const { rows, total } = await findReportPage(this.c.db, reportFilter(q), limit, offset);
    return paged(
      rows.map((r) => presentReport(r.row, r.creatorUser)),
      total,
      q,
    );
  }

  /** The reports a type-5 menu can bind (the menu dialog's picker). */
  options() {
    return findReportOptions(this.c.db);
  }

  /** One live report, else 404. */
  async get(id: string): Promise<TRow> {
    const row = await findReport(this.c.db, id);
    if (!row) throw notFound();
    return row;
  }

  /** Creates a report after checking its category, source and fields. */
  async create(auth: TAuth, input: TReportEdit) {
    const groupIndex = await this.check(input);
    const row = await refusingDuplicates(() => insertAudited(this.c, dataReports, auth, this.values(input)));
    await this.indexGroup(groupIndex);
    return row;
  }

  /** Updates a report (a given version must still be the row's: else 409 record.stale); the row before and after. */
  async update(auth: TAuth, id: string, input: TReportEdit) {
    const before = await this.get(id);
    const groupIndex = await this.check({ ...input, id });
    const changes = await refusingDuplicates(() =>
      updateAudited(this.c, dataReports, auth, id, { ...this.values(input), version: input.version }),
    );
    await this.indexGroup(groupIndex);
    return { before, after: { ...before, ...changes } };
  }

  /** Soft-deletes a report (menus bound to it then run nothing: 404); the row as it was. */
  async remove(auth: TAuth, id: string) {
    const before = await this.get(id);
    await softDelete(this.c, dataReports, auth, id);
    return before;
  }

  /** Copies a report: name + ".副本" + 5 random characters, code + the same. */
  async copy(auth: TAuth, id: string) {
    const r = await this.get(id);
    const tail = Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const {
      id: _id,
      version: _v,
      creatorTime: _t,
      creatorUserId: _u,
      lastModifyTime: _m,
      lastModifyUserId: _l,
      deleteTime: _d,
      deleteUserId: _x,
      ...rest
    } = r;
    const values = {
      ...rest,
      fullName: `${r.fullName}.副本${tail}`.slice(0, 50),
      enCode: `${r.enCode}${tail}`.slice(0, 50),
    };
    return refusingDuplicates(() => insertAudited(this.c, dataReports, auth, values));
  }

  /** A definition's category, source and fields are valid, and no other live report has its name or code. */
  async check(input: TReportEdit & { id?: string }) {
    if (!(await isReportCategory(this.c.db, input.category)))
      throw badRequest('body.category: not a report category');
    const groupIndex = await this.checkSource(input);
    const clash = await reportClash(this.c.db, input);
    if (clash)
      throw new AppError(Code.conflict, clash === 'enCode' ? 'report.codeExists' : 'report.nameExists');
    return groupIndex;
  }

  /** After a save: the model's table gets the index its grouped pages read in (report-index.ts). */
  private async indexGroup(target: { table: string; column: string } | null) {
    if (target) await ensureGroupIndex(this.c.db, target.table, target.column);
  }

  /**
   * A definition's source: a live data interface, or a published model of which every named field is a column
   * (numbers where summed or charted, a date field for a date range); else 400 naming the field.
   */
  async checkSource(input: TRunDef, at = 'body') {
    if (input.sourceType === ReportSourceType.interface) {
      if (!(await isLiveInterface(this.c.db, input.sourceId)))
        throw badRequest(`${at}.sourceId: no such data interface`);
      return null;
    }
    if (!(await isPublishedModel(this.c.db, input.sourceId)))
      throw badRequest(`${at}.sourceId: no such published model`);
    const m = await this.runtime.model(input.sourceId);
    const fields = modelFields(m, input, at);
    const group = input.groupBy ? fields.get(input.groupBy.field) : undefined;
    return group ? { table: m.layout.table, column: group.col.column } : null;
  }

  private values(input: TReportEdit) {
    return {
      fullName: input.fullName,
      enCode: input.enCode,
      category: input.category,
      sourceType: input.sourceType,
      sourceId: input.sourceId,
      columns: input.columns,
      groupBy: input.groupBy ?? null,
      filters: input.filters,
      charts: input.charts,
      enabledMark: input.state,
      sortCode: input.sortCode,
      description: input.description ?? null,
    };
  }
}
