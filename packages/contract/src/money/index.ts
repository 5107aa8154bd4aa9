export * from './money.ts';
export * from './currency.ts';
