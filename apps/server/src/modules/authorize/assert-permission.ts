import { hasPermission, type TPermission } from '@app/contracts';
import { forbidden } from '../../lib/errors.ts';
import type { TAuth } from '../auth/auth.types.ts';

/** Refuses with 403 unless the caller holds `permission` (for routes whose needed button depends on the input). */
export function assertPermission(auth: TAuth, permission: TPermission): void {
  if (!hasPermission(auth.codes, permission)) throw forbidden();
}

/** The button an `edit` call needs: btn_add to create, btn_edit to update. */
export function assertEditButton(auth: TAuth, page: Parameters<typeof editCode>[0], isUpdate: boolean): void {
  assertPermission(auth, editCode(page, isUpdate));
}

function editCode<P extends string>(page: P, isUpdate: boolean) {
  return `${page}:${isUpdate ? 'btn_edit' : 'btn_add'}` as TPermission;
}
