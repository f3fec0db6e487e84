import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_COMPANY_ID, SEED_DEPARTMENT_ID } from '../db/seed/seed.ts';
import { md5 } from '../lib/crypto.ts';
import { areas } from '../modules/area/area.table.ts';
import { billRules } from '../modules/bill-rule/bill-rule.table.ts';
import { dataInterfaces } from '../modules/data-interface/data-interface.table.ts';
import { dictionaryData, dictionaryTypes } from '../modules/dictionary/dictionary.table.ts';
import {
  moduleButtons,
  moduleColumns,
  moduleDataSchemes,
  moduleForms,
  modules,
} from '../modules/menu/menu.table.ts';
import { messages } from '../modules/message/message.table.ts';
import { organizes } from '../modules/organize/organize.table.ts';
import { positions } from '../modules/position/position.table.ts';
import { roles } from '../modules/role/role.table.ts';
import { userRelations } from '../modules/users/user-relation.table.ts';
import { users } from '../modules/users/user.table.ts';
import { buildTestApp, type TTestApp } from './build-test-app.ts';

// Every edit dialog reads a record's info answer and posts it back as it is (read-only fields included): the
// save must answer 200 and change nothing, in the database and in the info answer read again.

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
});
afterAll(() => t.close());

type TTable = PgTable & { id: PgColumn };
/** The stamps a save sets by design (every save adds one to a row version). */
const STAMPS = ['lastModifyTime', 'lastModifyUserId', 'version'];

const api = async (method: string, url: string, body?: object) => {
  const res = await t.call(method, url, { token: admin, body });
  const json = res.json<{ code: number; msg: string; data: unknown }>();
  expect(json, `${method} ${url}`).toMatchObject({ code: 200 });
  return json.data;
};
const idBy = async (table: TTable, column: PgColumn, value: string) =>
  ((await t.db.select().from(table).where(eq(column, value))) as { id: string }[])[0].id;

/** The record's row (all columns but the modify stamps), plus any rows that belong to it. */
async function snapshot(table: TTable, id: string, extra?: (id: string) => Promise<unknown>) {
  const [row] = (await t.db.select().from(table).where(eq(table.id, id))) as Record<string, unknown>[];
  expect(row, `row ${id}`).toBeDefined();
  for (const k of STAMPS) delete row[k];
  return { row, extra: extra ? await extra(id) : null };
}

