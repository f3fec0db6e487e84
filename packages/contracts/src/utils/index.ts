export * from './validate.ts';
export * from './calc-expression.ts';
export * from './capital-amount.ts';
export * from './format.ts';
export * from './relative-time.ts';
