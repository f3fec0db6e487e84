import {
  BUTTON_CODES,
  BUTTON_LABELS,
  MENU_SEED,
  MenuType,
  PAGE_BUTTONS,
  PAGE_CODES,
  STANDARD_SCOPES,
  routeLabel,
  type TPageCode,
} from '@app/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../client.ts';
import { md5 } from '../../lib/crypto.ts';
import { newSecret } from '../../lib/ids.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { dictionaryData, dictionaryTypes } from '../../modules/dictionary/dictionary.table.ts';
import { authorizes } from '../../modules/authorize/authorize.table.ts';
import { moduleButtons, moduleDataSchemes, modules } from '../../modules/menu/menu.table.ts';
import { organizes } from '../../modules/organize/organize.table.ts';
import { sysConfigs } from '../../modules/system/sys-config.table.ts';
import { users } from '../../modules/users/user.table.ts';
import { DICT_FOLDERS, DICTIONARIES } from './dictionaries.seed.ts';
import { seedAreas } from '../../modules/area/area.seed.ts';
import { seedPageColumns, upgradeMenuIcons } from './menu-items.seed.ts';
import { systemClock } from '../../lib/clock.ts';
import { GENERATED_MENUS } from '../../modules/generated/index.ts';
import { seedGeneratedMenus } from '../../modules/generated/generated-menus.seed.ts';

/** The documented password of the embedded demo's admin when ADMIN_PASSWORD is not set. */
export const DEMO_ADMIN_PASSWORD = '123456';
export const SEED_COMPANY_ID = 'org-company';
export const SEED_DEPARTMENT_ID = 'org-department';

/** Stable ids so the seed can run at every start and change nothing the second time. */
export const menuId = (enCode: string) => `menu-${enCode}`;
export const buttonId = (pageEnCode: string, button: string) => `btn-${pageEnCode}-${button}`;
export const schemeId = (pageEnCode: string, scope: string) => `scope-${pageEnCode}-${scope}`;

export interface TSeedResult {
  /** A generated admin password to show once (PostgreSQL without ADMIN_PASSWORD, first start only). */
  generatedAdminPassword?: string;
}

/** Idempotent seed: settings, one company and department, the super admin, menus, buttons, dictionaries. */
export async function seedDatabase(
  db: TDb,
  opts: { adminPassword?: string; generatePassword: boolean; now?: number },
): Promise<TSeedResult> {
  const now = opts.now ?? systemClock();
  const result: TSeedResult = {};
  await db
    .insert(sysConfigs)
    .values([
      { key: 'tokentimeout', value: '480', name: '登录超时（分钟）' },
      { key: 'sysName', value: '智能集成管理平台', name: '系统名称' },
      { key: 'sysVersion', value: '3.1', name: '系统版本' },
    ])
    .onConflictDoNothing();

  await db
    .insert(organizes)
    .values([
      {
        id: SEED_COMPANY_ID,
        parentId: '-1',
        category: 'company',
        enCode: 'HQ',
        fullName: '引迈信息技术有限公司',
        creatorTime: now,
      },
      {
        id: SEED_DEPARTMENT_ID,
        parentId: SEED_COMPANY_ID,
        category: 'department',
        enCode: 'IT',
        fullName: '信息中心',
        creatorTime: now,
      },
    ])
    .onConflictDoNothing();

  await seedAdmin(db, opts, now, result);
  await seedMenus(db, now);
  await seedGeneratedMenus(db, GENERATED_MENUS, now);
  await seedPageColumns(db, now);
  await upgradeMenuIcons(db);
  await seedDictionaries(db, now);
  await seedAreas(db, now);
  return result;
}

async function seedAdmin(
  db: TDb,
  opts: { adminPassword?: string; generatePassword: boolean },
  now: number,
  result: TSeedResult,
) {
  const [admin] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, 'admin'));
  if (admin) {
    // An explicit ADMIN_PASSWORD is the operator's way to reset the admin password.
    if (opts.adminPassword && !(await verifyPassword(admin.passwordHash, md5(opts.adminPassword)))) {
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(md5(opts.adminPassword)), changePasswordDate: now })
        .where(eq(users.id, 'admin'));
    }
    return;
  }
  let plain = opts.adminPassword;
  if (!plain) {
    plain = opts.generatePassword ? newSecret(9) : DEMO_ADMIN_PASSWORD;
    if (opts.generatePassword) result.generatedAdminPassword = plain;
  }
  await db
    .insert(users)
    .values({
      id: 'admin',
      account: 'admin',
      realName: '管理员',
      quickQuery: 'GLY',
      headIcon: '',
      gender: '1',
      passwordHash: await hashPassword(md5(plain)),
      isAdministrator: true,
      organizeId: SEED_DEPARTMENT_ID,
      creatorTime: now,
    })
    .onConflictDoNothing();
}

