import type { TDb } from '../../db/client.ts';
import type { TBus } from '../../lib/bus.ts';
import { BusSnapshot } from '../../lib/bus-snapshot.ts';
import { positions } from '../position/position.table.ts';
import { roles } from '../role/role.table.ts';

/** Bus topic: a role or position was created, renamed, reordered or deleted. */
const TOPIC_RELATION_NAMES_CHANGED = 'relation-names.changed';

/** What a user's relation row points at: `Role` or `Position`. */
export type TRelationType = 'Role' | 'Position';

interface TNamed {
  name: string;
  sortCode: number;
  live: boolean;
}

/** Entries are reread at least this often, whatever the bus said (a change written outside the product). */
const MAX_AGE_MS = 60_000;

/**
 * Role and position names in memory (hundreds of rows even for a large company), so a list of users names each
 * row's roles and positions without a second query per page. Deleted ones are kept, marked not live, so an old
 * relation to them is known and costs no reload. Any process that changes a role or position announces it on
 * the bus; an id never seen (a row written outside the product) rereads the table once.
 */
export class RelationNameCache {
  private readonly snapshot: BusSnapshot<Map<string, TNamed>>;

  constructor(db: TDb, bus: TBus, now: () => number) {
    this.snapshot = new BusSnapshot(bus, TOPIC_RELATION_NAMES_CHANGED, () => readNames(db), {
      now,
      maxAgeMs: MAX_AGE_MS,
    });
  }

  /** Announces a change to every process (this one at once). */
  changed(): Promise<void> {
    return this.snapshot.changed();
  }

  /**
   * A lookup for these relations (`type` and `id` pairs): the live ones' names and sort codes. Rereads the table
   * when an id is unknown, at most once per call.
   */
  async lookup(
    refs: Iterable<readonly [TRelationType, string]>,
  ): Promise<(type: TRelationType, id: string) => TNamed | undefined> {
    let entries = await this.snapshot.get();
    for (const [type, id] of refs) {
      if (!entries.has(key(type, id))) {
        entries = await this.snapshot.reload();
        break;
      }
    }
    return (type, id) => {
      const e = entries.get(key(type, id));
      return e?.live ? e : undefined;
    };
  }

  /** Stops listening. */
  close(): void {
    this.snapshot.close();
  }
}

/** Every role and position, deleted ones included, by `type:id`. */
async function readNames(db: TDb): Promise<Map<string, TNamed>> {
  const named = (t: typeof roles | typeof positions) =>
    db.select({ id: t.id, name: t.fullName, sortCode: t.sortCode, deleteTime: t.deleteTime }).from(t);
  const [roleRows, positionRows] = await Promise.all([named(roles), named(positions)]);
  const entries = new Map<string, TNamed>();
  for (const [type, rows] of [
    ['Role', roleRows],
    ['Position', positionRows],
  ] as const) {
    for (const r of rows)
      entries.set(key(type, r.id), { name: r.name, sortCode: r.sortCode, live: r.deleteTime === null });
  }
  return entries;
}

const key = (type: TRelationType, id: string) => `${type}:${id}`;
