// Every table, for Drizzle's schema and drizzle-kit. Tables live beside their feature.
export * from '../modules/users/user.table.ts';
export * from '../modules/users/user-relation.table.ts';
export * from '../modules/organize/organize.table.ts';
export * from '../modules/position/position.table.ts';
export * from '../modules/role/role.table.ts';
export * from '../modules/menu/menu.table.ts';
export * from '../modules/authorize/authorize.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/logs/log.table.ts';
export * from '../modules/files/file.table.ts';
export * from '../modules/system/sys-config.table.ts';
export * from '../modules/dictionary/dictionary.table.ts';
export * from '../modules/chat/chat.table.ts';
