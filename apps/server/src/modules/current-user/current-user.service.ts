import {
  logPlaceLabel,
  type TCurrentUser,
  type TLanguage,
  type TMenuNode,
  type TPermissionEntry,
} from '@app/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { buildTree, withAncestors } from '../../lib/tree.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { layoutOf } from '../auth/login.service.ts';
import { findGrantedItemIds } from '../authorize/grant.repo.ts';
import { findEnabledMenus, findMenuItems, menuPropertiesText, type TItemType } from '../menu/menu.repo.ts';
import { organizes } from '../organize/organize.table.ts';
import { positions } from '../position/position.table.ts';
import { findUserById } from '../users/user.repo.ts';

/** The avatar of a user without one (JNPF's 001.png, shipped in the web's public folder). */
export const DEFAULT_AVATAR_URL = '/avatar/001.png';

/** The file preview URL of an avatar name (the default avatar when none). */
export function avatarUrl(headIcon: string): string {
  return headIcon ? `/api/file/preview/userAvatar/${encodeURIComponent(headIcon)}` : DEFAULT_AVATAR_URL;
}

/** Builds `{userInfo, menuList, permissionList}` for the signed-in user (contract §2.2), places named in `lang`. */
export async function loadCurrentUser(db: TDb, auth: TAuth, lang: TLanguage): Promise<TCurrentUser | null> {
  const user = await findUserById(db, auth.userId);
  if (!user) return null;
  const objects = { userId: auth.userId, roleIds: auth.roleIds, positionIds: auth.positionIds };
  const allMenus = await findEnabledMenus(db);
  const grantedMenuIds = auth.isAdmin ? null : await findGrantedItemIds(db, objects, 'module');
  const menus = grantedMenuIds ? withAncestors(allMenus, (m) => grantedMenuIds.has(m.id)) : allMenus;
  const menuIds = menus.map((m) => m.id);

  const itemTypes: TItemType[] = ['button', 'column', 'form', 'resource'];
  // A page whose column (form) permissions are switched off shows every column (field): all of them are listed.
  const switchedOff = {
    column: new Set(menus.filter((m) => m.isColumnAuthorize !== 1).map((m) => m.id)),
    form: new Set(menus.filter((m) => m.isFormAuthorize !== 1).map((m) => m.id)),
  };
  const items = await Promise.all(
    itemTypes.map(async (type) => {
      const rows = await findMenuItems(db, type, menuIds);
      if (auth.isAdmin) return rows;
      const granted = await findGrantedItemIds(db, objects, type);
      const open = type === 'column' || type === 'form' ? switchedOff[type] : undefined;
      return rows.filter((r) => granted.has(r.id) || open?.has(r.moduleId));
    }),
  );
  const [buttons, columns, forms, resources] = items.map((rows) => Map.groupBy(rows, (r) => r.moduleId));
  const pick = <T>(rows: Map<string, T[]>, id: string) => rows.get(id) ?? [];
  const permissionList: TPermissionEntry[] = menus
    .filter((m) => m.type !== 1)
    .map((m) => ({
      modelId: m.id,
      moduleName: m.fullName,
      button: pick(buttons, m.id).map(({ id, fullName, enCode }) => ({ id, fullName, enCode })),
      column: pick(columns, m.id).map(({ id, fullName, enCode }) => ({ id, fullName, enCode })),
      form: pick(forms, m.id).map(({ id, fullName, enCode }) => ({ id, fullName, enCode })),
      resource: pick(resources, m.id).map(({ id, fullName }) => ({ id, fullName })),
    }));

  const menuList = buildTree(
    menus.map((m) => ({
      id: m.id,
      parentId: m.parentId,
      fullName: m.fullName,
      enCode: m.enCode,
      icon: m.icon,
      type: m.type,
      urlAddress: m.urlAddress,
      linkTarget: m.linkTarget,
      category: m.category,
      propertyJson: menuPropertiesText(m.propertyJson),
      sortCode: m.sortCode,
    })),
  ) as TMenuNode[];

  const [org] = user.organizeId
    ? await db
        .select({ fullName: organizes.fullName })
        .from(organizes)
        .where(eq(organizes.id, user.organizeId))
    : [];
  const positionRows = auth.positionIds.length
    ? await db
        .select({ id: positions.id, name: positions.fullName })
        .from(positions)
        .where(and(inArray(positions.id, [...auth.positionIds]), isNull(positions.deleteTime)))
    : [];

  return {
    userInfo: {
      userId: user.id,
      userAccount: user.account,
      userName: user.realName,
      realName: user.realName,
      headIcon: avatarUrl(user.headIcon),
      gender: user.gender,
      organizeId: user.organizeId,
      organizeName: org?.fullName ?? '',
      managerId: user.managerId,
      roleIds: [...auth.roleIds],
      roleId: auth.roleIds.join(','),
      positionIds: positionRows,
      positionId: positionRows.map((p) => p.id).join(','),
      isAdministrator: user.isAdministrator,
      tenantId: 'default',
      portalId: user.portalId ?? '',
      theme: layoutOf(user.theme),
      language: user.language ?? '',
      loginTime: user.lastLogTime,
      loginIPAddress: user.lastLogIp ?? '',
      loginIPAddressName: logPlaceLabel(user.lastLogPlace, lang) ?? '',
      loginPlatForm: '',
      prevLogin: user.prevLogTime ? 1 : 0,
      prevLoginTime: user.prevLogTime,
      prevLoginIPAddress: user.prevLogIp ?? '',
      prevLoginIPAddressName: logPlaceLabel(user.prevLogPlace, lang) ?? '',
      mustChangePassword: user.mustChangePassword,
      permissions: auth.codes ? [...auth.codes].sort() : ['*'],
    },
    menuList,
    permissionList,
  };
}
