export * from './field-kinds.ts';
export * from './field-key.ts';
export * from './form-data.ts';
export * from './field-value.ts';
export * from './model.ts';
export * from './runtime.ts';
export * from './column-defaults.ts';
export * from './field-display.ts';
