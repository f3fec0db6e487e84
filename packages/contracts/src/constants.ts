/**
 * The zod-free part of the contracts (`@app/contracts/constants`): languages, layouts, envelope codes, validation
 * rules, menu types and labels, the permission check and the pure utilities. The web imports these without
 * pulling zod and the request schemas into the sign-in page; `@app/contracts` still exports all of it.
 */
export * from './text.ts';
export * from './layouts.ts';
export * from './envelope-codes.ts';
export * from './rules.ts';
export * from './menus.ts';
export * from './menu-icons.ts';
export * from './labels.ts';
export * from './permissions.ts';
export * from './utils/index.ts';
export * from './portal-grid.ts';
