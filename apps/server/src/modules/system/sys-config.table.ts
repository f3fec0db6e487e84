import { pgTable, text } from 'drizzle-orm/pg-core';

/** Key/value system settings (BASE_SYSCONFIG). */
export const sysConfigs = pgTable('base_sys_config', {
  key: text().primaryKey(),
  value: text().notNull(),
  name: text().notNull().default(''),
  category: text().notNull().default('SysConfig'),
});
