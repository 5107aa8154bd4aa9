export * from './access.ts';
export * from './define.ts';
export * from './fields.ts';
export * from './validation.ts';
export * from './values.ts';
export * from './assignable.ts';
export * from './types.ts';
