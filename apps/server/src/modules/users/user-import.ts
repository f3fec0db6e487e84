import fs from 'node:fs';
import type * as ExcelJS from 'exceljs';
import { Rules } from '@app/contracts';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { loadExcel } from '../../lib/excel.ts';
import { newId } from '../../lib/ids.ts';
import { pinyinInitials } from '../../lib/pinyin.ts';
import { scopeWhere, type TScope } from '../authorize/data-scope.ts';
import { organizes } from '../organize/organize.table.ts';
import { positions } from '../position/position.table.ts';
import { roles } from '../role/role.table.ts';
import { userRelations } from './user-relation.table.ts';
import { users } from './user.table.ts';

/** Template columns, in order. */
export const IMPORT_HEADERS = [
  '账号*',
  '姓名*',
  '性别(男/女/保密)',
  '手机',
  '邮箱',
  '组织编码*',
  '岗位编码(逗号分隔)',
  '角色编码(逗号分隔)',
  '排序',
] as const;
const GENDER: Record<string, string> = { 男: '1', 女: '2', 保密: '3' };
const BATCH = 1000;
const MAX_ERRORS = 500;

export interface TImportRow {
  row: number;
  account: string;
  realName: string;
  gender: string | null;
  mobilePhone: string | null;
  email: string | null;
  orgCode: string;
  positionCodes: string[];
  roleCodes: string[];
  sortCode: number;
}
export interface TRowError {
  row: number;
  field: string;
  message: string;
}

const text = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'text' in v) return String(v.text).trim();
  if (typeof v === 'object' && 'result' in v) {
    const r = v.result;
    return typeof r === 'string' || typeof r === 'number' ? String(r).trim() : '';
  }
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v).trim() : '';
};
const codes = (s: string) =>
  s
    .split(/[,，]/)
    .map((x) => x.trim())
    .filter(Boolean);

