import { isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import type { TBus } from '../../lib/bus.ts';
import { BusSnapshot } from '../../lib/bus-snapshot.ts';
import { organizes } from './organize.table.ts';

/** Bus topic: companies or departments changed. */
export const TOPIC_ORG_CHANGED = 'org.changed';

interface TOrgNode {
  id: string;
  parentId: string;
  category: string;
  fullName: string;
}

/**
 * The organisation tree in memory (hundreds of rows even for a large company): subtrees and owning companies
 * for data scopes and organisation filters without recursive SQL on every request.
 */
export class OrgTreeCache {
  private readonly snapshot: BusSnapshot<TOrgTree>;

  constructor(db: TDb, bus: TBus) {
    this.snapshot = new BusSnapshot(bus, TOPIC_ORG_CHANGED, () => readTree(db));
  }

  /** Announces a change to every process. */
  changed(): Promise<void> {
    return this.snapshot.changed();
  }

  /** The ids of an organisation and everything below it. */
  async subtree(id: string): Promise<string[]> {
    const { nodes, children } = await this.snapshot.get();
    const out: string[] = [];
    const stack = nodes.has(id) ? [id] : [];
    while (stack.length) {
      const cur = stack.pop()!;
      out.push(cur);
      stack.push(...(children.get(cur) ?? []));
    }
    return out;
  }

  /**
   * Live organisations' names by id: list pages name each row's department from here instead of joining the
   * organisation table into every page query (the join was an eighth of the users page's database time).
   */
  async names(): Promise<ReadonlyMap<string, string>> {
    return (await this.snapshot.get()).fullNames;
  }

  /** True when a live organisation has this id. */
  async exists(id: string): Promise<boolean> {
    return (await this.snapshot.get()).nodes.has(id);
  }

  /** The company an organisation belongs to (itself when it is a company). */
  async companyOf(id: string): Promise<string | null> {
    const { nodes } = await this.snapshot.get();
    let cur = nodes.get(id);
    for (let guard = 0; cur && guard < 100; guard++) {
      if (cur.category === 'company') return cur.id;
      cur = nodes.get(cur.parentId);
    }
    return null;
  }

  /** True when `id` is `ancestor` or below it. */
  async isWithin(id: string, ancestor: string): Promise<boolean> {
    const { nodes } = await this.snapshot.get();
    let cur = nodes.get(id);
    for (let guard = 0; cur && guard < 100; guard++) {
      if (cur.id === ancestor) return true;
      cur = nodes.get(cur.parentId);
    }
    return false;
  }

  /** Stops listening. */
  close(): void {
    this.snapshot.close();
  }
}

interface TOrgTree {
  nodes: Map<string, TOrgNode>;
  children: Map<string, string[]>;
  fullNames: Map<string, string>;
}

/** The live organisations with their children by parent and their names. */
async function readTree(db: TDb): Promise<TOrgTree> {
  const rows = await db
    .select({
      id: organizes.id,
      parentId: organizes.parentId,
      category: organizes.category,
      fullName: organizes.fullName,
    })
    .from(organizes)
    .where(isNull(organizes.deleteTime));
  const children = new Map<string, string[]>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  return {
    nodes: new Map(rows.map((r) => [r.id, r])),
    children,
    fullNames: new Map(rows.map((r) => [r.id, r.fullName])),
  };
}
