import type { TRuntimeModel } from './runtime-model.ts';

/**
 * Published models the runtime already read, by id, with the release version they were read at (one per process,
 * built by the composition root). A request reads one small row (the release version, with the model's menus in
 * the access check) and the release only after a publish, any process's, moved the version: a publish invalidates
 * by changing the key. A model read while a publish lands is kept with the older version, so the next request
 * reads it again.
 */
export class PublishedModelCache {
  private readonly byId = new Map<string, { version: number; model: TRuntimeModel }>();

  /** The model as read at release `version`, or undefined. */
  get(id: string, version: number): TRuntimeModel | undefined {
    const kept = this.byId.get(id);
    return kept?.version === version ? kept.model : undefined;
  }

  /** Keeps the model read at release `version` (replacing an older one). */
  set(id: string, version: number, model: TRuntimeModel): void {
    this.byId.set(id, { version, model });
  }
}
