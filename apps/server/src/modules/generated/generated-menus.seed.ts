import { BUTTON_LABELS, MenuType, STANDARD_SCOPES, type TButtonCode } from '@app/contracts';
import type { TDb } from '../../db/client.ts';
import { moduleButtons, moduleDataSchemes, modules } from '../menu/menu.table.ts';

/** A generated module's page menu: a top-level page at `urlAddress` with its buttons and the standard data schemes. */
export interface TGeneratedMenu {
  /** The menu's enCode (also its permission code). */
  enCode: string;
  /** Its label (the model's name). */
  fullName: string;
  /** The page's path, which its server routes resolve their access from. */
  urlAddress: string;
  icon: string;
  buttons: readonly TButtonCode[];
}

const id = (m: TGeneratedMenu, part = '') => `menu-gen-${m.enCode}${part}`;

/** Inserts each generated module's menu, buttons and data schemes once (idempotent; ids are stable). */
export async function seedGeneratedMenus(db: TDb, menus: readonly TGeneratedMenu[], now: number) {
  if (!menus.length) return;
  await db
    .insert(modules)
    .values(
      menus.map((m, i) => ({
        id: id(m),
        parentId: '-1',
        type: MenuType.page,
        enCode: m.enCode,
        fullName: m.fullName,
        icon: m.icon,
        urlAddress: m.urlAddress,
        sortCode: 900 + i,
        isDataAuthorize: 1,
        creatorTime: now,
      })),
    )
    .onConflictDoNothing();
  const buttons = menus.flatMap((m) =>
    m.buttons.map((b, k) => ({
      id: id(m, `-${b}`),
      moduleId: id(m),
      enCode: b,
      fullName: BUTTON_LABELS[b].zh,
      sortCode: k + 1,
      creatorTime: now,
    })),
  );
  if (buttons.length) await db.insert(moduleButtons).values(buttons).onConflictDoNothing();
  const schemes = menus.flatMap((m) =>
    STANDARD_SCOPES.map((s, k) => ({
      id: id(m, `-scope-${s.code}`),
      moduleId: id(m),
      enCode: s.code,
      fullName: s.fullName,
      conditionJson: JSON.stringify(s.conditions),
      conditionText: s.fullName,
      sortCode: k + 1,
      creatorTime: now,
    })),
  );
  await db.insert(moduleDataSchemes).values(schemes).onConflictDoNothing();
}