/** The import template (.xlsx) with one example row. */
export async function buildTemplate(): Promise<Buffer> {
  const wb = new (await loadExcel()).Workbook();
  const ws = wb.addWorksheet('用户');
  ws.addRow([...IMPORT_HEADERS]);
  ws.addRow(['zhangsan', '张三', '男', '13800000000', 'zhangsan@example.com', 'HQ', '', '', 0]);
  ws.columns.forEach((c) => (c.width = 18));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Reads and validates the rows of an uploaded file (streaming, row by row). */
export async function readImportRows(file: string, errors: TRowError[]): Promise<TImportRow[]> {
  const out: TImportRow[] = [];
  const reader = new (await loadExcel()).stream.xlsx.WorkbookReader(fs.createReadStream(file), {
    sharedStrings: 'cache',
    worksheets: 'emit',
  });
  for await (const ws of reader) {
    for await (const r of ws) {
      if (r.number === 1) continue;
      const v = (i: number) => text(r.getCell(i).value);
      const row: TImportRow = {
        row: r.number,
        account: v(1),
        realName: v(2),
        gender: GENDER[v(3)] ?? null,
        mobilePhone: v(4) || null,
        email: v(5) || null,
        orgCode: v(6),
        positionCodes: codes(v(7)),
        roleCodes: codes(v(8)),
        sortCode: Number(v(9)) || 0,
      };
      if (!row.account && !row.realName && !row.orgCode) continue;
      const bad = (field: string, message: string) =>
        errors.length < MAX_ERRORS && errors.push({ row: r.number, field, message });
      if (!Rules.userAccount.test(row.account) || row.account.length > 50)
        bad('账号', '账号只能包含字母和数字');
      else if (!row.realName || row.realName.length > 50) bad('姓名', '请输入姓名');
      else if (row.mobilePhone && !Rules.mobile.test(row.mobilePhone)) bad('手机', '请输入正确的手机号码');
      else if (row.email && !Rules.email.test(row.email)) bad('邮箱', '请输入正确的邮箱');
      else if (!row.orgCode) bad('组织编码', '请输入组织编码');
      else out.push(row);
    }
    break; // the first sheet only
  }
  return out;
}

/**
 * Code → id maps of live organisations, positions (per organisation) and roles. Each organisation says whether the
 * caller's scope on the users page (`scope`) admits a user they create there, worked out in SQL like every read.
 */
export async function loadCodeMaps(db: TDbOrTx, scope: TScope, creatorUserId: string) {
  const placeable = scopeWhere(scope, {
    id: sql`''::text`,
    organizeId: organizes.id,
    creatorUserId: sql`${creatorUserId}::text`,
  });
  const [orgRows, posRows, roleRows] = await Promise.all([
    db
      .select({
        id: organizes.id,
        enCode: organizes.enCode,
        isPlaceable: sql<boolean>`coalesce(${placeable ?? sql`true`}, false)`,
      })
      .from(organizes)
      .where(isNull(organizes.deleteTime)),
    db
      .select({ id: positions.id, enCode: positions.enCode, organizeId: positions.organizeId })
      .from(positions)
      .where(isNull(positions.deleteTime)),
    db.select({ id: roles.id, enCode: roles.enCode }).from(roles).where(isNull(roles.deleteTime)),
  ]);
  return {
    org: new Map(orgRows.map((o) => [o.enCode, { id: o.id, isPlaceable: o.isPlaceable }])),
    position: new Map(posRows.map((p) => [`${p.organizeId}|${p.enCode}`, p.id])),
    role: new Map(roleRows.map((r) => [r.enCode, r.id])),
  };
}

/** Inserts valid rows in batches of 1,000, skipping accounts that exist; `onBatch` hears the rows done so far. */
export async function insertImportRows(
  db: TDb,
  o: {
    rows: TImportRow[];
    resolved: Map<number, { orgId: string; positionIds: string[]; roleIds: string[] }>;
    passwordHash: string;
    creatorUserId: string;
    now: () => number;
    onBatch: (done: number) => Promise<void>;
  },
) {
  let created = 0;
  let skipped = 0;
  for (let i = 0; i < o.rows.length; i += BATCH) {
    const batch = o.rows.slice(i, i + BATCH);
    const existing = await db
      .select({ account: sql<string>`lower(${users.account})` })
      .from(users)
      .where(
        and(
          isNull(users.deleteTime),
          inArray(
            sql`lower(${users.account})`,
            batch.map((r) => r.account.toLowerCase()),
          ),
        ),
      );
    const taken = new Set(existing.map((e) => e.account));
    const seen = new Set<string>();
    const fresh = batch.filter((r) => {
      const k = r.account.toLowerCase();
      if (taken.has(k) || seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    skipped += batch.length - fresh.length;
    const now = o.now();
    await db.transaction(async (tx) => {
      if (!fresh.length) return;
      const ids = fresh.map(() => newId());
      await tx.insert(users).values(
        fresh.map((r, k) => ({
          id: ids[k],
          account: r.account,
          realName: r.realName,
          quickQuery: pinyinInitials(r.realName),
          gender: r.gender,
          mobilePhone: r.mobilePhone,
          email: r.email,
          organizeId: o.resolved.get(r.row)!.orgId,
          sortCode: r.sortCode,
          passwordHash: o.passwordHash,
          mustChangePassword: true,
          creatorTime: now,
          creatorUserId: o.creatorUserId,
        })),
      );
      const rel = fresh.flatMap((r, k) => {
        const ref = o.resolved.get(r.row)!;
        return [
          ...ref.roleIds.map((objectId) => ({
            id: newId(),
            userId: ids[k],
            objectType: 'Role',
            objectId,
            sortCode: 0,
            creatorTime: now,
          })),
          ...ref.positionIds.map((objectId) => ({
            id: newId(),
            userId: ids[k],
            objectType: 'Position',
            objectId,
            sortCode: 0,
            creatorTime: now,
          })),
        ];
      });
      if (rel.length) await tx.insert(userRelations).values(rel);
    });
    created += fresh.length;
    await o.onBatch(Math.min(i + BATCH, o.rows.length));
  }
  return { created, skipped };
}