/** Reads info, posts it back unchanged, and checks the answer, the row and the info answer read again. */
async function roundTrip(c: {
  info: string;
  edit: string;
  table: TTable;
  extra?: (id: string) => Promise<unknown>;
}) {
  const info = (await api('GET', c.info)) as { id: string };
  const before = await snapshot(c.table, info.id, c.extra);
  const res = await t.call('POST', c.edit, { token: admin, body: JSON.parse(JSON.stringify(info)) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code, res.body).toBe(200);
  expect(await snapshot(c.table, info.id, c.extra)).toEqual(before);
  const again = (await api('GET', c.info)) as Record<string, unknown>;
  for (const k of STAMPS) delete again[k];
  const first = { ...info } as Record<string, unknown>;
  for (const k of STAMPS) delete first[k];
  expect(again).toEqual(first);
  return info;
}

const P = '/api/system/permission';
const B = '/api/system/base';

describe('every edit dialog saves its info answer unchanged', () => {
  it('users: info carries the positions and roles, and saving it back keeps them', async () => {
    await api('POST', `${P}/position/edit`, {
      fullName: '出纳',
      enCode: 'rt.cashier',
      type: 'business',
      organizeId: SEED_DEPARTMENT_ID,
    });
    const positionId = await idBy(positions, positions.enCode, 'rt.cashier');
    await api('POST', `${P}/role/edit`, { fullName: '审计员', enCode: 'rt.auditor', type: 'Business' });
    const roleId = await idBy(roles, roles.enCode, 'rt.auditor');
    const manager = (await api('POST', `${P}/users/edit`, {
      account: 'rtboss',
      realName: '王老板',
      organizeId: SEED_DEPARTMENT_ID,
    })) as { id: string };
    const { id } = (await api('POST', `${P}/users/edit`, {
      account: 'rtuser',
      realName: '赵六',
      organizeId: SEED_DEPARTMENT_ID,
      managerId: manager.id,
      positionIds: [positionId],
      roleIds: [roleId],
      password: md5('abc12345'),
      gender: '2',
      nation: '01',
      nativePlace: '浙江杭州',
      certificatesType: '01',
      certificatesNumber: '330100199001011234',
      education: '06',
      birthday: 631152000000,
      entryDate: 1577836800000,
      telePhone: '0571-88888888',
      landline: '8001',
      mobilePhone: '13900002222',
      email: 'zhao6@example.com',
      urgentContacts: '赵五',
      urgentTelePhone: '13900003333',
      postalAddress: '杭州市西湖区',
      signature: '认真工作',
      headIcon: 'avatar-1.png',
      enabledMark: 1,
      sortCode: 7,
      description: '往返测试用户',
    })) as { id: string };
    const relations = (userId: string) =>
      t.db
        .select()
        .from(userRelations)
        .where(eq(userRelations.userId, userId))
        .orderBy(asc(userRelations.objectType), asc(userRelations.objectId));
    const read = (await api('GET', `${P}/users/info/${id}`)) as object;
    expect(read).toMatchObject({ positionIds: [positionId], roleIds: [roleId], positionId, roleId });
    const info = await roundTrip({
      info: `${P}/users/info/${id}`,
      edit: `${P}/users/edit`,
      table: users,
      extra: relations,
    });
    expect(info).toEqual(read);
  });

  it('companies and departments', async () => {
    await api('POST', `${P}/organize/edit`, {
      parentId: '-1',
      fullName: '往返集团',
      enCode: 'RTGROUP',
      sortCode: 3,
      description: '集团说明',
      propertyJson: {
        shortName: '往返',
        webSite: 'https://example.com',
        industry: '02',
        foundedTime: 946684800000,
        address: '上海市',
        managerName: '钱七',
        managerTelePhone: '021-66666666',
        managerMobilePhone: '13900004444',
        manageEmail: 'qian7@example.com',
        bankName: '招商银行',
        bankAccount: '6225000011112222',
        businessscope: '软件',
        enterpriseNature: '01',
        fax: '021-66666667',
        telePhone: '021-66666668',
      },
    });
    const company = await idBy(organizes, organizes.enCode, 'RTGROUP');
    await roundTrip({ info: `${P}/organize/info/${company}`, edit: `${P}/organize/edit`, table: organizes });
    await api('POST', `${P}/organize/department/edit`, {
      parentId: SEED_COMPANY_ID,
      fullName: '往返部',
      enCode: 'RTDEPT',
      managerId: 'admin',
      sortCode: 4,
      description: '部门说明',
    });
    const dept = await idBy(organizes, organizes.enCode, 'RTDEPT');
    await roundTrip({
      info: `${P}/organize/department/info/${dept}`,
      edit: `${P}/organize/department/edit`,
      table: organizes,
    });
  });

  it('positions and roles', async () => {
    const position = await idBy(positions, positions.enCode, 'rt.cashier');
    await roundTrip({ info: `${P}/position/info/${position}`, edit: `${P}/position/edit`, table: positions });
    const role = await idBy(roles, roles.enCode, 'rt.auditor');
    await roundTrip({ info: `${P}/role/info/${role}`, edit: `${P}/role/edit`, table: roles });
  });

  it("menus and a menu's buttons, columns, form fields and data schemes", async () => {
    await api('POST', `${B}/menu/edit`, {
      parentId: '-1',
      type: 3,
      fullName: '往返模型',
      enCode: 'rt.model',
      icon: 'FormOutlined',
      urlAddress: 'rt/model',
      propertyJson: { moduleId: 'm1', isTree: 1 },
      isColumnAuthorize: 1,
      isDataAuthorize: 1,
      sortCode: 9,
      description: '菜单说明',
    });
    const menu = await idBy(modules, modules.enCode, 'rt.model');
    await roundTrip({ info: `${B}/menu/info/${menu}`, edit: `${B}/menu/edit`, table: modules });
    const items = {
      button: [moduleButtons, { icon: 'CheckOutlined', urlAddress: '/audit' }],
      column: [moduleColumns, { bindTable: 'base_user', bindTableName: '用户' }],
      form: [moduleForms, {}],
      resource: [
        moduleDataSchemes,
        {
          conditionJson: [
            { logic: 'and', groups: [{ field: 'organizeId', op: 'Equal', value: '@organizeId' }] },
          ],
          conditionText: '本部门',
        },
      ],
    } as const;
    for (const [kind, [table, extra]] of Object.entries(items)) {
      const url = `${B}/menu/${menu}/${kind}`;
      const enCode = `rt_${kind}`;
      await api('POST', `${url}/edit`, {
        fullName: `往返${kind}`,
        enCode,
        sortCode: 2,
        description: '说明',
        propertyJson: '{"k":1}',
        ...extra,
      });
      const id = await idBy(table, table.enCode, enCode);
      await roundTrip({ info: `${url}/info/${id}`, edit: `${url}/edit`, table });
    }
  });

  it('dictionary types and entries', async () => {
    await api('POST', `${B}/dictionary/type/edit`, {
      parentId: 'dictfolder-base',
      fullName: '往返字典',
      enCode: 'rtDict',
      isTree: 1,
      sortCode: 5,
      description: '字典说明',
    });
    const type = await idBy(dictionaryTypes, dictionaryTypes.enCode, 'rtDict');
    await roundTrip({
      info: `${B}/dictionary/type/info/${type}`,
      edit: `${B}/dictionary/type/edit`,
      table: dictionaryTypes,
    });
    const entry = { dictionaryTypeId: type, isDefault: 1, sortCode: 1, description: '值说明' };
    await api('POST', `${B}/dictionary/data/edit`, { ...entry, fullName: '甲级', enCode: 'rtA' });
    const parentId = await idBy(dictionaryData, dictionaryData.enCode, 'rtA');
    await api('POST', `${B}/dictionary/data/edit`, { ...entry, parentId, fullName: '甲一', enCode: 'rtA1' });
    const id = await idBy(dictionaryData, dictionaryData.enCode, 'rtA1');
    await roundTrip({
      info: `${B}/dictionary/data/info/${id}`,
      edit: `${B}/dictionary/data/edit`,
      table: dictionaryData,
    });
  });

  it('data interfaces (SQL with parameters, and HTTP)', async () => {
    const common = { categoryId: '9c43287481364d348c0ea0d0f64b38be-basic', checkType: 2, sortCode: 6 };
    await api('POST', `${B}/data/interface/edit`, {
      ...common,
      fullName: '往返查询',
      enCode: 'rt.sql',
      dataType: 1,
      query: 'select id, full_name from base_organize where id = @org',
      requestParameters: [{ field: 'org', value: 'org-company' }],
      requestHeaders: '127.0.0.1,10.0.0.1',
      description: '接口说明',
    });
    await api('POST', `${B}/data/interface/edit`, {
      ...common,
      fullName: '往返接口',
      enCode: 'rt.http',
      dataType: 3,
      path: 'https://example.com/api',
      requestMethod: 'post',
    });
    for (const enCode of ['rt.sql', 'rt.http']) {
      const id = await idBy(dataInterfaces, dataInterfaces.enCode, enCode);
      await roundTrip({
        info: `${B}/data/interface/info/${id}`,
        edit: `${B}/data/interface/edit`,
        table: dataInterfaces,
      });
    }
  });

  it('bill rules, also once numbers were drawn', async () => {
    await api('POST', `${B}/bill/rule/edit`, {
      fullName: '往返单据',
      enCode: 'rtBill',
      prefix: 'RT-',
      dateFormat: 'yyyyMM',
      digit: 5,
      startNumber: '0100',
      sortCode: 8,
      description: '单据说明',
    });
    const id = await idBy(billRules, billRules.enCode, 'rtBill');
    await roundTrip({ info: `${B}/bill/rule/info/${id}`, edit: `${B}/bill/rule/edit`, table: billRules });
    await api('GET', `${B}/bill/rule/getNumber/rtBill`);
    await roundTrip({ info: `${B}/bill/rule/info/${id}`, edit: `${B}/bill/rule/edit`, table: billRules });
  });

  it('notices, to everybody and to chosen recipients', async () => {
    const body = '<p>放假<strong>通知</strong></p>';
    await api('POST', '/api/system/message/edit', { title: '往返公告甲', bodyText: body });
    await api('POST', '/api/system/message/edit', {
      title: '往返公告乙',
      bodyText: body,
      recipients: { userIds: ['admin'], organizeIds: [SEED_DEPARTMENT_ID], roleIds: [] },
    });
    for (const title of ['往返公告甲', '往返公告乙']) {
      const id = await idBy(messages, messages.title, title);
      await roundTrip({
        info: `/api/system/message/info/${id}`,
        edit: '/api/system/message/edit',
        table: messages,
      });
    }
  });

  it('areas', async () => {
    await api('POST', `${B}/area/edit`, { fullName: '往返省', enCode: '990000', sortCode: 1 });
    const province = await idBy(areas, areas.enCode, '990000');
    await api('POST', `${B}/area/edit`, {
      parentId: province,
      fullName: '往返市',
      enCode: '990100',
      sortCode: 2,
      description: '地区说明',
    });
    const city = await idBy(areas, areas.enCode, '990100');
    for (const id of [province, city]) {
      await roundTrip({ info: `${B}/area/info/${id}`, edit: `${B}/area/edit`, table: areas });
    }
  });
});
