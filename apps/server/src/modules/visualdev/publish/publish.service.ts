import {
  Code,
  ZColumnData,
  ZFormData,
  defaultColumnData,
  flattenFields,
  hasListDesign,
  type TColumnData,
  type TPublishResult,
  type TValueField,
} from '@app/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TAppContext } from '../../../app-context.ts';
import { updateAudited } from '../../../lib/crud.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { UserTopic } from '../../../lib/bus-topics.ts';
import { newId } from '../../../lib/ids.ts';
import type { TAuth } from '../../auth/auth.types.ts';
import { visualDevReleases, visualDevs } from '../visualdev.table.ts';
import { planPublish } from './layout.ts';
import { syncPermissionItems } from './permission-items.ts';

/** Advisory-lock namespace of publishing (the second key is the model id's hash). */
const PUBLISH_LOCK = 7315;

/** The field keys the list searches (columnData.searchList) with their searchType (2 when unset): each gets an index. */
function searchKeysOf(columnData: unknown): Map<string, number> {
  const list = (columnData as TColumnData | null)?.searchList ?? [];
  return new Map(
    list.flatMap((s) =>
      typeof s.__vModel__ === 'string' ? [[s.__vModel__, Number(s.searchType ?? 2)]] : [],
    ),
  );
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
  constructor(
    private readonly c: Pick<TAppContext, 'db' | 'now'> &
      Partial<Pick<TAppContext, 'sessions' | 'modelMenus'>>,
  ) {}

  /** Publishes the draft of model `id`; answers the version and what changed in the table. */
  async publish(auth: TAuth, id: string): Promise<TPublishResult> {
    const { result, menus } = await this.c.db.transaction(async (tx) => {
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
      // A model whose list was never designed (no columns) is published with the default list.
      const columnData = hasListDesign(m.columnData)
        ? (m.columnData as TColumnData)
        : withDefaultColumns(m.columnData, fields);
      await tx.insert(visualDevReleases).values({
        id: newId(),
        modelId: id,
        version,
        formData: m.formData ?? {},
        columnData,
        creatorTime: this.c.now(),
        creatorUserId: auth.userId,
      });
      const items = await syncPermissionItems(tx, auth, this.c.now(), id, {
        columnData,
        formData: form.data,
      });
      const w = { ...this.c, db: tx };
      await updateAudited(w, visualDevs, auth, id, {
        state: 1,
        releaseVersion: version,
        tableLayout: plan.layout,
      });
      return { result: { version, ...plan.change }, menus: items.menus };
    });
    // The runtime reads the new release (its version comes with the model's menus); when the menus' items or flags
    // changed, sessions read the permission lists again.
    await this.c.modelMenus?.changed();
    if (menus > 0) await this.c.sessions?.invalidateUsers(null, UserTopic.menus);
    return result;
  }

  /**
   * Gives a type-3 menu bound to a published model the permission items of the model's published list design
   * (a menu bound after the publish gets them too); nothing for an unpublished or unknown model.
   */
  async syncMenuItems(auth: TAuth, modelId: string): Promise<void> {
    const [release] = await this.c.db
      .select({ formData: visualDevReleases.formData, columnData: visualDevReleases.columnData })
      .from(visualDevReleases)
      .where(eq(visualDevReleases.modelId, modelId))
      .orderBy(desc(visualDevReleases.version))
      .limit(1);
    const form = ZFormData.safeParse(release?.formData);
    const columns = ZColumnData.safeParse(release?.columnData);
    if (!form.success || !columns.success) return;
    const design = { columnData: columns.data, formData: form.data };
    const items = await syncPermissionItems(this.c.db, auth, this.c.now(), modelId, design);
    if (items.menus > 0) await this.c.sessions?.invalidateUsers(null, UserTopic.menus);
  }
}
