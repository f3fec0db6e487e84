import {
  Code,
  ZFormData,
  defaultColumnData,
  flattenFields,
  hasListDesign,
  type TColumnData,
  type TPublishResult,
  type TValueField,
} from '@app/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TAppContext } from '../../../app-context.ts';
import { updateAudited } from '../../../lib/crud.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { newId } from '../../../lib/ids.ts';
import type { TAuth } from '../../auth/auth.types.ts';
import { visualDevReleases, visualDevs } from '../visualdev.table.ts';
import { planPublish } from './layout.ts';

/** Advisory-lock namespace of publishing (the second key is the model id's hash). */
const PUBLISH_LOCK = 7315;

/** The field keys the list searches (columnData.searchList), which get an index. */
function searchKeysOf(columnData: unknown): Set<string> {
  const list = (columnData as TColumnData | null)?.searchList ?? [];
  return new Set(list.map((s) => s.__vModel__).filter((k): k is string => typeof k === 'string'));
}

/** The draft's list settings (search fields…) over the default design, with the default columns. */
function withDefaultColumns(columnData: unknown, fields: TValueField[]): TColumnData {
  const defaults = defaultColumnData(fields);
  return { ...defaults, ...(columnData as TColumnData | null), columnList: defaults.columnList };
}

/**
 * Publishing (contract §5.1 Release): snapshots the draft as an immutable version and brings the model's table to
 * its fields, all in one transaction under an advisory lock per model, so concurrent publishes (any process)
 * run one after the other and the second finds the table already as it needs it.
 */
export class PublishService {
  constructor(private readonly c: Pick<TAppContext, 'db' | 'now'>) {}

  /** Publishes the draft of model `id`; answers the version and what changed in the table. */
  async publish(auth: TAuth, id: string): Promise<TPublishResult> {
    return this.c.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK}, hashtext(${id}))`);
      const [m] = await tx
        .select()
        .from(visualDevs)
        .where(and(eq(visualDevs.id, id), isNull(visualDevs.deleteTime)))
        .for('update');
      if (!m) throw notFound();
      const form = ZFormData.safeParse(m.formData);
      if (!form.success || form.data.fields.length === 0)
        throw new AppError(Code.badRequest, 'visualdev.noForm');
      const fields = flattenFields(form.data.fields);
      const plan = planPublish(id, m.tableLayout, fields, searchKeysOf(m.columnData));
      // Identifiers in these statements come only from validated field keys and generated names (quoteIdent).
      for (const statement of plan.statements) await tx.execute(sql.raw(statement));
      const version = m.releaseVersion + 1;
      await tx.insert(visualDevReleases).values({
        id: newId(),
        modelId: id,
        version,
        formData: m.formData ?? {},
        // Until the list designer exists, a model without a list design is published with the default one.
        columnData: hasListDesign(m.columnData) ? m.columnData : withDefaultColumns(m.columnData, fields),
        creatorTime: this.c.now(),
        creatorUserId: auth.userId,
      });
      const w = { ...this.c, db: tx };
      await updateAudited(w, visualDevs, auth, id, {
        state: 1,
        releaseVersion: version,
        tableLayout: plan.layout,
      });
      return { version, ...plan.change };
    });
  }
}