async function seedMenus(db: TDb, now: number) {
  const menuRows: (typeof modules.$inferInsert)[] = [];
  const buttonRows: (typeof moduleButtons.$inferInsert)[] = [];
  const schemeRows: (typeof moduleDataSchemes.$inferInsert)[] = [];
  MENU_SEED.forEach((dir, i) => {
    menuRows.push({
      id: menuId(dir.enCode),
      parentId: '-1',
      type: MenuType.directory,
      enCode: dir.enCode,
      fullName: routeLabel(dir.enCode, 'zh'),
      icon: dir.icon,
      sortCode: i + 1,
      creatorTime: now,
    });
    dir.pages.forEach((p, j) => {
      const enCode = `${dir.enCode}.${p.code}` as TPageCode;
      menuRows.push({
        id: menuId(enCode),
        parentId: menuId(dir.enCode),
        type: MenuType.page,
        enCode,
        fullName: routeLabel(enCode, 'zh'),
        icon: p.icon,
        urlAddress: `${dir.enCode}/${p.code}`,
        sortCode: j + 1,
        creatorTime: now,
        isDataAuthorize: 'scoped' in p && p.scoped ? 1 : 0,
      });
      if ('scoped' in p && p.scoped) {
        STANDARD_SCOPES.forEach((s, k) =>
          schemeRows.push({
            id: schemeId(enCode, s.code),
            moduleId: menuId(enCode),
            enCode: s.code,
            fullName: s.fullName,
            conditionJson: JSON.stringify(s.conditions),
            conditionText: s.fullName,
            sortCode: k + 1,
            creatorTime: now,
          }),
        );
      }
      PAGE_BUTTONS[enCode].forEach((b, k) =>
        buttonRows.push({
          id: buttonId(enCode, b),
          moduleId: menuId(enCode),
          enCode: b,
          fullName: BUTTON_LABELS[b].zh,
          sortCode: k + 1,
          creatorTime: now,
        }),
      );
    });
  });
  await db.insert(modules).values(menuRows).onConflictDoNothing();
  await db.insert(moduleButtons).values(buttonRows).onConflictDoNothing();
  await db.insert(moduleDataSchemes).values(schemeRows).onConflictDoNothing();
  await dropRetiredButtons(db);
}

/** Removes seeded buttons a page no longer has (e.g. 新增 of read-only pages) and the grants of them. */
async function dropRetiredButtons(db: TDb) {
  const retired = PAGE_CODES.flatMap((page) =>
    BUTTON_CODES.filter((b) => !PAGE_BUTTONS[page].includes(b)).map((b) => buttonId(page, b)),
  );
  if (!retired.length) return;
  await db
    .delete(authorizes)
    .where(and(eq(authorizes.itemType, 'button'), inArray(authorizes.itemId, retired)));
  await db.delete(moduleButtons).where(inArray(moduleButtons.id, retired));
}

async function seedDictionaries(db: TDb, now: number) {
  await db
    .insert(dictionaryTypes)
    .values(DICT_FOLDERS.map((f, i) => ({ ...f, parentId: '-1', sortCode: i + 1, creatorTime: now })))
    .onConflictDoNothing();
  await db
    .insert(dictionaryTypes)
    .values(
      DICTIONARIES.map((d, i) => ({
        id: d.id,
        parentId: d.parent ?? '-1',
        enCode: d.enCode,
        fullName: d.fullName,
        isTree: d.isTree ?? 0,
        sortCode: i + 1,
        creatorTime: now,
      })),
    )
    .onConflictDoNothing();
  const rows = DICTIONARIES.flatMap((d) =>
    d.items.map(([enCode, fullName], i) => ({
      id: `${d.id}-${enCode}`,
      dictionaryTypeId: d.id,
      parentId: '0',
      enCode,
      fullName,
      sortCode: i + 1,
      creatorTime: now,
    })),
  );
  await db.insert(dictionaryData).values(rows).onConflictDoNothing();
}
