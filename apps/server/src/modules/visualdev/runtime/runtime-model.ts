import {
  ZId,
  hasPermission,
  type TColumnData,
  type TFormData,
  type TPermission,
  type TValueField,
} from '@app/contracts';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import type { TAuth } from '../../auth/auth.types.ts';
import type { TGuardDeps } from '../../../lib/route.ts';
import { modelMenuPages } from '../../authorize/assert-permission.ts';
import type { TTableLayout } from '../publish/layout.ts';
import type { TBoundField } from './record-values.ts';
import { findRecord } from './runtime.repo.ts';
import type { RuntimeService } from './runtime.service.ts';

/** A published model as the runtime reads it. */
export interface TRuntimeModel {
  id: string;
  fullName: string;
  webType: number;
  formData: TFormData;
  columnData: TColumnData | null;
  layout: TTableLayout;
  fields: TValueField[];
  bound: TBoundField[];
}

/**
 * Whether `auth` sees record `id` of model `modelId` (a relationForm value): a published model, one of its menus
 * held, the record live inside the caller's scope on those menus.
 */
export async function canSee(
  rt: Pick<RuntimeService, 'model' | 'scope'>,
  deps: TGuardDeps & { db: TDbOrTx },
  auth: TAuth,
  modelId: string,
  id: string,
): Promise<boolean> {
  if (!ZId.safeParse(id).success) return false;
  const m = await rt.model(modelId).catch((err: unknown) => {
    if (err instanceof AppError) return null;
    throw err;
  });
  if (!m) return false;
  const pages = (await modelMenuPages(deps, modelId)).filter((p) =>
    hasPermission(auth.codes, p as TPermission),
  );
  if (!pages.length) return false;
  return !!(await findRecord(deps.db, m.layout, [], id, await rt.scope(auth, m, pages)));
}
