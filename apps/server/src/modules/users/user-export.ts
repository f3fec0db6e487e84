import type { PassThrough } from 'node:stream';
import type { TDb } from '../../db/client.ts';
import { streamSheet } from '../../lib/excel.ts';
import { findUserRows, type TListNames, type TUserListFilter } from './user-list.repo.ts';

/** Export columns: list field → header. */
export const EXPORT_COLUMNS: readonly { key: string; header: string; width: number }[] = [
  { key: 'account', header: '账号', width: 18 },
  { key: 'realName', header: '姓名', width: 14 },
  { key: 'gender', header: '性别', width: 8 },
  { key: 'mobilePhone', header: '手机', width: 16 },
  { key: 'email', header: '邮箱', width: 24 },
  { key: 'department', header: '组织', width: 20 },
  { key: 'position', header: '岗位', width: 20 },
  { key: 'roleName', header: '角色', width: 20 },
  { key: 'enabledMark', header: '状态', width: 8 },
  { key: 'creatorTime', header: '创建时间', width: 20 },
];

const GENDER: Record<string, string> = { '1': '男', '2': '女', '3': '保密' };
/** Rows per keyset batch: small enough that the garbage of one batch stays in the young generation. */
const BATCH = 500;

function cell(key: string, row: Record<string, unknown>): string | number | Date {
  const v = row[key];
  if (key === 'gender') return typeof v === 'string' ? (GENDER[v] ?? '') : '';
  if (key === 'enabledMark') return v === 1 ? '启用' : '禁用';
  if (key === 'creatorTime') return new Date(Number(v));
  return typeof v === 'string' || typeof v === 'number' ? v : '';
}

/**
 * Streams the users of a filter (its data scope required) as .xlsx: rows are read in keyset batches of 500 and
 * written straight to the output (the export job's file), so memory stays flat whatever the row count. Only the
 * visible columns are written; `onBatch` hears the rows written so far after each batch.
 */
export async function streamUserExport(
  db: TDb,
  names: TListNames,
  filter: TUserListFilter,
  visible: ReadonlySet<string>,
  o: { onError: (e: unknown) => void; onBatch?: (rows: number) => Promise<void> },
): Promise<PassThrough> {
  const columns = EXPORT_COLUMNS.filter((c) => visible.has(c.key));
  const sheetColumns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
    style: c.key === 'creatorTime' ? { numFmt: 'yyyy-mm-dd hh:mm' } : {},
  }));
  return streamSheet(
    { sheet: '用户', columns: sheetColumns, useStyles: true, onError: o.onError },
    async ({ ws, drain }) => {
      let after = '';
      let written = 0;
      for (;;) {
        const rows = await findUserRows(db, names, filter, after, BATCH);
        for (const r of rows) ws.addRow(columns.map((c) => cell(c.key, r))).commit();
        written += rows.length;
        await o.onBatch?.(written);
        if (rows.length < BATCH) break;
        after = rows[rows.length - 1].id;
        await drain();
      }
    },
  );
}
