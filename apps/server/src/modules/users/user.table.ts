import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, millis, rowVersion } from '../../db/columns.ts';
import { uniqueRefusal } from '../../lib/unique.ts';

/** Staff accounts (contract §3.8). Roles and positions live in user_relation, not in csv columns. */
export const users = pgTable(
  'base_user',
  {
    id: text().primaryKey(),
    account: text().notNull(),
    realName: text().notNull(),
    /** Pinyin initials of realName, for keyword search. */
    quickQuery: text().notNull().default(''),
    /**
     * account, realName and quickQuery lower-cased and joined by U+0001: the keyword search reads one trigram index
     * (with the organisation as its leading key) instead of three.
     */
    searchText: text().generatedAlwaysAs(sql`lower(account || chr(1) || real_name || chr(1) || quick_query)`),
    nickName: text(),
    headIcon: text().notNull().default(''),
    gender: text(),
    birthday: millis(),
    mobilePhone: text(),
    telePhone: text(),
    landline: text(),
    email: text(),
    nation: text(),
    nativePlace: text(),
    entryDate: millis(),
    certificatesType: text(),
    certificatesNumber: text(),
    education: text(),
    urgentContacts: text(),
    urgentTelePhone: text(),
    postalAddress: text(),
    signature: text(),
    /** argon2id of the client's MD5 digest; never the digest itself. */
    passwordHash: text().notNull(),
    changePasswordDate: millis(),
    /** Set when an administrator created or reset the password and the policy asks for a change. */
    mustChangePassword: boolean().notNull().default(false),
    isAdministrator: boolean().notNull().default(false),
    organizeId: text(),
    managerId: text(),
    portalId: text(),
    theme: text(),
    language: text(),
    propertyJson: text(),
    firstLogTime: millis(),
    firstLogIp: text(),
    prevLogTime: millis(),
    prevLogIp: text(),
    prevLogPlace: text(),
    lastLogTime: millis(),
    lastLogIp: text(),
    lastLogPlace: text(),
    logSuccessCount: integer().notNull().default(0),
    logErrorCount: integer().notNull().default(0),
    ...auditColumns(),
    version: rowVersion(),
  },
  (t) => [
    uniqueIndex(uniqueRefusal('base_user_account_uq', 'user.accountExists'))
      .on(sql`lower(${t.account})`)
      .where(sql`${t.deleteTime} is null`),
    index('base_user_organize_idx').on(t.organizeId),
    // An organisation's users in list order: its first page without sorting the whole organisation.
    index('base_user_org_order_idx')
      .on(t.organizeId, t.sortCode, t.creatorTime.desc(), t.id)
      .where(sql`${t.deleteTime} is null`),
    index('base_user_mobile_idx').on(t.mobilePhone),
  ],
);
